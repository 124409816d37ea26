import BitmapText
import Raster
import Tokens

/// `HStack` and `VStack`: children side by side along `axis`, distributed by
/// `StackDistribution`, aligned across the axis. Default spacing is 8 points between views and
/// 0 beside a `Spacer` (a spacer's own minimum length is the gap); an explicit spacing applies
/// between every pair.
final class StackNode: LayoutNode {
    let kind: String
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let axis: Axis
    /// Offset of a child across the axis: (child length, stack length) → offset.
    let crossOffset: (Double, Double) -> Double
    let children: [LayoutNode]
    let distribution: StackDistribution
    let details: [LaidOutView.Detail]

    static let defaultSpacing = 8.0

    init(kind: String, axis: Axis, spacing: Double?, crossOffset: @escaping (Double, Double) -> Double, children: [LayoutNode],
         details: [LaidOutView.Detail]) {
        self.kind = kind
        self.axis = axis
        self.crossOffset = crossOffset
        self.children = children
        self.details = details
        for child in children {
            child.adoptStackAxis(axis)
        }
        distribution = StackDistribution(axis: axis, spacings: StackNode.spacings(between: children, explicit: spacing))
    }

    /// The gap before each child after the first.
    static func spacings(between children: [LayoutNode], explicit: Double?) -> [Double] {
        guard children.count > 1 else { return [] }
        return (1..<children.count).map { index in
            if let explicit { return explicit }
            let besideSpacer = children[index - 1].isSpacer || children[index].isSpacer
            return besideSpacer ? 0 : defaultSpacing
        }
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        distribution.distribute(children, proposal: proposal).size
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let result = distribution.distribute(children, proposal: proposal)
        var position = axis == .horizontal ? frame.minX : frame.minY
        var placed: [LaidOutView] = []
        for (index, child) in children.enumerated() {
            if index > 0 { position += distribution.spacings[index - 1] }
            let size = result.sizes[index]
            let rect: Rect
            if axis == .horizontal {
                rect = Rect(x: position, y: frame.minY + crossOffset(size.height, frame.height), width: size.width, height: size.height)
            } else {
                rect = Rect(x: frame.minX + crossOffset(size.width, frame.width), y: position, width: size.width, height: size.height)
            }
            placed.append(child.place(in: rect, proposal: result.proposals[index], grid: grid))
            position += size[axis]
        }
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: placed, details: details)
    }
}

/// `ZStack`: every child gets the same proposal and sits aligned in the union of their sizes.
final class ZStackNode: LayoutNode {
    let kind = "ZStack"
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let alignment: Alignment
    let children: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let sizes = children.map { $0.sizeThatFits(proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let placed = children.map { child in
            let size = child.sizeThatFits(proposal)
            return child.place(in: Rect(origin: alignment.origin(of: size, in: frame), size: size), proposal: proposal, grid: grid)
        }
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: placed, details: [LaidOutView.Detail("alignment", alignment.description)])
    }
}
