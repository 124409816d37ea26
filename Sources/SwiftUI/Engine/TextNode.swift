import BitmapText
import Raster
import Tokens

/// `Text`: measured by the render's text measurer. Proposed width `nil` means one unbroken
/// line per paragraph; a finite height limits the lines to those that fit (at least one).
final class TextNode: LayoutNode {
    /// Everything from the environment that decides how the text looks and breaks.
    struct Style {
        var font: ResolvedTextStyle
        var paint: ResolvedPaint
        var lineLimit: Int?
        var lineSpacing: Double
        var alignment: TextAlignment
        var truncationMode: TruncationMode
        var dynamicTypeSize: DynamicTypeSize
        var measurer: any TextMeasuring

        init(context: ResolveContext) {
            font = context.resolvedTextStyle
            paint = context.foregroundPaint
            lineLimit = context.environment.lineLimit
            lineSpacing = Double(context.environment.lineSpacing)
            alignment = context.environment.multilineTextAlignment
            truncationMode = context.environment.truncationMode
            dynamicTypeSize = context.environment.dynamicTypeSize
            measurer = context.session.textMeasurer
        }
    }

    let kind: String
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    var style: Style
    let text: String
    var caret: ResolvedColor?
    /// Text fields take the width offered (their ideal width is the text's).
    var expandsHorizontally = false
    /// A text field showing its placeholder.
    var isPlaceholder = false
    var extraDetails: [LaidOutView.Detail] = []

    init(style: Style, text: String, kind: String) {
        self.style = style
        self.text = style.font.style.textCase.apply(to: text)
        self.kind = kind
    }

    /// The height of one line, from measuring a single character.
    private lazy var lineHeight: Double = style.measurer.measure(
        "X", style: style.font.style, dynamicTypeSize: style.dynamicTypeSize, maxWidth: nil, maxLines: 1,
        truncation: .tail, lineSpacing: 0).size.height

    func maxLines(forHeight height: Double?) -> Int? {
        guard let height, height.isFinite else { return style.lineLimit }
        let lineStep = lineHeight + style.lineSpacing
        let fitting = max(1, Int((height + style.lineSpacing + 1e-9) / lineStep))
        return min(fitting, style.lineLimit ?? fitting)
    }

    func measurement(for proposal: ProposedSize) -> TextMeasurement {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        return style.measurer.measure(text, style: style.font.style, dynamicTypeSize: style.dynamicTypeSize, maxWidth: width,
                                      maxLines: maxLines(forHeight: proposal.height), truncation: style.truncationMode,
                                      lineSpacing: style.lineSpacing)
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let size = measurement(for: proposal).size
        guard expandsHorizontally, let width = proposal.width else { return size }
        return Size(width: width, height: size.height)
    }

    /// Text sets the two baseline guides.
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let measured = measurement(for: ProposedSize(width: size.width, height: proposal.height))
        return key == VerticalAlignment.firstTextBaseline.key ? measured.firstBaseline : measured.lastBaseline
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let snapped = grid.snap(frame)
        let measured = measurement(for: ProposedSize(width: frame.width, height: proposal.height))
        let run = TextRun(text: text, style: style.font, paint: style.paint, frame: snapped, wrapWidth: frame.width,
                          dynamicTypeSize: style.dynamicTypeSize,
                          maxLines: maxLines(forHeight: proposal.height), alignment: style.alignment,
                          truncationMode: style.truncationMode, lineSpacing: style.lineSpacing, lines: measured.lines, caret: caret,
                          isPlaceholder: isPlaceholder)
        var details = [LaidOutView.Detail("text", isPlaceholder ? "" : text)] + extraDetails
        details.append(LaidOutView.Detail("font", style.font.description))
        details.append(LaidOutView.Detail("color", style.paint.description))
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, details: details, content: .text(run))
    }
}
