import BitmapText
import Raster
import Tokens

/// Where a `GeometryProxy` measures frames from: the view itself (`.local`), the whole render
/// (`.global`: the snapshot's canvas, which stands for the screen), or an ancestor named
/// with `.coordinateSpace(name:)`.
///
/// ```swift
/// GeometryReader { proxy in Text("\(Int(proxy.frame(in: .named("card")).minY))") }
/// ```
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global
    case local
    case named(AnyHashable)
}

/// The frames of the named coordinate spaces around a view, filled in as layout places them
/// (ancestors are placed before their descendants, so a reader finds its spaces set).
final class NamedCoordinateSpaces {
    private var frames: [AnyHashable: Rect] = [:]

    func set(_ name: AnyHashable, frame: Rect) { frames[name] = frame }
    func frame(_ name: AnyHashable) -> Rect? { frames[name] }
}

struct NamedCoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: NamedCoordinateSpaces? { nil }
}

/// Records where its child is placed under `name`.
final class CoordinateSpaceNode: LayoutNode {
    var kind: String { child.kind }
    var layoutPriority: Double
    let sizeCache = SizeCache()
    let child: LayoutNode
    let name: AnyHashable
    let spaces: NamedCoordinateSpaces

    init(child: LayoutNode, name: AnyHashable, spaces: NamedCoordinateSpaces) {
        self.child = child
        self.name = name
        self.spaces = spaces
        layoutPriority = child.layoutPriority
    }

    func computeSize(for proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        child.explicitAlignment(key, size: size, proposal: proposal)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        spaces.set(name, frame: frame)
        var placed = child.place(in: frame, proposal: proposal, grid: grid)
        placed.details.append(LaidOutView.Detail("coordinateSpace", String(describing: name.base)))
        return placed
    }
}

struct CoordinateSpaceModifier: PrimitiveModifier {
    let name: AnyHashable

    init(name: AnyHashable) {
        self.name = name
    }

    init(name space: CoordinateSpace) {
        if case .named(let name) = space { self.name = name } else { self.name = AnyHashable(space) }
    }

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        if let space = name.base as? CoordinateSpace, space == .local || space == .global { return content(context) }
        let spaces = context.environment[NamedCoordinateSpacesKey.self] ?? NamedCoordinateSpaces()
        let inner = context.with { $0[NamedCoordinateSpacesKey.self] = spaces }
        return content(inner).map { CoordinateSpaceNode(child: $0, name: name, spaces: spaces) }
    }
}

extension View {
    /// Names this view's frame so `GeometryProxy.frame(in: .named(name))` inside can measure from it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's frame, iOS 17 spelling: `.coordinateSpace(.named("scroll"))`
    /// (`.local` and `.global` name nothing and leave the view as it is).
    public func coordinateSpace(_ space: CoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: space))
    }
}
