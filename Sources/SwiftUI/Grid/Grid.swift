import BitmapText
import Raster
import Tokens

/// A two-dimensional layout of `GridRow`s: each column is as wide as its widest cell, each row
/// as tall as its tallest, cells aligned inside by the grid's `alignment` (centre by default),
/// a column's `gridColumnAlignment` or a row's alignment. Views outside a `GridRow` span every
/// column. Spacing defaults to 8 points both ways.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Plan"); Text("Pro") }
///     Divider()
///     GridRow { Text("Price"); Text("$9") }
/// }
/// ```
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let children = context.with { $0[InsideGridKey.self] = true }.resolve(content)
        return [GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing.map { Double($0) },
                         verticalSpacing: verticalSpacing.map { Double($0) }, children: children)]
    }
}

/// One row of a `Grid`: each view is a cell, in column order. Outside a grid its views are
/// laid out like a `Group`'s.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        guard context.environment[InsideGridKey.self] else { return context.resolve(content) }
        let cells = context.with { $0[InsideGridKey.self] = false }.resolve(content)
        return [GridRowNode(alignment: alignment, cells: cells)]
    }
}

/// Set while a grid resolves its rows, so `GridRow` knows it is one.
struct InsideGridKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// The grid's layout as a `Layout` value, for `AnyLayout`.
public struct GridLayout: Layout, BuiltInLayout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    func node(_ children: [LayoutNode]) -> GridNode {
        GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing.map { Double($0) },
                 verticalSpacing: verticalSpacing.map { Double($0) }, children: children)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(node(subviews.nodes).sizeThatFits(proposal.engine))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, placement) in zip(subviews, node(subviews.nodes).placements(in: bounds.raster.size, proposal: proposal.engine)) {
            subview.place(at: CGPoint(x: bounds.minX + placement.frame.minX, y: bounds.minY + placement.frame.minY),
                          proposal: ProposedViewSize(placement.proposal))
        }
    }

    func makeNode(children: [LayoutNode], context: ResolveContext) -> LayoutNode { node(children) }

    func contentContext(_ context: ResolveContext) -> ResolveContext { context.with { $0[InsideGridKey.self] = true } }
}

struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

extension View {
    /// This cell spans `count` columns of its grid row.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }

    /// Every cell in this cell's column is aligned horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// This cell sits at `anchor` of its cell area instead of the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// On `axes` this cell does not size its column or row; it takes the size they get.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
