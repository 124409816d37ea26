import Raster

/// How content fits a space of another shape, SwiftUI's `ContentMode`.
public enum ContentMode: Sendable, Hashable, CaseIterable {
    /// As large as fits entirely inside.
    case fit
    /// As small as covers the space entirely.
    case fill
}

extension View {
    /// Proposes this view a size of width ÷ height `aspectRatio` that fits (or fills) the space
    /// offered; with `nil`, the view's own ideal size gives the ratio.
    ///
    /// ```swift
    /// Color.blue.aspectRatio(16 / 9, contentMode: .fit).frame(width: 160)   // 160 × 90
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.map(Double.init), contentMode: contentMode))
    }

    /// The ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// `aspectRatio(contentMode: .fit)`: keeps the view's own proportions inside the space.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// `aspectRatio(contentMode: .fill)`: keeps the view's own proportions, covering the space.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

struct AspectRatioModifier: PrimitiveModifier {
    let ratio: Double?
    let contentMode: ContentMode

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        content(context).map { AspectRatioNode(child: $0, ratio: ratio, contentMode: contentMode) }
    }
}

/// `aspectRatio`: the child is proposed the largest (`.fit`) or smallest (`.fill`) size of the
/// ratio within the proposal, and takes what it chooses. A missing or infinite dimension is
/// derived from the other; with neither, the child's ideal width sets the scale. Without a
/// ratio, the child's ideal size gives it (OpenSwiftUI's `_AspectRatioLayout`).
final class AspectRatioNode: LayoutNode {
    var kind: String { child.kind }
    var layoutPriority: Double
    let sizeCache = SizeCache()
    let child: LayoutNode
    let ratio: Double?
    let contentMode: ContentMode

    init(child: LayoutNode, ratio: Double?, contentMode: ContentMode) {
        self.child = child
        self.ratio = ratio
        self.contentMode = contentMode
        layoutPriority = child.layoutPriority
    }

    /// The size proposed to the child for `proposal`.
    func childProposal(for proposal: ProposedSize) -> ProposedSize {
        let ideal = child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (w?, h?):
            let fitsByWidth = w / r <= h
            let useWidth = contentMode == .fit ? fitsByWidth : !fitsByWidth
            return useWidth ? ProposedSize(width: w, height: w / r) : ProposedSize(width: h * r, height: h)
        case let (w?, nil): return ProposedSize(width: w, height: w / r)
        case let (nil, h?): return ProposedSize(width: h * r, height: h)
        case (nil, nil):
            if ratio == nil { return ProposedSize(width: ideal.width, height: ideal.height) }
            return ProposedSize(width: ideal.width, height: ideal.width / r)
        }
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        child.sizeThatFits(childProposal(for: proposal))
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        var placed = child.place(in: frame, proposal: childProposal(for: proposal), grid: grid)
        placed.details.append(.init("aspectRatio", (ratio.map(formatPoints) ?? "ideal") + " \(contentMode)"))
        return placed
    }
}
