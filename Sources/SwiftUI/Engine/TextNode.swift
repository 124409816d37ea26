import BitmapText
import Raster
import Tokens

/// `Text`: styled runs measured by the render's text measurer. Proposed width `nil` means one
/// unbroken line per paragraph; a finite height limits the lines to those that fit (at least
/// one). With `minimumScaleFactor` below 1, text that would be truncated or too wide shrinks
/// to the largest size the bundled font draws that fits (not below the factor).
final class TextNode: LayoutNode {
    /// Everything from the environment that decides how the text looks and breaks.
    struct Style {
        var font: ResolvedTextStyle
        var paint: ResolvedPaint
        var lineLimit: Int?
        var reservedLines: Int?
        var minimumScaleFactor: Double
        var lineSpacing: Double
        var alignment: TextAlignment
        var truncationMode: TruncationMode
        var dynamicTypeSize: DynamicTypeSize
        var measurer: any TextMeasuring

        init(context: ResolveContext) {
            font = context.resolvedTextStyle
            paint = context.foregroundPaint
            lineLimit = context.environment.lineLimit
            reservedLines = context.environment.reservedLines
            minimumScaleFactor = min(1, max(0, Double(context.environment.minimumScaleFactor)))
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
    /// The whole text as drawn (after the case transform), for the dump and text fields.
    let text: String
    let pieces: [TextPiece]
    var caret: ResolvedColor?
    /// Text fields take the width offered (their ideal width is the text's).
    var expandsHorizontally = false
    /// A text field showing its placeholder.
    var isPlaceholder = false
    var extraDetails: [LaidOutView.Detail] = []

    /// Plain text in the environment's font and paint (text fields).
    convenience init(style: Style, text: String, kind: String) {
        self.init(style: style, pieces: [TextPiece(text: text, style: style.font, paint: style.paint)], kind: kind)
    }

    init(style: Style, pieces: [TextPiece], kind: String) {
        var style = style
        if let first = pieces.first {
            style.font = first.style
            style.paint = first.paint
        }
        self.style = style
        self.pieces = pieces
        text = pieces.map(\.drawnText).joined()
        self.kind = kind
    }

    /// One plain run: measured and drawn exactly as plain text always was.
    private var isPlain: Bool { pieces.count == 1 && pieces[0].isPlain }

    /// The runs as the layout layer takes them, shrunk by `scale`.
    func styledRuns(_ pieces: [TextPiece]) -> [StyledRun] {
        pieces.map { piece in
            if let symbol = piece.symbol {
                let size = piece.style.style.pointSize(at: style.dynamicTypeSize)
                let width = size * symbol.width / Icon.unitsPerEm, height = size * symbol.height / Icon.unitsPerEm
                // Centred on the middle of lower-case letters, as SF Symbols sit in text.
                let middle = size * 0.35
                return StyledRun(content: .attachment(width: width, ascent: height / 2 + middle, descent: height / 2 - middle),
                                 style: piece.style.style, baselineOffset: piece.baselineOffset)
            }
            return StyledRun(piece.text, style: piece.style.style, baselineOffset: piece.baselineOffset)
        }
    }

    private func measure(_ pieces: [TextPiece], maxWidth: Double?, maxLines: Int?) -> TextMeasurement {
        if pieces.count == 1 && pieces[0].isPlain {
            return style.measurer.measure(pieces[0].drawnText, style: pieces[0].style.style, dynamicTypeSize: style.dynamicTypeSize,
                                          maxWidth: maxWidth, maxLines: maxLines, truncation: style.truncationMode, lineSpacing: style.lineSpacing)
        }
        return style.measurer.measure(runs: styledRuns(pieces), dynamicTypeSize: style.dynamicTypeSize, maxWidth: maxWidth,
                                      maxLines: maxLines, truncation: style.truncationMode, lineSpacing: style.lineSpacing)
    }

    /// The height of one line, from measuring the text on one line.
    private func lineHeight(_ pieces: [TextPiece]) -> Double {
        measure(pieces.isEmpty ? [TextPiece(text: "X", style: style.font, paint: style.paint)] : pieces, maxWidth: nil, maxLines: 1).size.height
    }

    func maxLines(forHeight height: Double?, pieces: [TextPiece]) -> Int? {
        guard let height, height.isFinite else { return style.lineLimit }
        let lineStep = lineHeight(pieces) + style.lineSpacing
        let fitting = max(1, Int((height + style.lineSpacing + 1e-9) / lineStep))
        return min(fitting, style.lineLimit ?? fitting)
    }

    /// The runs at the size drawn for `proposal`: full size, or shrunk to fit.
    func fittedPieces(for proposal: ProposedSize) -> [TextPiece] {
        guard style.minimumScaleFactor < 1, !pieces.isEmpty else { return pieces }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        func fits(_ candidate: [TextPiece]) -> Bool {
            let measured = measure(candidate, maxWidth: width, maxLines: maxLines(forHeight: proposal.height, pieces: candidate))
            return !measured.isTruncated && measured.size.width <= (width ?? .infinity) + 1e-9
        }
        if fits(pieces) { return pieces }
        let largest = pieces.map { $0.style.style.pointSize(at: style.dynamicTypeSize) }.max() ?? 17
        let scales = StyledTextLayout.drawablePointSizes.reversed().map { $0 / largest }
            .filter { $0 < 1 && $0 >= style.minimumScaleFactor - 1e-9 } + [style.minimumScaleFactor]
        var candidate = pieces
        for scale in scales {
            candidate = pieces.map { $0.scaled(by: scale) }
            if fits(candidate) { return candidate }
        }
        return candidate
    }

    func measurement(for proposal: ProposedSize) -> (TextMeasurement, [TextPiece]) {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let fitted = fittedPieces(for: proposal)
        var measured = measure(fitted, maxWidth: width, maxLines: maxLines(forHeight: proposal.height, pieces: fitted))
        if let reserved = style.reservedLines, reserved > 1 || measured.lines.isEmpty {
            let count = Double(max(1, reserved))
            let reservedHeight = count * lineHeight(fitted) + (count - 1) * style.lineSpacing
            measured.size.height = max(measured.size.height, reservedHeight)
        }
        return (measured, fitted)
    }

    func computeSize(for proposal: ProposedSize) -> Size {
        let size = measurement(for: proposal).0.size
        guard expandsHorizontally, let width = proposal.width else { return size }
        return Size(width: width, height: size.height)
    }

    /// Text sets the two baseline guides.
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedSize) -> Double? {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let measured = measurement(for: ProposedSize(width: size.width, height: proposal.height))
        return key == VerticalAlignment.firstTextBaseline.key ? measured.0.firstBaseline : measured.0.lastBaseline
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let snapped = grid.snap(frame)
        let (measured, fitted) = measurement(for: ProposedSize(width: frame.width, height: proposal.height))
        let first = fitted.first
        let run = TextRun(text: text, style: first?.style ?? style.font, paint: first?.paint ?? style.paint, frame: snapped, wrapWidth: frame.width,
                          dynamicTypeSize: style.dynamicTypeSize,
                          maxLines: maxLines(forHeight: proposal.height, pieces: fitted), alignment: style.alignment,
                          truncationMode: style.truncationMode, lineSpacing: style.lineSpacing, lines: measured.lines, caret: caret,
                          isPlaceholder: isPlaceholder, pieces: fitted)
        var details = [LaidOutView.Detail("text", isPlaceholder ? "" : text)] + extraDetails
        details.append(LaidOutView.Detail("font", (first?.style ?? style.font).description))
        details.append(LaidOutView.Detail("color", (first?.paint ?? style.paint).description))
        if !isPlain && fitted.count > 0 {
            for (index, piece) in fitted.enumerated() {
                details.append(LaidOutView.Detail("run\(index + 1)", piece.dumpDescription))
            }
        } else if let notes = first?.fontNotes, !notes.isEmpty {
            details.append(LaidOutView.Detail("fontNotes", notes.joined(separator: ", ")))
        }
        var placed = LaidOutView(kind: kind, layoutFrame: frame, grid: grid, details: details, content: .text(run))
        // Cut short with an ellipsis or by the line limit: the audit's text-fit rule reads it.
        if measured.isTruncated { placed.semantics = [LaidOutView.Detail("truncated", "true")] }
        return placed
    }
}

extension TextPiece {
    /// The run shrunk by `scale` (`minimumScaleFactor`): size, line height, tracking and
    /// baseline offset.
    func scaled(by scale: Double) -> TextPiece {
        var piece = self
        piece.style.style.size *= scale
        piece.style.style.lineHeight = piece.style.style.lineHeight.map { $0 * scale }
        piece.style.style.tracking *= scale
        piece.baselineOffset *= scale
        return piece
    }

    /// "«Save» fixed 17 bold #000000 underline #000000 link …" for the dump.
    var dumpDescription: String {
        var parts = [symbol.map { "symbol \($0.name)" } ?? "«\(drawnText)»", style.description, paint.description]
        if baselineOffset != 0 { parts.append("baseline \(formatPoints(baselineOffset))") }
        if let underline { parts.append("underline \(underline)") }
        if let strikethrough { parts.append("strikethrough \(strikethrough)") }
        if let link { parts.append("link \(link)") }
        if style.style.isItalic { parts.append("italic") }
        if style.style.isMonospaced { parts.append("monospaced") }
        parts += fontNotes
        return parts.joined(separator: " ")
    }
}
