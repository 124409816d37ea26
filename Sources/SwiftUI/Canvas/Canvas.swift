import Raster

/// A view that draws with immediate-mode calls, SwiftUI's `Canvas`: `renderer` runs when the
/// canvas is placed, with the size it was given, and what it fills, strokes and draws into the
/// `GraphicsContext` becomes the canvas's drawing (paths and text in the display list). Like
/// SwiftUI's it takes the whole space offered.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// ```
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`. `opaque`, `colorMode` and `rendersAsynchronously` are
    /// accepted: a snapshot draws one frame in sRGB.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [CanvasNode(context: context, renderer: renderer)]
    }
}

/// A canvas in the layout: any size offered (10 × 10 ideal, as shapes), drawn at placing.
final class CanvasNode: LayoutNode {
    let kind = "Canvas"
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let context: ResolveContext
    let renderer: (inout GraphicsContext, CGSize) -> Void

    init(context: ResolveContext, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.context = context
        self.renderer = renderer
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let snapped = grid.snap(frame)
        let recording = GraphicsContext.Recording(context: context, origin: Point(x: snapped.minX, y: snapped.minY), grid: grid)
        var graphics = GraphicsContext(recording: recording)
        context.evaluate { renderer(&graphics, CGSize(width: snapped.width, height: snapped.height)) }
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: recording.views,
                           details: [LaidOutView.Detail("commands", "\(recording.views.count)")])
    }
}
