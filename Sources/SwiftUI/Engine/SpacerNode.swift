import BitmapText
import Raster
import Tokens

/// `Spacer`: the proposal along its axis, at least `minLength`; 0 across a stack's axis.
/// Its layout priority is the lowest possible, so stacks serve it after everything else.
final class SpacerNode: LayoutNode, StackAxisAdopting {
    static let defaultMinLength = 8.0

    let kind = "Spacer"
    var layoutPriority: Double = -.infinity
    let sizeCache = SizeCache()
    let minLength: Double
    var stackAxis: Axis?

    init(minLength: Double) {
        self.minLength = minLength
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        func length(_ proposed: Double?) -> Double { max(minLength, proposed ?? minLength) }
        switch stackAxis {
        case .horizontal: return Size(width: length(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: length(proposal.height))
        case nil: return Size(width: length(proposal.width), height: length(proposal.height))
        }
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        LaidOutView(kind: kind, layoutFrame: frame, grid: grid)
    }
}

/// `Divider`: 1 point thick across its stack's axis, as long as offered along it.
final class DividerNode: LayoutNode, StackAxisAdopting {
    static let thickness = 1.0

    let kind = "Divider"
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let paint: ResolvedPaint
    var stackAxis: Axis?

    init(paint: ResolvedPaint) {
        self.paint = paint
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        if stackAxis == .horizontal {
            return Size(width: DividerNode.thickness, height: proposal.height ?? 0)
        }
        return Size(width: proposal.width ?? 0, height: DividerNode.thickness)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let snapped = grid.snap(frame)
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, details: [LaidOutView.Detail("fill", paint.description)],
                           content: .fill(.rectangle, paint, in: snapped))
    }
}
