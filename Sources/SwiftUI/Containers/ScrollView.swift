import BitmapText
import Raster
import Tokens

/// A scrollable region, drawn as a snapshot sees it at rest, scrolled to the top/leading edge:
///
/// - the content is offered no size along the scroll axes (its ideal length) and the proposal
///   across them, less any `contentMargins`; several views are stacked as in a `VStack`
///   (an `HStack` when only horizontal);
/// - along a scroll axis the scroll view takes the proposal when there is one, so a fixed
///   frame or a fixed render size clips the content to it; with no proposal there (a
///   `.width(390)` render, `fixedSize`) it takes the content's length and the whole content is
///   drawn. That is what the screen shows at rest, and the full content is what a review of a
///   long screen needs;
/// - across, it takes the proposal, and narrower content is centred, as iOS does;
/// - indicators are not drawn (iOS hides them when the view is not scrolling).
///
/// ```swift
/// ScrollView { VStack(spacing: 12) { ForEach(items) { Card(item: $0) } } }.frame(height: 300)
/// ```
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let nodes = context.resolve(content)
        let stackAxis: Axis = axes == .horizontal ? .horizontal : .vertical
        let child: LayoutNode = nodes.count == 1
            ? nodes[0]
            : StackNode(kind: stackAxis == .vertical ? "VStack" : "HStack", axis: stackAxis, spacing: nil,
                        cross: .guide(stackAxis == .vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key),
                        children: nodes, details: [])
        return [ScrollNode(axes: axes, margins: context.environment[ScrollContentMarginsKey.self].raster, child: child)]
    }
}

/// `ScrollView`'s node (see `ScrollView`).
final class ScrollNode: LayoutNode {
    let kind = "ScrollView"
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let axes: Axis.Set
    let margins: Raster.EdgeInsets
    let child: LayoutNode

    init(axes: Axis.Set, margins: Raster.EdgeInsets, child: LayoutNode) {
        self.axes = axes
        self.margins = margins
        self.child = child
    }

    func scrolls(_ axis: Axis) -> Bool { axes.contains(axis == .horizontal ? .horizontal : .vertical) }

    func childProposal(for proposal: ProposedSize) -> ProposedSize {
        func across(_ value: Double?, _ inset: Double) -> Double? { value.map { $0.isFinite ? max(0, $0 - inset) : $0 } }
        return ProposedSize(width: scrolls(.horizontal) ? nil : across(proposal.width, margins.leading + margins.trailing),
                            height: scrolls(.vertical) ? nil : across(proposal.height, margins.top + margins.bottom))
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let content = child.sizeThatFits(childProposal(for: proposal))
        func length(_ proposed: Double?, _ content: Double, _ inset: Double) -> Double {
            guard let proposed, proposed.isFinite else { return content + inset }
            return proposed
        }
        return Size(width: length(proposal.width, content.width, margins.leading + margins.trailing),
                    height: length(proposal.height, content.height, margins.top + margins.bottom))
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let inner = childProposal(for: proposal)
        let size = child.sizeThatFits(inner)
        let visible = frame.inset(by: margins)
        let x = scrolls(.horizontal) ? visible.minX : visible.minX + (visible.width - size.width) / 2
        let y = scrolls(.vertical) ? visible.minY : visible.minY + (visible.height - size.height) / 2
        let placed = child.place(in: Rect(x: x, y: y, width: size.width, height: size.height), proposal: inner, grid: grid)
        var view = LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: [placed], details: [
            LaidOutView.Detail("axes", [scrolls(.horizontal) ? "horizontal" : nil, scrolls(.vertical) ? "vertical" : nil]
                .compactMap { $0 }.joined(separator: ", ")),
            LaidOutView.Detail("content", "\(formatPoints(size.width))×\(formatPoints(size.height))"),
        ])
        let overflows = x < frame.minX || y < frame.minY || x + size.width > frame.maxX + 1e-9 || y + size.height > frame.maxY + 1e-9
        if overflows {
            view.effects.append(.clip(.rectangle, view.frame))
            view.details.append(LaidOutView.Detail("clipped", "true"))
        }
        return view
    }
}

/// Insets around a scroll view's content (`contentMargins`).
struct ScrollContentMarginsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}

/// Which kinds of content `contentMargins` applies to.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// Whether scroll indicators show (`.scrollIndicators(.hidden)`): accepted; a snapshot at rest
/// shows none.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String

    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Which views stay pinned while a lazy stack scrolls: accepted; at rest nothing moves.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension View {
    /// Insets scroll content inside scroll views below by `length` on `edges` (the content is
    /// still clipped to the scroll view's frame).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let amount = Double(length ?? 16)
        return modifier(EnvironmentModifier { values in
            guard placement != .scrollIndicators else { return }
            var margins = values[ScrollContentMarginsKey.self]
            if edges.contains(.top) { margins.top = amount }
            if edges.contains(.leading) { margins.leading = amount }
            if edges.contains(.bottom) { margins.bottom = amount }
            if edges.contains(.trailing) { margins.trailing = amount }
            values[ScrollContentMarginsKey.self] = margins
        })
    }

    /// Accepted: indicators are never drawn in a snapshot.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// Accepted: a snapshot does not scroll.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        self
    }
}

/// Gives its content a `ScrollViewProxy`; scrolling to an identifier is accepted and does
/// nothing, since a snapshot shows the scroll view at rest.
public struct ScrollViewReader<Content: View>: View {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: Content { content(ScrollViewProxy()) }
}

/// What `ScrollViewReader` hands its content.
public struct ScrollViewProxy {
    /// Accepted; does nothing in a snapshot.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
