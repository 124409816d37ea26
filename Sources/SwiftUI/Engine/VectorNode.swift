import BitmapText
import Raster
import Tokens

/// Symbols and the spinner: a fixed ideal size whatever the proposal, or (resizable) the
/// proposal with the symbol's aspect ratio fitted inside.
final class VectorNode: LayoutNode {
    let kind: String
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let icon: Icon
    let paint: ResolvedPaint
    /// `nil` when resizable.
    let idealSize: Size?
    let details: [LaidOutView.Detail]
    /// For a symbol sized by a font: the distance from its top to the text baseline it sits on
    /// (SF Symbols are centred on the cap height), for baseline alignment with text; nil otherwise.
    let baseline: Double?

    init(kind: String, icon: Icon, paint: ResolvedPaint, idealSize: Size?, details: [LaidOutView.Detail], baseline: Double? = nil) {
        self.kind = kind
        self.icon = icon
        self.paint = paint
        self.idealSize = idealSize
        self.details = details
        self.baseline = baseline
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        if let idealSize { return idealSize }
        return proposal.replacingUnspecifiedDimensions(by: Size(width: icon.width, height: icon.height))
    }

    /// A font-sized symbol answers the text baselines, so `.firstTextBaseline` stacks seat it
    /// on the line as iOS does; anything else falls back to the default guides.
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        guard let baseline, key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        return baseline
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let snapped = grid.snap(frame)
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, details: details + [LaidOutView.Detail("color", paint.description)],
                           content: .vector(icon.parts(in: snapped), paint))
    }
}
