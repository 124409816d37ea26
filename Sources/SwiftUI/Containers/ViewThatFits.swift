import BitmapText
import Raster
import Tokens

/// Shows the first of its views whose ideal size fits the proposal on the constrained `axes`
/// (on an axis with no proposal everything fits), or the last one when none fits; the chosen
/// view is then offered the proposal as usual.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Continue with Apple"); Image(systemName: "apple.logo") }
///     Text("Continue")
/// }
/// ```
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let children = context.resolve(content)
        guard !children.isEmpty else { return [] }
        return [ViewThatFitsNode(axes: axes, children: children)]
    }
}

/// `ViewThatFits`' node: picks a child per proposal.
final class ViewThatFitsNode: LayoutNode {
    let kind = "ViewThatFits"
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let axes: Axis.Set
    let children: [LayoutNode]

    init(axes: Axis.Set, children: [LayoutNode]) {
        self.axes = axes
        self.children = children
    }

    /// The first child whose ideal size (asked with no proposal on the checked axes) fits.
    func choice(for proposal: ProposedSize) -> LayoutNode {
        let ideal = ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                 height: axes.contains(.vertical) ? nil : proposal.height)
        for child in children {
            let size = child.sizeThatFits(ideal)
            let fitsWidth = !axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity) + 1e-9
            let fitsHeight = !axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity) + 1e-9
            if fitsWidth && fitsHeight { return child }
        }
        return children[children.count - 1]
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        choice(for: proposal).sizeThatFits(proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        choice(for: proposal).explicitAlignment(key, size: size, proposal: proposal)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let chosen = choice(for: proposal)
        let index = children.firstIndex { $0 === chosen } ?? 0
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: [chosen.place(in: frame, proposal: proposal, grid: grid)],
                           details: [LaidOutView.Detail("chose", "\(index + 1) of \(children.count)")])
    }
}
