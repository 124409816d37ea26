import BitmapText
import Raster
import Tokens

/// A navigation stack at its root, with the iOS 17 navigation bar drawn above it: a 44-point
/// bar row with toolbar items (leading, principal, trailing, 16 points from the edges; 20 on
/// screens 414 points and wider) and, in large mode (the default at the root), a 52-point row
/// below with the title in 34-point bold. At rest the bar is transparent (iOS's scroll-edge
/// appearance), so it shows the content's background: grouped for lists and forms, the system
/// background otherwise. The status bar is not drawn (a snapshot has no device).
///
/// ```swift
/// NavigationStack {
///     List { … }.navigationTitle("Settings").toolbar { EditButton() }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [NavigationStackNode.make(root: root, context: context)]
    }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable {
    /// A stack driven by a typed path; a snapshot shows its root.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

/// The older navigation container, drawn as `NavigationStack`.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [NavigationStackNode.make(root: content, context: context)]
    }
}

/// A list of values pushed onto a stack; a snapshot shows the root whatever it holds.
public struct NavigationPath {
    private var elements: [AnyHashable] = []

    public init() {}

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// `NavigationStack`'s node: the bar above, the root below it.
final class NavigationStackNode: LayoutNode {
    let kind = "NavigationStack"
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let content: LayoutNode
    let context: ResolveContext
    let model: NavigationBarModel
    let title: [LayoutNode]
    let leading: [LayoutNode]
    let trailing: [LayoutNode]
    let principal: [LayoutNode]

    static let barHeight = 44.0
    static let largeTitleHeight = 52.0

    static func make<V: View>(root: V, context: ResolveContext) -> NavigationStackNode {
        let model = NavigationBarModel()
        let nodes = context.with { $0[NavigationBarModelKey.self] = model }.resolve(root)
        let content: LayoutNode = nodes.count == 1
            ? nodes[0] : StackNode(kind: "VStack", axis: .vertical, spacing: nil, cross: .guide(HorizontalAlignment.center.key), children: nodes, details: [])
        return NavigationStackNode(content: content, model: model, context: context)
    }

    private init(content: LayoutNode, model: NavigationBarModel, context: ResolveContext) {
        self.content = content
        self.model = model
        self.context = context
        let isLarge = model.displayMode != .inline
        let titleContext = context.with { values in
            values.font = isLarge ? .largeTitle : .headline
            values.fontWeight = isLarge ? .bold : .semibold
            values[NavigationBarModelKey.self] = nil
        }
        title = model.title.map { $0(titleContext) } ?? []
        let itemContext = context.with { $0[NavigationBarModelKey.self] = nil }
        func items(_ slot: ToolbarItemPlacement.Slot) -> [LayoutNode] {
            model.items.filter { $0.placement.slot == slot }.flatMap { $0.nodes(itemContext) }
        }
        leading = items(.leading)
        trailing = items(.trailing)
        principal = items(.principal)
    }

    private var isLarge: Bool { model.displayMode != .inline && !title.isEmpty }

    var barTotal: Double {
        model.isHidden ? 0 : NavigationStackNode.barHeight + (isLarge ? NavigationStackNode.largeTitleHeight : 0)
    }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width, height: proposal.height.map { $0.isFinite ? max(0, $0 - barTotal) : $0 })
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let inner = content.sizeThatFits(contentProposal(proposal))
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? inner.width
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? (inner.height + barTotal)
        return Size(width: width, height: height)
    }

    /// Items side by side, 16 points apart (UIKit's bar-button spacing on iPhone).
    private func row(_ nodes: [LayoutNode]) -> StackNode? {
        nodes.isEmpty ? nil : StackNode(kind: "HStack", axis: .horizontal, spacing: 16, cross: .guide(VerticalAlignment.center.key),
                                        children: nodes, details: [])
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let margin = ListMetrics.margin(forWidth: frame.width)
        let inner = contentProposal(proposal)
        let contentSize = content.sizeThatFits(inner)
        let contentFrame = Rect(x: frame.minX, y: frame.minY + barTotal, width: frame.width, height: max(0, frame.height - barTotal))
        let placedContent = content.place(in: Rect(origin: Alignment.top.origin(of: contentSize, in: contentFrame), size: contentSize),
                                          proposal: inner, grid: grid)
        var children: [LaidOutView] = []
        if !model.isHidden {
            let bar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: barTotal)
            let barRow = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: NavigationStackNode.barHeight)
            var barChildren: [LaidOutView] = []
            func put(_ node: LayoutNode, x: (Double) -> Double, in rowFrame: Rect) {
                let proposal = ProposedSize(width: rowFrame.width - 2 * margin, height: rowFrame.height)
                let size = node.sizeThatFits(proposal)
                let origin = Point(x: x(size.width), y: rowFrame.minY + (rowFrame.height - size.height) / 2)
                barChildren.append(node.place(in: Rect(origin: origin, size: size), proposal: proposal, grid: grid))
            }
            if let leadingRow = row(leading) { put(leadingRow, x: { _ in barRow.minX + margin }, in: barRow) }
            if let trailingRow = row(trailing) { put(trailingRow, x: { barRow.maxX - margin - $0 }, in: barRow) }
            if let centre = row(principal) ?? (isLarge ? nil : row(title)) { put(centre, x: { barRow.midX - $0 / 2 }, in: barRow) }
            if isLarge, let titleRow = row(title) {
                let large = Rect(x: frame.minX, y: barRow.maxY, width: frame.width, height: NavigationStackNode.largeTitleHeight)
                put(titleRow, x: { _ in large.minX + margin }, in: large)
            }
            let paint = ResolvedPaint.solid(context.resolve(barBackground))
            children.append(LaidOutView(kind: "NavigationBar", layoutFrame: bar, grid: grid, children: barChildren,
                                        details: [LaidOutView.Detail("mode", isLarge ? "large" : "inline")],
                                        content: .fill(.rectangle, paint, in: grid.snap(bar))))
        }
        children.insert(placedContent, at: 0)
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: children)
    }

    /// The content's background at rest: grouped lists and forms show theirs under the bar.
    private var barBackground: Color {
        var node: LayoutNode = content
        while true {
            if let list = node as? ListNode {
                return list.appearance == .plain || list.appearance == .inset ? ListMetrics.plainBackground : ListMetrics.groupedBackground
            }
            if let effect = node as? EffectNode { node = effect.child } else if let semantics = node as? SemanticsNode { node = semantics.child } else { break }
        }
        return ListMetrics.plainBackground
    }
}
