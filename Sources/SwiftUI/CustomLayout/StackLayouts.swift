import BitmapText
import Raster
import Tokens

/// The built-in layouts as `Layout` values, for `AnyLayout` and for custom layouts that
/// delegate. Used as views they are exactly `HStack`, `VStack`, `ZStack`; called directly they
/// run the same engine node over the subviews.
///
/// ```swift
/// let layout = compact ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
/// ```
protocol EngineBackedLayout: Layout, BuiltInLayout {
    func makeNode(children: [LayoutNode]) -> LayoutNode
}

extension EngineBackedLayout {
    func engineSize(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        CGSize(makeNode(children: subviews.nodes).sizeThatFits(proposal.engine))
    }

    func enginePlace(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let node = makeNode(children: subviews.nodes) as? any PlacingNode else { return }
        for (subview, placement) in zip(subviews, node.placements(in: bounds.raster.size, proposal: proposal.engine)) {
            subview.place(at: CGPoint(x: bounds.minX + placement.frame.minX, y: bounds.minY + placement.frame.minY),
                          proposal: ProposedViewSize(placement.proposal))
        }
    }

    func makeNode(children: [LayoutNode], context: ResolveContext) -> LayoutNode {
        makeNode(children: children)
    }
}

/// `HStack` as a layout value.
public struct HStackLayout: EngineBackedLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        engineSize(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        enginePlace(in: bounds, proposal: proposal, subviews: subviews)
    }

    func makeNode(children: [LayoutNode]) -> LayoutNode {
        var details = [LaidOutView.Detail("alignment", alignment.description)]
        if let spacing { details.append(LaidOutView.Detail("spacing", formatPoints(Double(spacing)))) }
        return StackNode(kind: "HStack", axis: .horizontal, spacing: spacing.map { Double($0) }, cross: .guide(alignment.key),
                         children: children, details: details)
    }
}

/// `VStack` as a layout value.
public struct VStackLayout: EngineBackedLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        engineSize(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        enginePlace(in: bounds, proposal: proposal, subviews: subviews)
    }

    func makeNode(children: [LayoutNode]) -> LayoutNode {
        var details = [LaidOutView.Detail("alignment", alignment.description)]
        if let spacing { details.append(LaidOutView.Detail("spacing", formatPoints(Double(spacing)))) }
        return StackNode(kind: "VStack", axis: .vertical, spacing: spacing.map { Double($0) }, cross: .guide(alignment.key),
                         children: children, details: details)
    }
}

/// `ZStack` as a layout value.
public struct ZStackLayout: EngineBackedLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        engineSize(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        enginePlace(in: bounds, proposal: proposal, subviews: subviews)
    }

    func makeNode(children: [LayoutNode]) -> LayoutNode {
        ZStackNode(alignment: alignment, children: children)
    }
}
