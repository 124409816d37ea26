import BitmapText
import Raster
import Tokens

/// A custom `Layout`'s container node: proposals and placement go through the layout's own
/// code (evaluated in the render, so token reads are recorded), with one cache per render.
final class CustomLayoutNode<L: Layout>: PlacingNode {
    var kind: String { TypeName.of(L.self) }
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let layout: L
    let children: [LayoutNode]
    let subviews: LayoutSubviews
    let context: ResolveContext
    private lazy var cache: L.Cache = context.evaluate { layout.makeCache(subviews: subviews) }

    init(layout: L, children: [LayoutNode], context: ResolveContext) {
        self.layout = layout
        self.children = children
        self.context = context
        subviews = LayoutSubviews(nodes: children, recorder: PlacementRecorder())
        if let axis = L.layoutProperties.stackOrientation {
            for child in children { child.adoptStackAxis(axis) }
        }
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        context.evaluate { layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache) }.raster
    }

    func placements(in size: Size, proposal: ProposedSize) -> [ChildPlacement] {
        let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        return context.evaluate { layout.recordPlacements(in: bounds, proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache) }
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        let query = AlignmentQuery(key: key, size: size, proposal: proposal)
        if let cached = sizeCache.alignments[query] { return cached }
        let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let value: CGFloat? = context.evaluate {
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        }
        sizeCache.alignments[query] = value.map { Double($0) }
        return value.map { Double($0) }
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        // The layout sees its bounds where they are (SwiftUI's bounds need not start at zero).
        let bounds = CGRect(frame)
        let placed = context.evaluate {
            layout.recordPlacements(in: bounds, proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        }
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid,
                           children: placed.map { $0.node.place(in: $0.frame, proposal: $0.proposal, grid: grid) })
    }
}
