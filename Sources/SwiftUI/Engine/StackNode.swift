import BitmapText
import Raster
import Tokens

/// `HStack` and `VStack`: children side by side along `axis`, distributed by
/// `StackDistribution`, aligned across the axis. Default spacing is 8 points between views and
/// 0 beside a `Spacer` (a spacer's own minimum length is the gap); an explicit spacing applies
/// between every pair.
final class StackNode: PlacingNode {
    let kind: String
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let axis: Axis
    /// How children sit across the axis: an alignment guide (their guide values line up, and
    /// the stack is as thick as the aligned children reach), or an offset function
    /// (child length, stack length) → offset.
    let cross: CrossPlacement
    let children: [LayoutNode]
    let distribution: StackDistribution
    let details: [LaidOutView.Detail]

    enum CrossPlacement {
        case guide(AlignmentKey)
        case offset((Double, Double) -> Double)
    }

    static let defaultSpacing = 8.0

    convenience init(kind: String, axis: Axis, spacing: Double?, crossOffset: @escaping (Double, Double) -> Double, children: [LayoutNode],
                     details: [LaidOutView.Detail]) {
        self.init(kind: kind, axis: axis, spacing: spacing, cross: .offset(crossOffset), children: children, details: details)
    }

    init(kind: String, axis: Axis, spacing: Double?, cross: CrossPlacement, children: [LayoutNode], details: [LaidOutView.Detail]) {
        self.kind = kind
        self.axis = axis
        self.cross = cross
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

    /// Each child's offset across the axis from the stack's edge, and the stack's thickness.
    private func crossOffsets(_ result: StackDistribution.Result, thickness: Double?) -> (offsets: [Double], thickness: Double) {
        switch cross {
        case .offset(let offset):
            let total = thickness ?? result.size[axis.cross]
            return (result.sizes.map { offset($0[axis.cross], total) }, total)
        case .guide(let key):
            let starts = children.indices.map { index in
                -children[index].alignmentValue(key, size: result.sizes[index], proposal: result.proposals[index])
            }
            let top = starts.min() ?? 0
            let bottom = zip(starts, result.sizes).map { $0 + $1[axis.cross] }.max() ?? 0
            return (starts.map { $0 - top }, bottom - top)
        }
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let result = distribution.distribute(children, proposal: proposal)
        return Size(main: result.size[axis], cross: crossOffsets(result, thickness: nil).thickness, axis: axis)
    }

    func placements(in size: Size, proposal: ProposedSize) -> [ChildPlacement] {
        let result = distribution.distribute(children, proposal: proposal)
        let offsets = crossOffsets(result, thickness: size[axis.cross]).offsets
        var position = 0.0
        var placements: [ChildPlacement] = []
        for (index, child) in children.enumerated() {
            if index > 0 { position += distribution.spacings[index - 1] }
            let childSize = result.sizes[index]
            let origin = axis == .horizontal ? Point(x: position, y: offsets[index]) : Point(x: offsets[index], y: position)
            placements.append(ChildPlacement(node: child, frame: Rect(origin: origin, size: childSize), proposal: result.proposals[index]))
            position += childSize[axis]
        }
        return placements
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: placeChildren(in: frame, proposal: proposal, grid: grid), details: details)
    }
}

/// `ZStack`: every child gets the same proposal; their alignment guides line up and the stack
/// is the union of the aligned children (the largest child when no guide is explicit).
final class ZStackNode: PlacingNode {
    let kind = "ZStack"
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let alignment: Alignment
    let children: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children
    }

    /// Children's frames relative to the aligned union's top-leading corner, and the union's size.
    private func arrangement(_ proposal: ProposedSize) -> (frames: [Rect], size: Size) {
        let sizes = children.map { $0.sizeThatFits(proposal) }
        let origins = zip(children, sizes).map { child, size in
            Point(x: -child.alignmentValue(alignment.horizontal.key, size: size, proposal: proposal),
                  y: -child.alignmentValue(alignment.vertical.key, size: size, proposal: proposal))
        }
        guard !children.isEmpty else { return ([], .zero) }
        let minX = origins.map(\.x).min()!, minY = origins.map(\.y).min()!
        let maxX = zip(origins, sizes).map { $0.x + $1.width }.max()!, maxY = zip(origins, sizes).map { $0.y + $1.height }.max()!
        let frames = zip(origins, sizes).map { Rect(x: $0.x - minX, y: $0.y - minY, width: $1.width, height: $1.height) }
        return (frames, Size(width: maxX - minX, height: maxY - minY))
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        arrangement(proposal).size
    }

    func placements(in size: Size, proposal: ProposedSize) -> [ChildPlacement] {
        let (frames, union) = arrangement(proposal)
        // A frame larger than the union (a parent placing it bigger) keeps the union aligned in it.
        let shift = alignment.origin(of: union, in: Rect(origin: .zero, size: size))
        return zip(children, frames).map { ChildPlacement(node: $0, frame: $1.offsetBy(dx: shift.x, dy: shift.y), proposal: proposal) }
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        LaidOutView(kind: kind, layoutFrame: frame, grid: grid, children: placeChildren(in: frame, proposal: proposal, grid: grid),
                    details: [LaidOutView.Detail("alignment", alignment.description)])
    }
}
