import BitmapText
import Raster
import Tokens

/// Reads the space it is offered: it takes the whole proposal (10 points on an axis with no
/// proposal, as SwiftUI's `replacingUnspecifiedDimensions`; an infinite proposal counts as
/// none, so a snapshot never gets an infinite canvas), and builds its content from a
/// `GeometryProxy` of that size, placing the content at its top-leading corner.
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule().fill(.blue).frame(width: proxy.size.width * progress)
/// }
/// .frame(height: 8)
/// ```
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let content = content
        return [GeometryReaderNode(context: context) { context, proxy in context.resolve(context.evaluate { content(proxy) }) }]
    }
}

/// The size and coordinates of the `GeometryReader` its content is built in.
public struct GeometryProxy {
    let frame: Rect
    let spaces: NamedCoordinateSpaces?

    /// The reader's size.
    public var size: CGSize { CGSize(frame.size) }

    /// The safe-area insets of the reader: none, since a snapshot has no device edges.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`; a named space no ancestor declares measures from
    /// the global origin, as SwiftUI does.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        case .global:
            return CGRect(frame)
        case .named(let name):
            guard let space = spaces?.frame(name) else { return CGRect(frame) }
            return CGRect(frame.offsetBy(dx: -space.minX, dy: -space.minY))
        }
    }
}

/// `GeometryReader`'s node: content is resolved at placement, once the size is known.
final class GeometryReaderNode: LayoutNode {
    let kind = "GeometryReader"
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let context: ResolveContext
    let build: (ResolveContext, GeometryProxy) -> [LayoutNode]

    init(context: ResolveContext, build: @escaping (ResolveContext, GeometryProxy) -> [LayoutNode]) {
        self.context = context
        self.build = build
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let width = proposal.width.map { $0.isFinite ? $0 : 10 } ?? 10
        let height = proposal.height.map { $0.isFinite ? $0 : 10 } ?? 10
        return Size(width: width, height: height)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let proxy = GeometryProxy(frame: frame, spaces: context.environment[NamedCoordinateSpacesKey.self])
        let children = build(context, proxy)
        let inner = ProposedSize(frame.size)
        let placed = children.map { child in
            child.place(in: Rect(origin: frame.origin, size: child.sizeThatFits(inner)), proposal: inner, grid: grid)
        }
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: placed)
    }
}
