import BitmapText
import Raster
import Tokens

/// `frame(width:height:)`: a given dimension replaces the proposal and is the result; a missing
/// one passes the proposal through and takes the child's size. The child is aligned inside.
final class FixedFrameNode: LayoutNode {
    let kind = "Frame"
    var layoutPriority: Double
    let sizeCache = SizeCache()
    let width: Double?
    let height: Double?
    let alignment: Alignment
    let child: LayoutNode

    init(width: Double?, height: Double?, alignment: Alignment, child: LayoutNode) {
        self.width = width
        self.height = height
        self.alignment = alignment
        self.child = child
        layoutPriority = child.layoutPriority
    }

    func childProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let size = child.sizeThatFits(childProposal(for: proposal))
        return Size(width: width ?? size.width, height: height ?? size.height)
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        let inner = childProposal(for: proposal)
        let childSize = child.sizeThatFits(inner)
        let origin = alignment.origin(of: child, size: childSize, proposal: inner, in: Rect(origin: .zero, size: size))
        return forwardedAlignment(key, child: child, childFrame: Rect(origin: origin, size: childSize), childProposal: inner)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let inner = childProposal(for: proposal)
        let size = child.sizeThatFits(inner)
        let placed = child.place(in: Rect(origin: alignment.origin(of: child, size: size, proposal: inner, in: frame), size: size), proposal: inner, grid: grid)
        let text = [width.map { "width \(formatPoints($0))" }, height.map { "height \(formatPoints($0))" }].compactMap { $0 }
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: [placed],
                           details: [LaidOutView.Detail("fixed", text.joined(separator: ", ")), LaidOutView.Detail("alignment", alignment.description)])
    }
}

/// `frame(min…ideal…max)` (SwiftUI's flexible frame, as objc.io reconstructs it): per axis the
/// proposal is clamped to [min, max] (`ideal` replaces a missing proposal) and offered to the
/// child; the result starts at the child's size, then `min` raises it to at least
/// min(child, proposal) and `max` lowers it to at most max(child, proposal). Placed, the child
/// is proposed the frame's size on a bounded axis that had no proposal, as SwiftUI's parent
/// proposes the size it gave the frame.
final class FlexibleFrameNode: LayoutNode {
    struct Bounds {
        var min: Double?
        var ideal: Double?
        var max: Double?

        func proposal(from proposed: Double?) -> Double? {
            guard var value = proposed else { return ideal }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }

        func result(child: Double, proposed: Double?) -> Double {
            let proposed = proposed ?? child
            var value = child
            if let min { value = Swift.max(min, Swift.min(value, proposed)) }
            if let max { value = Swift.min(max, Swift.max(value, proposed)) }
            return value
        }

        /// "minWidth 44, maxWidth ∞" style, only the bounds that were given.
        func describe(_ axis: String) -> [String] {
            func text(_ value: Double) -> String { value == .infinity ? "∞" : formatPoints(value) }
            return [("min", min), ("ideal", ideal), ("max", max)].compactMap { name, value in
                value.map { "\(name)\(axis) \(text($0))" }
            }
        }
    }

    let kind = "FlexibleFrame"
    var layoutPriority: Double
    let sizeCache = SizeCache()
    let horizontal: Bounds
    let vertical: Bounds
    let alignment: Alignment
    let child: LayoutNode

    init(horizontal: Bounds, vertical: Bounds, alignment: Alignment, child: LayoutNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
        self.child = child
        layoutPriority = child.layoutPriority
    }

    func childProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal.proposal(from: proposal.width), height: vertical.proposal(from: proposal.height))
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let inner = childProposal(for: proposal)
        let size = child.sizeThatFits(inner)
        return Size(width: horizontal.result(child: size.width, proposed: inner.width),
                    height: vertical.result(child: size.height, proposed: inner.height))
    }

    /// The child's proposal once the frame is `size`: SwiftUI's parent places the frame with
    /// the size it gave it as the proposal, so on an axis with a min or max bound a missing
    /// proposal becomes that size (`Rectangle().frame(minHeight: 32)` in a stack that proposes
    /// no height is a 32 pt rectangle, not a 10 pt one in a 32 pt frame).
    func placementProposal(for proposal: ProposedSize, size: Size) -> ProposedSize {
        let bounded = (horizontal.min != nil || horizontal.max != nil, vertical.min != nil || vertical.max != nil)
        return childProposal(for: ProposedSize(width: proposal.width ?? (bounded.0 ? size.width : nil),
                                               height: proposal.height ?? (bounded.1 ? size.height : nil)))
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        let inner = placementProposal(for: proposal, size: size)
        let childSize = child.sizeThatFits(inner)
        let origin = alignment.origin(of: child, size: childSize, proposal: inner, in: Rect(origin: .zero, size: size))
        return forwardedAlignment(key, child: child, childFrame: Rect(origin: origin, size: childSize), childProposal: inner)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let inner = placementProposal(for: proposal, size: frame.size)
        let size = child.sizeThatFits(inner)
        let placed = child.place(in: Rect(origin: alignment.origin(of: child, size: size, proposal: inner, in: frame), size: size), proposal: inner, grid: grid)
        let bounds = horizontal.describe("Width") + vertical.describe("Height")
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: [placed], details: [
            LaidOutView.Detail("bounds", bounds.joined(separator: ", ")), LaidOutView.Detail("alignment", alignment.description),
        ])
    }
}

/// `fixedSize`: the chosen axes are proposed `nil`, so the child takes its ideal size there.
final class FixedSizeNode: LayoutNode {
    let kind = "FixedSize"
    var layoutPriority: Double
    let sizeCache = SizeCache()
    let horizontal: Bool
    let vertical: Bool
    let child: LayoutNode

    init(horizontal: Bool, vertical: Bool, child: LayoutNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.child = child
        layoutPriority = child.layoutPriority
    }

    func childProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        child.sizeThatFits(childProposal(for: proposal))
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        let inner = childProposal(for: proposal)
        return child.explicitAlignment(key, size: child.sizeThatFits(inner), proposal: inner)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let inner = childProposal(for: proposal)
        let placed = child.place(in: Rect(origin: frame.origin, size: child.sizeThatFits(inner)), proposal: inner, grid: grid)
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: [placed])
    }
}
