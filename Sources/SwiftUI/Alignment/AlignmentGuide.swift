import BitmapText
import Raster
import Tokens

/// `alignmentGuide(_:computeValue:)`: the view's value for one guide becomes what the closure
/// computes from the view's dimensions; layout and drawing are otherwise the child's.
final class AlignmentGuideNode: LayoutNode {
    var kind: String { child.kind }
    var layoutPriority: Double
    let sizeCache = SizeCache()
    let child: LayoutNode
    let key: AlignmentKey
    let context: ResolveContext
    let computeValue: (ViewDimensions) -> CGFloat

    init(child: LayoutNode, key: AlignmentKey, context: ResolveContext, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.child = child
        self.key = key
        self.context = context
        self.computeValue = computeValue
        layoutPriority = child.layoutPriority
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        child.sizeThatFits(proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        guard key == self.key else { return child.explicitAlignment(key, size: size, proposal: proposal) }
        let dimensions = child.dimensions(size: size, proposal: proposal)
        return Double(context.evaluate { computeValue(dimensions) })
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        var placed = child.place(in: frame, proposal: proposal, grid: grid)
        placed.details.append(LaidOutView.Detail("alignmentGuide", key.name))
        return placed
    }
}

struct AlignmentGuideModifier: PrimitiveModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        content(context).map { AlignmentGuideNode(child: $0, key: key, context: context, computeValue: computeValue) }
    }
}

extension View {
    /// Sets this view's horizontal guide `g` to what `computeValue` returns from its dimensions.
    ///
    /// ```swift
    /// Text("9").alignmentGuide(.trailing) { d in d[.trailing] - d.width * 0.6 }
    /// ```
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets this view's vertical guide `g` to what `computeValue` returns from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}
