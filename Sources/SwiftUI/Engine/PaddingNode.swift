import BitmapText
import Raster
import Tokens

/// `padding`: the child is offered the proposal minus the insets (never below zero; `nil` and
/// infinity pass through) and the node is the child's size plus the insets.
final class PaddingNode: LayoutNode {
    let kind = "Padding"
    var layoutPriority: Double
    let sizeCache = SizeCache()
    let insets: Raster.EdgeInsets
    let child: LayoutNode

    init(insets: Raster.EdgeInsets, child: LayoutNode) {
        self.insets = insets
        self.child = child
        layoutPriority = child.layoutPriority
    }

    func childProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                     height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let size = child.sizeThatFits(childProposal(for: proposal))
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        let inner = childProposal(for: proposal)
        let childSize = child.sizeThatFits(inner)
        return forwardedAlignment(key, child: child, childFrame: Rect(x: insets.leading, y: insets.top, width: childSize.width, height: childSize.height),
                                  childProposal: inner)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let inner = frame.inset(by: insets)
        let placed = child.place(in: inner, proposal: childProposal(for: proposal), grid: grid)
        let details = [LaidOutView.Detail("insets", "\(formatPoints(insets.top)) \(formatPoints(insets.leading)) \(formatPoints(insets.bottom)) \(formatPoints(insets.trailing))")]
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: [placed], details: details)
    }
}
