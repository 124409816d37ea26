import Raster

/// Text measured and broken into lines, in points, ready to draw at any scale.
///
/// Layout uses the face's advances and kerning at the exact point size (in 1/64 point), so the
/// lines, their widths and the size are the same whether the text is later drawn at 1x, 2x or 3x.
///
/// - Newlines (`\n`, `\r\n`, `\r`, U+0085, U+2028, U+2029) start new lines; an empty text has no lines
///   and size zero; a trailing newline adds an empty line.
/// - With `maxWidth`, paragraphs wrap (`LineBreaker`); without it (or when it is infinite) each
///   paragraph is one line.
/// - With `lineLimit`, text beyond the limit is cut and the last visible line truncated with "…"
///   (`Truncator`). Tail truncation uses the rest of that line's paragraph (and always shows the
///   ellipsis when more paragraphs follow); head and middle use the rest of the text, paragraphs
///   joined by a space, so its end stays visible.
/// - Lines are `lineHeight` apart plus `lineSpacing` between them; the frame is as wide as the
///   widest line and lines align inside it.
///
/// ```swift
/// let layout = TextLayout(text: "Weekly report", style: .headline, maxWidth: 320)
/// layout.size           // 115.53×22 (points)
/// layout.lines[0].text  // "Weekly report"
/// ```
public struct TextLayout: Sendable {
    /// One laid-out line.
    public struct Line: Sendable {
        /// The characters drawn, after case mapping and truncation (with "…" when truncated).
        public let text: String
        /// The top-left corner of the line box, relative to the layout's origin.
        public let origin: Point
        /// The line's width in points (trailing spaces at a wrap are not counted).
        public let width: Double
        /// The baseline's distance below the layout's top, in points.
        public let baseline: Double
        let originX64: Int
        /// Glyphs with their pen positions in 1/64 point from the line's left edge.
        let glyphs: [(reference: GlyphReference, x64: Int)]
    }

    public let lines: [Line]
    /// The frame in points: the widest line by the lines' total height.
    public let size: Size
    /// True when a line limit cut text off.
    public let isTruncated: Bool
    /// Characters no bundled face has (drawn as the replacement box), each once, in order of
    /// first appearance.
    public let missingCharacters: [Character]
    /// Distance between baselines of consecutive lines, without `lineSpacing`, in points.
    public let lineHeight: Double
    public let ascent: Double
    public let descent: Double
    /// The point size laid out at (after Dynamic Type and clamping to 1…1024).
    public var pointSize: Double { font.points }
    let font: ResolvedFont

