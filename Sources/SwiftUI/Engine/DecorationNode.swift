import BitmapText
import Raster
import Tokens

/// `background` / `overlay`: the node is exactly the content's size; the decoration is offered
/// that size and aligned on it, behind or in front.
final class DecorationNode: LayoutNode {
    var kind: String { inFront ? "Overlay" : "Background" }
    var layoutPriority: Double
    let sizeCache = SizeCache()
    let content: LayoutNode
    let decoration: LayoutNode
    let alignment: Alignment
    let inFront: Bool

    init(content: LayoutNode, decoration: LayoutNode, alignment: Alignment, inFront: Bool) {
        self.content = content
        self.decoration = decoration
        self.alignment = alignment
        self.inFront = inFront
        layoutPriority = content.layoutPriority
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        content.explicitAlignment(key, size: size, proposal: proposal)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let placedContent = content.place(in: frame, proposal: proposal, grid: grid)
        let decorationProposal = ProposedSize(frame.size)
        let size = decoration.sizeThatFits(decorationProposal)
        let placedDecoration = decoration.place(in: Rect(origin: alignment.origin(of: size, in: frame), size: size),
                                                proposal: decorationProposal, grid: grid)
        let children = inFront ? [placedContent, placedDecoration] : [placedDecoration, placedContent]
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: children)
    }
}
