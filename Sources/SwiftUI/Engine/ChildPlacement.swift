import BitmapText
import Raster
import Tokens

/// Where a container puts one child: its frame relative to the container's top-leading corner
/// and the proposal that gave the child that size.
struct ChildPlacement {
    var node: LayoutNode
    var frame: Rect
    var proposal: ProposedSize
}

/// Containers that compute their children's frames in their own coordinates: placing and the
/// explicit alignment guides they pass up (merged as `AlignmentKey.combine` says) both come
/// from `placements`.
protocol PlacingNode: LayoutNode {
    func placements(in size: Size, proposal: ProposedSize) -> [ChildPlacement]
}

extension PlacingNode {
    /// Computed once per question: stacks ask their children for every proposal they try.
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        let query = AlignmentQuery(key: key, size: size, proposal: proposal)
        if let cached = sizeCache.alignments[query] { return cached }
        let values = placements(in: size, proposal: proposal).compactMap { placement in
            placement.node.explicitAlignment(key, size: placement.frame.size, proposal: placement.proposal).map {
                $0 + (key.axis == .horizontal ? placement.frame.minX : placement.frame.minY)
            }
        }
        let value = key.combine(values)
        sizeCache.alignments[query] = value
        return value
    }

    /// The children laid out inside `frame` (absolute points), in drawing order (`zIndex`).
    func placeChildren(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> [LaidOutView] {
        inDrawingOrder(placements(in: frame.size, proposal: proposal).map { placement in
            (placement.node, placement.node.place(in: placement.frame.offsetBy(dx: frame.minX, dy: frame.minY),
                                                  proposal: placement.proposal, grid: grid))
        })
    }
}

/// Single-child wrappers that put the child at an offset inside themselves pass the child's
/// explicit guides up, moved by that offset.
func forwardedAlignment(_ key: AlignmentKey, child: LayoutNode, childFrame: Rect, childProposal: ProposedSize) -> Double? {
    child.explicitAlignment(key, size: childFrame.size, proposal: childProposal).map {
        $0 + (key.axis == .horizontal ? childFrame.minX : childFrame.minY)
    }
}