    /// The first line's baseline below the top, in points (0 for empty text): what
    /// `.firstTextBaseline` alignment lines up.
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }

    /// The last line's baseline below the top, in points (0 for empty text).
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }

    public init(
        text: String, style: TextStyle, dynamicTypeSize: DynamicTypeSize = .default, maxWidth: Double? = nil,
        lineLimit: Int? = nil, truncation: TruncationMode = .tail, alignment: TextAlignment = .leading, lineSpacing: Double = 0
    ) {
        let font = ResolvedFont(style: style, dynamicTypeSize: dynamicTypeSize)
        self.font = font
        lineHeight = Double(font.lineHeight)
        ascent = Double(font.ascent)
        descent = Double(font.descent)
        // An infinite or NaN width (an unbounded proposal) means no limit; negative means zero.
        let maxWidth64 = maxWidth.flatMap { $0.isFinite ? Int((max(0, $0) * 64).rounded(.down)) : nil }

        let paragraphs = TextLayout.paragraphs(of: style.textCase.apply(to: text)).map { font.kerned($0.map(font.cluster(for:))) }
        missingCharacters = TextLayout.missing(in: paragraphs)
        var broken = TextLayout.breakLines(paragraphs, font: font, maxWidth64: maxWidth64)
        let limit = lineLimit.map { max(1, $0) } ?? Int.max
        isTruncated = broken.count > limit
        if isTruncated {
            broken = TextLayout.truncate(broken, paragraphs: paragraphs, limit: limit, mode: truncation, font: font, maxWidth64: maxWidth64)
        }
        let widths = broken.map { line in
            line.width64 ?? LineBreaker(clusters: line.clusters, tracking64: font.tracking64, maxWidth64: nil).width(0..<line.clusters.count)
        }
        let frameWidth64 = widths.max() ?? 0
        let lineSpacing = lineSpacing.isFinite ? lineSpacing : 0
        lines = broken.indices.map { index in
            let top = Double(index) * (Double(font.lineHeight) + lineSpacing)
            return TextLayout.place(broken[index].clusters, width64: widths[index], frameWidth64: frameWidth64, top: top, alignment: alignment, font: font)
        }
        let height = lines.isEmpty ? 0 : Double(lines.count) * Double(font.lineHeight) + Double(lines.count - 1) * lineSpacing
        size = Size(width: Double(frameWidth64) / 64, height: height)
    }

    /// A line before placement: its clusters, where it starts in its paragraph, and its width
    /// when the line breaker measured it (`nil` for a truncated line, measured afterwards).
    typealias BrokenLine = (paragraph: Int, start: Int, clusters: [TextCluster], width64: Int?)

    /// Every paragraph broken into lines.
    static func breakLines(_ paragraphs: [[TextCluster]], font: ResolvedFont, maxWidth64: Int?) -> [BrokenLine] {
        var broken: [BrokenLine] = []
        for (index, clusters) in paragraphs.enumerated() {
            let breaker = LineBreaker(clusters: clusters, tracking64: font.tracking64, maxWidth64: maxWidth64)
            for line in breaker.lines() {
                broken.append((index, line.range.lowerBound, Array(clusters[line.range]), line.width64))
            }
        }
        return broken
    }

    /// The first `limit` lines, the last one rebuilt from the rest of the text with an ellipsis.
    static func truncate(
        _ broken: [BrokenLine], paragraphs: [[TextCluster]], limit: Int, mode: TruncationMode, font: ResolvedFont, maxWidth64: Int?
    ) -> [BrokenLine] {
        let last = broken[limit - 1]
        var rest = Array(paragraphs[last.paragraph][last.start...])
        var forced = last.paragraph < paragraphs.count - 1
        if mode != .tail {
            let space = font.cluster(for: " ")
            for later in paragraphs[(last.paragraph + 1)...] { rest += [space] + later }
            forced = false
        }
        let truncator = Truncator(tracking64: font.tracking64, ellipsis: font.cluster(for: "…"))
        let clusters = truncator.truncate(rest, mode: mode, maxWidth64: maxWidth64, forced: forced)
        return Array(broken[..<(limit - 1)]) + [(last.paragraph, last.start, clusters, nil)]
    }

    /// One line aligned in the frame, with its glyphs at their pen positions.
    static func place(
        _ clusters: [TextCluster], width64: Int, frameWidth64: Int, top: Double, alignment: TextAlignment, font: ResolvedFont
    ) -> Line {
        let x64: Int
        switch alignment {
        case .leading: x64 = 0
        case .center: x64 = (frameWidth64 - width64) / 2
        case .trailing: x64 = frameWidth64 - width64
        }
        var glyphs: [(GlyphReference, Int)] = []
        var pen = 0
        for cluster in clusters {
            for glyph in cluster.glyphs { glyphs.append((glyph, pen + glyph.offset64)) }
            pen += cluster.advance64 + font.tracking64
        }
        return Line(
            text: String(clusters.map(\.character)),
            origin: Point(x: Double(x64) / 64, y: top),
            width: Double(width64) / 64,
            baseline: top + Double(font.baselineOffset),
            originX64: x64,
            glyphs: glyphs
        )
    }

    /// Each character that drew as the replacement box, once, in order.
    static func missing(in paragraphs: [[TextCluster]]) -> [Character] {
        var seen = Set<Character>(), result: [Character] = []
        for cluster in paragraphs.joined() where cluster.isMissing && seen.insert(cluster.character).inserted {
            result.append(cluster.character)
        }
        return result
    }

    /// The text split at newlines into grapheme clusters; no paragraphs for an empty text.
    static func paragraphs(of text: String) -> [[Character]] {
        guard !text.isEmpty else { return [] }
        var paragraphs: [[Character]] = [[]]
        for character in text {
            if character.isNewline && character != "\u{0B}" && character != "\u{0C}" {
                paragraphs.append([])
            } else {
                paragraphs[paragraphs.count - 1].append(character)
            }
        }
        return paragraphs
    }
}
