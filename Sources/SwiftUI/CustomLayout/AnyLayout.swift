import BitmapText
import Raster
import Tokens

/// Any layout, type-erased, so one view can switch between layouts:
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("Name"); Text("Value") }
/// ```
public struct AnyLayout: Layout {
    /// The wrapped layout's cache, boxed.
    public struct Cache {
        var value: Any
    }

    private let box: any AnyLayoutBox

    public init<L: Layout>(_ layout: L) {
        box = ConcreteLayoutBox(layout: layout)
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews: subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache.value, subviews: subviews) }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { box.spacing(subviews: subviews, cache: &cache.value) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }
}

extension AnyLayout: BuiltInLayout {
    /// Erased built-in layouts keep their engine node; custom ones run through this wrapper.
    func makeNode(children: [LayoutNode], context: ResolveContext) -> LayoutNode {
        box.makeNode(children: children, context: context)
    }

    func contentContext(_ context: ResolveContext) -> ResolveContext { box.contentContext(context) }
}

private protocol AnyLayoutBox {
    func makeCache(subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                           cache: inout Any) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                           cache: inout Any) -> CGFloat?
    func makeNode(children: [LayoutNode], context: ResolveContext) -> LayoutNode
    func contentContext(_ context: ResolveContext) -> ResolveContext
}

private struct ConcreteLayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L

    /// Runs `body` on the typed cache stored in `cache`.
    private func with<T>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let result = body(&typed)
        cache = typed
        return result
    }

    func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        with(&cache, subviews: subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        with(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        with(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        with(&cache, subviews: subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                           cache: inout Any) -> CGFloat? {
        with(&cache, subviews: subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                           cache: inout Any) -> CGFloat? {
        with(&cache, subviews: subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func makeNode(children: [LayoutNode], context: ResolveContext) -> LayoutNode {
        if let builtIn = layout as? any BuiltInLayout { return builtIn.makeNode(children: children, context: context) }
        return CustomLayoutNode(layout: layout, children: children, context: context)
    }

    func contentContext(_ context: ResolveContext) -> ResolveContext {
        (layout as? any BuiltInLayout)?.contentContext(context) ?? context
    }
}
