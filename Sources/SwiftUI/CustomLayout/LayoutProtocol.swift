import BitmapText
import Raster
import Tokens

/// A container that sizes and places its subviews with code, as SwiftUI's `Layout`: it answers
/// `sizeThatFits` and puts each subview in `placeSubviews`; used like a stack.
///
/// ```swift
/// struct Flow: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
/// Flow { ForEach(tags, id: \.self) { Text($0) } }
/// ```
///
/// Subviews `placeSubviews` does not place sit centred in the bounds, at their ideal size.
public protocol Layout {
    static var layoutProperties: LayoutProperties { get }
    /// Data computed once per layout pass and handed to every call.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat?
}

/// What a layout tells its container about itself: the axis it stacks along, if any.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?

    public init() {}
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache anew.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    /// The subviews' explicit values for the guide where `placeSubviews` puts them, merged
    /// (averaged; baselines take the first or last).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? {
        mergedSubviewAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? {
        mergedSubviewAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private func mergedSubviewAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                        cache: inout Cache) -> CGFloat? {
        guard let recorder = subviews.first?.recorder, !recorder.isRecording else { return nil }
        let placements = recordPlacements(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        let values = placements.compactMap { placement in
            placement.node.explicitAlignment(key, size: placement.frame.size, proposal: placement.proposal).map {
                $0 + (key.axis == .horizontal ? placement.frame.minX - Double(bounds.minX) : placement.frame.minY - Double(bounds.minY))
            }
        }
        return key.combine(values).map { CGFloat($0) }
    }

    /// Runs `placeSubviews` and returns where each subview went (unplaced ones centred at their
    /// ideal size), in subview order.
    func recordPlacements(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> [ChildPlacement] {
        guard let recorder = subviews.first?.recorder else { return [] }
        recorder.placements = [:]
        recorder.isRecording = true
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        recorder.isRecording = false
        let placed = recorder.placements
        recorder.placements = [:]
        let rect = bounds.raster
        return subviews.map { subview in
            if let placement = placed[subview.index] { return placement }
            let size = subview.node.sizeThatFits(.unspecified)
            return ChildPlacement(node: subview.node, frame: Rect(origin: Alignment.center.origin(of: size, in: rect), size: size),
                                  proposal: .unspecified)
        }
    }

    /// This layout arranging `content`'s views: `MyLayout { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// A `Layout` used as a view.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        if let builtIn = layout as? any BuiltInLayout {
            return [builtIn.makeNode(children: builtIn.contentContext(context).resolve(content), context: context)]
        }
        let children = context.resolve(content)
        return [CustomLayoutNode(layout: layout, children: children, context: context)]
    }
}

/// The layouts SwiftUI ships (stacks, grid): used as views they build the engine's own node.
protocol BuiltInLayout {
    func makeNode(children: [LayoutNode], context: ResolveContext) -> LayoutNode
    /// The context the content is resolved in (a grid marks it so `GridRow`s know).
    func contentContext(_ context: ResolveContext) -> ResolveContext
}

extension BuiltInLayout {
    func contentContext(_ context: ResolveContext) -> ResolveContext { context }
}
