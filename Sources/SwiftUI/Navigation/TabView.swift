import BitmapText
import Raster
import Tokens

/// Tabs, drawn as iOS 17 draws a `TabView` on iPhone: the selected tab's content above a
/// 49-point tab bar (the bar's chrome colour, a hairline on top) whose items share its width
/// equally, each a 24-point symbol over a 10-point medium title, in the tint when selected
/// and grey otherwise. The selected tab is the first: selection tags are not read (a
/// snapshot shows the tab a screen opens on). The home-indicator area below the bar is not
/// drawn (a snapshot has no device).
///
/// ```swift
/// TabView {
///     InboxView().tabItem { Label("Inbox", systemImage: "tray") }
///     SearchView().tabItem { Image(systemName: "magnifyingglass"); Text("Search") }
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let tabs = context.resolve(content)
        guard !tabs.isEmpty else { return [] }
        let tint = context.environment.tint ?? Color.accentColor
        let items = tabs.enumerated().map { index, tab -> LayoutNode in
            let label = tab.layoutValue(ObjectIdentifier(TabItemKey.self)) as? TabItemLabel
            let color = index == 0 ? tint : TabView.unselected
            let nodes = label?.nodes(context.with { $0.foregroundStyle = AnyShapeStyle(color) }) ?? []
            return StackNode(kind: "TabItem", axis: .vertical, spacing: 2, cross: .guide(HorizontalAlignment.center.key),
                             children: nodes, details: [])
        }
        return [TabViewNode(selected: tabs[0], items: items, context: context)]
    }

    /// Unselected items: UIKit's unselected tab-bar item grey, #999999 light, #757575 dark.
    static var unselected: Color { Color(light: RGBA8(r: 0x99, g: 0x99, b: 0x99), dark: RGBA8(r: 0x75, g: 0x75, b: 0x75)) }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension TabView {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A tab's label, resolved for the bar: symbols at 24 points, titles at 10 points medium.
/// A `Label` is drawn with its symbol above its title.
struct TabItemLabel {
    let view: AnyView

    func nodes(_ context: ResolveContext) -> [LayoutNode] {
        let icons = context.resolve(view.labelStyle(TabItemLabelStyle()).font(.system(size: 24)))
        let titles = context.resolve(view.labelStyle(TabItemLabelStyle()).font(.system(size: 10, weight: .medium)))
        // The same views resolved twice: symbols are taken from the icon pass, the rest from the title pass.
        return zip(icons, titles).map { icon, title in icon.kind == "Image" ? icon : title }
    }
}

/// Stacks a label's symbol over its title, as a tab bar shows it.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 24))
            configuration.title.font(.system(size: 10, weight: .medium))
        }
    }
}

struct TabItemKey: LayoutValueKey { static var defaultValue: TabItemLabel? { nil } }

extension View {
    /// This tab's item in the enclosing `TabView`'s bar.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = TabItemLabel(view: AnyView(label()))
        return layoutValue(key: TabItemKey.self, value: item)
    }
}

/// `TabView`'s node: the selected tab's content, then the bar.
final class TabViewNode: LayoutNode {
    let kind = "TabView"
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let selected: LayoutNode
    let items: [LayoutNode]
    let context: ResolveContext

    static let barHeight = 49.0

    init(selected: LayoutNode, items: [LayoutNode], context: ResolveContext) {
        self.selected = selected
        self.items = items
        self.context = context
    }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width, height: proposal.height.map { $0.isFinite ? max(0, $0 - TabViewNode.barHeight) : $0 })
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let inner = selected.sizeThatFits(contentProposal(proposal))
        return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? inner.width,
                    height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? inner.height + TabViewNode.barHeight)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let inner = contentProposal(proposal)
        let size = selected.sizeThatFits(inner)
        let contentArea = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - TabViewNode.barHeight))
        let content = selected.place(in: Rect(origin: Alignment.center.origin(of: size, in: contentArea), size: size), proposal: inner, grid: grid)
        let bar = Rect(x: frame.minX, y: contentArea.maxY, width: frame.width, height: TabViewNode.barHeight)
        let slot = frame.width / Double(max(1, items.count))
        var barChildren: [LaidOutView] = []
        let hairline = 1 / Double(Double(context.environment.displayScale))
        let line = Rect(x: bar.minX, y: bar.minY, width: bar.width, height: hairline)
        let linePaint = ResolvedPaint.solid(context.resolve(TabViewNode.hairline))
        barChildren.append(LaidOutView(kind: "Separator", layoutFrame: line, grid: grid, content: .fill(.rectangle, linePaint, in: line)))
        for (index, item) in items.enumerated() {
            let area = Rect(x: bar.minX + slot * Double(index), y: bar.minY, width: slot, height: TabViewNode.barHeight)
            let itemProposal = ProposedSize(width: slot, height: nil)
            let itemSize = item.sizeThatFits(itemProposal)
            barChildren.append(item.place(in: Rect(origin: Alignment.center.origin(of: itemSize, in: area), size: itemSize), proposal: itemProposal, grid: grid))
        }
        let paint = ResolvedPaint.solid(context.resolve(TabViewNode.chrome))
        let barView = LaidOutView(kind: "TabBar", layoutFrame: bar, grid: grid, children: barChildren,
                                  content: .fill(.rectangle, paint, in: grid.snap(bar)))
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: [content, barView],
                           details: [LaidOutView.Detail("tabs", items.count.description)])
    }

    /// The bar's chrome (UIKit's default tab-bar appearance): #F9F9F9 light, #161616 dark, opaque
    /// here since nothing scrolls beneath it.
    static var chrome: Color { Color(light: RGBA8(r: 0xF9, g: 0xF9, b: 0xF9), dark: RGBA8(r: 0x16, g: 0x16, b: 0x16)) }
    /// The hairline on the bar's top edge: black at 30 % light, white at 15 % dark.
    static var hairline: Color { Color(light: RGBA8(r: 0, g: 0, b: 0, a: 77), dark: RGBA8(r: 255, g: 255, b: 255, a: 38)) }
}
