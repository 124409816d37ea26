import Raster

extension View {
    /// Where this view draws among its overlapping siblings: a container draws its children in
    /// ascending `zIndex`, siblings of equal value in their declared order (default 0), as
    /// SwiftUI does. Layout does not change.
    ///
    /// ```swift
    /// ZStack { Badge().zIndex(1); Card() }   // the badge draws over the card
    /// ```
    public func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(value: value))
    }
}

struct ZIndexModifier: PrimitiveModifier {
    let value: Double

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        content(context).map { ZIndexNode(child: $0, zIndex: value) }
    }
}

/// Carries a child's `zIndex` to the container placing it; otherwise its child's layout exactly.
final class ZIndexNode: LayoutNode {
    var kind: String { child.kind }
    var layoutPriority: Double {
        get { child.layoutPriority }
        set { child.layoutPriority = newValue }
    }
    let sizeCache = SizeCache()
    let child: LayoutNode
    let zIndex: Double

    init(child: LayoutNode, zIndex: Double) {
        self.child = child
        self.zIndex = zIndex
    }

    func computeSize(for proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        child.explicitAlignment(key, size: size, proposal: proposal)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        var placed = child.place(in: frame, proposal: proposal, grid: grid)
        placed.details.append(LaidOutView.Detail("zIndex", String(zIndex)))
        return placed
    }
}

extension LayoutNode {
    /// The drawing order key among siblings: the outermost `zIndex` through layout-neutral wrappers.
    var drawingZIndex: Double {
        if let node = self as? ZIndexNode { return node.zIndex }
        if let effect = self as? EffectNode { return effect.child.drawingZIndex }
        if let semantics = self as? SemanticsNode { return semantics.child.drawingZIndex }
        return 0
    }
}

/// Children in drawing order: ascending `zIndex`, ties in declared order (a stable sort).
func inDrawingOrder(_ placed: [(node: LayoutNode, view: LaidOutView)]) -> [LaidOutView] {
    guard placed.contains(where: { $0.node.drawingZIndex != 0 }) else { return placed.map(\.view) }
    return placed.enumerated()
        .sorted { ($0.element.node.drawingZIndex, $0.offset) < ($1.element.node.drawingZIndex, $1.offset) }
        .map(\.element.view)
}
