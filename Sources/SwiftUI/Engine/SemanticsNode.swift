import BitmapText
import Raster
import Tokens

/// A layout-neutral wrapper that records what a control tells assistive technologies
/// (`LaidOutView.semantics`) on its child's laid-out view: a button's role and enabled state,
/// a toggle's state, an image's label. It changes neither layout nor pixels nor the dump.
final class SemanticsNode: LayoutNode {
    var kind: String { child.kind }
    var layoutPriority: Double
    let sizeCache = SizeCache()
    let child: LayoutNode
    let semantics: [LaidOutView.Detail]

    init(child: LayoutNode, semantics: [LaidOutView.Detail]) {
        self.child = child
        self.semantics = semantics
        layoutPriority = child.layoutPriority
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        child.sizeThatFits(proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        child.explicitAlignment(key, size: size, proposal: proposal)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        var placed = child.place(in: frame, proposal: proposal, grid: grid)
        // Outer wrappers (the button) come first, the inner ones (its image) after.
        placed.semantics = semantics + placed.semantics
        return placed
    }
}

extension Array where Element == LayoutNode {
    /// These nodes, each recording `semantics` for the accessibility tree.
    func withSemantics(_ semantics: [LaidOutView.Detail]) -> [LayoutNode] {
        map { SemanticsNode(child: $0, semantics: semantics) }
    }
}
