import BitmapText
import Raster
import Tokens

/// Effects that do not change layout: the node takes its child's size; the child is placed
/// (moved by any offset) and the effect and annotations are added to the child's laid-out view.
final class EffectNode: LayoutNode {
    enum Effect {
        case opacity(Double)
        case clip(ShapeOutline)
        case shadow(ResolvedShadow)
        case compositingGroup
        case hidden
    }

    var kind: String { child.kind }
    var layoutPriority: Double
    let sizeCache = SizeCache()
    let child: LayoutNode
    let resolved: EffectModifier.Resolved

    init(child: LayoutNode, resolved: EffectModifier.Resolved) {
        self.child = child
        self.resolved = resolved
        layoutPriority = child.layoutPriority
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        child.sizeThatFits(proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        child.explicitAlignment(key, size: size, proposal: proposal)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        var placed = child.place(in: frame.offsetBy(dx: resolved.offset.x, dy: resolved.offset.y), proposal: proposal, grid: grid)
        placed.details += resolved.details
        switch resolved.effect {
        case .opacity(let opacity): placed.effects.insert(.opacity(opacity), at: 0)
        case .clip(let outline):
            let (geometry, rect) = outline.make(placed.frame)
            placed.effects.insert(.clip(geometry, rect), at: 0)
        case .shadow(let shadow): placed.effects.insert(.shadow(shadow), at: 0)
        case .compositingGroup: placed.effects.insert(.compositingGroup, at: 0)
        case .hidden: placed.effects.insert(.hidden, at: 0)
        case nil: break
        }
        return placed
    }
}
