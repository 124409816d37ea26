import BitmapText
import Raster
import Tokens

/// A resolved view in the layout tree: it answers size proposals and places itself.
/// Each kind of node implements one SwiftUI layout rule; nodes are built fresh per render.
protocol LayoutNode: AnyObject {
    /// The name the text dump prints (`Text`, `HStack`, `Padding` …).
    var kind: String { get }
    /// Stacks offer space to higher priorities first (`layoutPriority`).
    var layoutPriority: Double { get set }
    /// Sizes already answered for this node in this render.
    var sizeCache: SizeCache { get }
    /// The size this node chooses for `proposal`; callers go through `sizeThatFits`.
    func computeSize(for proposal: ProposedSize) -> Size
    /// The laid-out subtree for `frame` (exact, absolute points), given the proposal that
    /// produced its size.
    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView
    /// The value this node sets for an alignment guide (from `alignmentGuide`, a text baseline or
    /// its children's), in its own coordinates when it chose `size` for `proposal`; nil when it
    /// sets none and the guide's default applies.
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double?
}

extension LayoutNode {
    /// Leaf views set no guides.
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? { nil }

    /// Spacers get no default spacing beside them; wrappers that do not change layout forward it.
    var isSpacer: Bool {
        (self as? SpacerNode) != nil || ((self as? EffectNode)?.child.isSpacer ?? false)
            || ((self as? SemanticsNode)?.child.isSpacer ?? false)
    }

    /// Tells spacers and dividers (through layout-neutral wrappers) the axis of their stack.
    func adoptStackAxis(_ axis: Axis) {
        if let adopting = self as? StackAxisAdopting { adopting.stackAxis = axis }
        (self as? EffectNode)?.child.adoptStackAxis(axis)
        (self as? SemanticsNode)?.child.adoptStackAxis(axis)
    }

    /// The size this node chooses for `proposal`, computed once per proposal.
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let size = sizeCache.sizes[proposal] { return size }
        let size = computeSize(for: proposal)
        sizeCache.sizes[proposal] = size
        return size
    }
}

/// Sizes answered by one node, keyed by proposal (only looked up, never iterated).
final class SizeCache {
    var sizes: [ProposedSize: Size] = [:]
    /// Explicit alignment values a container already merged from its children (nil: none).
    var alignments: [AlignmentQuery: Double?] = [:]
}

/// One explicit-alignment question put to a node.
struct AlignmentQuery: Hashable {
    var key: AlignmentKey
    var size: Size
    var proposal: ProposedSize
}

/// Layout nodes that stacks treat specially: spacers take no spacing beside them and stretch
/// along the stack's axis only.
protocol StackAxisAdopting: AnyObject {
    var stackAxis: Axis? { get set }
}
