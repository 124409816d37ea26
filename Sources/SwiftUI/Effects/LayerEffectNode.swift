import Raster

/// Effects drawn through an offscreen layer (transforms, blend modes, colour filters, blur,
/// masks): layout is the child's, untouched; at placement the effect is built from the placed
/// frame (anchors are unit points of it) and, for a mask, the mask view is laid out on that
/// frame with its alignment.
final class LayerEffectNode: LayoutNode {
    var kind: String { child.kind }
    var layoutPriority: Double
    let sizeCache = SizeCache()
    let child: LayoutNode
    let modifier: LayerEffectModifier.Resolved

    init(child: LayoutNode, modifier: LayerEffectModifier.Resolved) {
        self.child = child
        self.modifier = modifier
        layoutPriority = child.layoutPriority
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        child.sizeThatFits(proposal)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        var placed = child.place(in: frame, proposal: proposal, grid: grid)
        placed.details += modifier.details
        var placedMask: LaidOutView?
        if let mask = modifier.mask {
            let maskProposal = ProposedSize(placed.frame.size)
            let size = mask.node.sizeThatFits(maskProposal)
            placedMask = mask.node.place(in: Rect(origin: mask.alignment.origin(of: size, in: placed.frame), size: size),
                                         proposal: maskProposal, grid: grid)
        }
        let effects = modifier.effects(placed.frame)
        if effects != nil || placedMask != nil {
            placed.effects.insert(.layer(effects ?? LayerEffects(), mask: placedMask), at: 0)
        }
        return placed
    }
}

/// A modifier whose drawing goes through a `LayerEffectNode`.
struct LayerEffectModifier: PrimitiveModifier {
    struct Resolved {
        /// The layer's effects for the view's placed frame; nil when the effect does nothing
        /// (scale 1, angle 0), so no layer is made.
        var effects: (Rect) -> LayerEffects?
        var details: [LaidOutView.Detail]
        var mask: (node: LayoutNode, alignment: Alignment)?
    }

    let resolve: (ResolveContext) -> Resolved

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        content(context).map { LayerEffectNode(child: $0, modifier: resolve(context)) }
    }

    /// A modifier applying the same effects wherever the view lands.
    static func fixed(_ effects: LayerEffects?, _ name: String, _ value: String) -> LayerEffectModifier {
        LayerEffectModifier { _ in Resolved(effects: { _ in effects }, details: [.init(name, value)]) }
    }

    /// A modifier mapping the view by `matrix` (points) about `anchor` of its frame.
    static func transform(_ matrix: AffineMap, anchor: UnitPoint, _ name: String, _ value: String) -> LayerEffectModifier {
        LayerEffectModifier { _ in
            Resolved(effects: { frame in
                guard !matrix.isIdentity else { return nil }
                let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
                let map = AffineMap(translationX: -x, y: -y).then(matrix).then(AffineMap(translationX: x, y: y))
                return LayerEffects(transform: map)
            }, details: [.init(name, value)])
        }
    }
}
