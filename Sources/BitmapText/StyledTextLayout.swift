import Raster

/// One run of styled text: characters (or an inline attachment such as a symbol) in one style,
/// raised or lowered from the line's baseline.
///
/// ```swift
/// StyledRun("Total ", style: .body)
/// StyledRun("42", style: TextStyle.title2.weight(.bold), baselineOffset: 0)
/// ```
public struct StyledRun: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case text(String)
        /// A box drawn by the caller (an inline symbol), `width` points wide, standing `ascent`
        /// above the baseline and `descent` below it. It never breaks.
        case attachment(width: Double, ascent: Double, descent: Double)
    }

    public var content: Content
    public var style: TextStyle
    /// Points the run is raised above the line's baseline (negative lowers it).
    public var baselineOffset: Double

    public init(_ text: String, style: TextStyle, baselineOffset: Double = 0) {
        self.init(content: .text(text), style: style, baselineOffset: baselineOffset)
    }

    public init(content: Content, style: TextStyle, baselineOffset: Double = 0) {
        self.content = content
        self.style = style
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
    }
}

/// Styled runs measured and broken into lines together, in points: what `TextLayout` does for
/// one style, for text whose runs differ in size, weight, slant, tracking and baseline.
///
/// - Every run uses its own face, size and tracking (kerning applies between characters of one run); lines break across runs with `LineBreaker`'s
///   rules (a run boundary is no break opportunity by itself).
/// - Runs on one line share a baseline. A line is as tall as its tallest part above the baseline
///   plus its deepest part below it (each run's font contributes its own line box, shifted by
///   its baseline offset); for a single style this is exactly `TextLayout`'s line height, and
///   the lines, widths and glyph positions are the same as `TextLayout`'s.
/// - Truncation works as in `TextLayout`; the ellipsis takes the style of the text it replaces.
///
/// ```swift
/// let layout = StyledTextLayout(runs: [StyledRun("Hello ", style: .body), StyledRun("world", style: .title1)], maxWidth: 320)
/// layout.lines[0].baseline   // the title's ascent: both runs sit on it
/// ```
public struct StyledTextLayout: Sendable {
    /// A stretch of one run on one line, for underlines and strikethroughs.
    public struct Segment: Sendable, Hashable {
        public let run: Int
        /// Left and right edges relative to the layout's origin, in points.
        public let minX: Double
        public let maxX: Double
    }

    /// An attachment's box relative to the layout's origin.
    public struct Attachment: Sendable, Hashable {
        public let run: Int
        public let rect: Rect
    }

    public struct Line: Sendable {
        /// The characters drawn, with "…" when truncated (an attachment is U+FFFC).
        public let text: String
        /// The top-left corner of the line box, relative to the layout's origin.
        public let origin: Point
        public let width: Double
        public let height: Double
        /// The shared baseline's distance below the layout's top, in points.
        public let baseline: Double
        public let segments: [Segment]
        let originX64: Int
        let glyphs: [(reference: GlyphReference, x64: Int, run: Int)]
    }

    public let runs: [StyledRun]
    public let lines: [Line]
    public let attachments: [Attachment]
    /// The widest line by the lines' total height, in points.
    public let size: Size
    public let isTruncated: Bool
    let fonts: [ResolvedFont]

    /// The point sizes shrinking text (`minimumScaleFactor`) tries, smallest first: every half
    /// point from 1 to 1024 (glyphs draw at any size).
    public static let drawablePointSizes: [Double] = (2...2048).map { Double($0) / 2 }

    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }

    /// Characters no bundled face has (drawn as the replacement box), each once, in order.
    public let missingCharacters: [Character]

    /// The point size run `index` is laid out at (after Dynamic Type).
    public func pointSize(ofRun index: Int) -> Double { fonts[index].points }

    /// Ascent and descent of run `index`'s font in points (for decorations).
    public func metrics(ofRun index: Int) -> (ascent: Double, descent: Double) {
        (Double(fonts[index].ascent), Double(fonts[index].descent))
    }

    public init(
        runs: [StyledRun], dynamicTypeSize: DynamicTypeSize = .default, maxWidth: Double? = nil, lineLimit: Int? = nil,
        truncation: TruncationMode = .tail, alignment: TextAlignment = .leading, lineSpacing: Double = 0
    ) {
        // A layout always has a font for empty paragraphs: body when there are no runs.
        let runs = runs.isEmpty ? [StyledRun("", style: .body)] : runs
        self.runs = runs
        let fonts = runs.map { ResolvedFont(style: $0.style, dynamicTypeSize: dynamicTypeSize) }
        self.fonts = fonts
        let maxWidth64 = maxWidth.flatMap { $0.isFinite ? Int((max(0, $0) * 64).rounded(.down)) : nil }

        // Paragraphs of clusters, each cluster tagged with its run; `paragraphRuns` is the run
        // in effect where each paragraph starts (its metrics, when the paragraph is empty).
        var paragraphs: [[TextCluster]] = [[]]
        var paragraphRuns = [0]
        var sawContent = false
        for (index, run) in runs.enumerated() {
            switch run.content {
            case .text(let text):
                for character in run.style.textCase.apply(to: text) {
                    sawContent = true
                    if character.isNewline && character != "\u{0B}" && character != "\u{0C}" {
                        paragraphs.append([])
                        paragraphRuns.append(index)
                    } else {
                        var cluster = fonts[index].cluster(for: character)
                        cluster.run = index
                        paragraphs[paragraphs.count - 1].append(cluster)
                    }
                }
            case .attachment(let width, _, _):
                sawContent = true
                let advance = Int((max(0, width.isFinite ? width : 0) * 64).rounded(.toNearestOrAwayFromZero))
                paragraphs[paragraphs.count - 1].append(
                    TextCluster(character: "\u{FFFC}", advance64: advance, kind: .other, glyphs: [], tracking64: 0, run: index))
            }
            if paragraphs.count == 1 && paragraphs[0].isEmpty { paragraphRuns[0] = index }
        }
        if !sawContent { paragraphs = [] }
        // Kerning between neighbours of the same run.
        for paragraph in paragraphs.indices where paragraphs[paragraph].count > 1 {
            for index in 0..<(paragraphs[paragraph].count - 1) {
                let left = paragraphs[paragraph][index], right = paragraphs[paragraph][index + 1]
                guard left.run == right.run, case .text = runs[left.run].content else { continue }
                paragraphs[paragraph][index].advance64 += fonts[left.run].kerning64(left, right)
            }
        }
        missingCharacters = TextLayout.missing(in: paragraphs)

        var broken: [TextLayout.BrokenLine] = []
        for (index, clusters) in paragraphs.enumerated() {
            let breaker = LineBreaker(clusters: clusters, trackings: clusters.map(\.tracking64), maxWidth64: maxWidth64)
            for line in breaker.lines() {
                broken.append((index, line.range.lowerBound, Array(clusters[line.range]), line.width64))
            }
        }
        let limit = lineLimit.map { max(1, $0) } ?? Int.max
        isTruncated = broken.count > limit
        if isTruncated {
            let last = broken[limit - 1]
            var rest = Array(paragraphs[last.paragraph][last.start...])
            var forced = last.paragraph < paragraphs.count - 1
            if truncation != .tail {
                for later in paragraphs[(last.paragraph + 1)...] {
                    let run = later.first?.run ?? rest.last?.run ?? paragraphRuns[last.paragraph]
                    var space = fonts[run].cluster(for: " ")
                    space.run = run
                    rest += [space] + later
                }
                forced = false
            }
            let ellipsisRun = (truncation == .head ? rest.first?.run : rest.last?.run) ?? paragraphRuns[last.paragraph]
            var ellipsis = fonts[ellipsisRun].cluster(for: "…")
            ellipsis.run = ellipsisRun
            let truncator = Truncator(tracking64: ellipsis.tracking64, ellipsis: ellipsis)
            let clusters = truncator.truncate(rest, mode: truncation, maxWidth64: maxWidth64, forced: forced)
            broken = Array(broken[..<(limit - 1)]) + [(last.paragraph, last.start, clusters, nil)]
        }
        let widths = broken.map { line in
            line.width64 ?? LineBreaker(clusters: line.clusters, trackings: line.clusters.map(\.tracking64), maxWidth64: nil)
                .width(0..<line.clusters.count)
        }
        let frameWidth64 = widths.max() ?? 0
        let spacing = lineSpacing.isFinite ? lineSpacing : 0
        var top = 0.0
        var lines: [Line] = []
        var attachments: [Attachment] = []
        for (index, line) in broken.enumerated() {
            // The line box: the tallest part above the shared baseline and the deepest below it.
            var present = Set(line.clusters.map(\.run))
            if present.isEmpty { present.insert(paragraphRuns[line.paragraph]) }
            var above = 0.0, below = 0.0
            for run in present.sorted() {
                let font = fonts[run], shift = runs[run].baselineOffset
                above = max(above, Double(font.baselineOffset) + shift)
                below = max(below, Double(font.lineHeight - font.baselineOffset) - shift)
                if case .attachment(_, let ascent, let descent) = runs[run].content {
                    above = max(above, ascent + shift)
                    below = max(below, descent - shift)
                }
            }
            let placed = StyledTextLayout.place(line.clusters, width64: widths[index], frameWidth64: frameWidth64, top: top,
                                                baseline: top + above, height: above + below, alignment: alignment, runs: runs)
            lines.append(placed.line)
            attachments += placed.attachments
            top += above + below + spacing
        }
        self.lines = lines
        self.attachments = attachments
        let height = lines.isEmpty ? 0 : top - spacing
        size = Size(width: Double(frameWidth64) / 64, height: height)
    }

    private static func place(
        _ clusters: [TextCluster], width64: Int, frameWidth64: Int, top: Double, baseline: Double, height: Double,
        alignment: TextAlignment, runs: [StyledRun]
    ) -> (line: Line, attachments: [Attachment]) {
        let x64: Int
        switch alignment {
        case .leading: x64 = 0
        case .center: x64 = (frameWidth64 - width64) / 2
        case .trailing: x64 = frameWidth64 - width64
        }
        var glyphs: [(GlyphReference, Int, Int)] = []
        var segments: [Segment] = []
        var attachments: [Attachment] = []
        var pen = 0
        var segmentStart: (run: Int, x64: Int)?
        var segmentEnd = 0
        for cluster in clusters {
            if let start = segmentStart, start.run != cluster.run {
                segments.append(Segment(run: start.run, minX: Double(x64 + start.x64) / 64, maxX: Double(x64 + segmentEnd) / 64))
                segmentStart = nil
            }
            if segmentStart == nil { segmentStart = (cluster.run, pen) }
            for glyph in cluster.glyphs { glyphs.append((glyph, pen + glyph.offset64, cluster.run)) }
            if case .attachment(let width, let ascent, let descent) = runs[cluster.run].content {
                let rect = Rect(x: Double(x64 + pen) / 64, y: baseline - runs[cluster.run].baselineOffset - ascent, width: width,
                                height: ascent + descent)
                attachments.append(Attachment(run: cluster.run, rect: rect))
            }
            segmentEnd = pen + cluster.advance64
            pen += cluster.advance64 + cluster.tracking64
        }
        if let start = segmentStart {
            segments.append(Segment(run: start.run, minX: Double(x64 + start.x64) / 64, maxX: Double(x64 + segmentEnd) / 64))
        }
        let line = Line(text: String(clusters.map(\.character)), origin: Point(x: Double(x64) / 64, y: top), width: Double(width64) / 64,
                        height: height, baseline: baseline, segments: segments, originX64: x64, glyphs: glyphs)
        return (line, attachments)
    }

    /// Hands every visible glyph to `sink` as a coverage mask with the device-pixel position of
    /// its top-left corner and its run, for the layout's top-left at device pixel (`x`, `y`).
    /// Positions round exactly as `TextLayout.draw` rounds them.
    public func draw(atPixelX x: Int, y: Int, scale: DisplayScale,
                     into sink: (CoverageMask, _ pixelX: Int, _ pixelY: Int, _ run: Int) -> Void) {
        let factor = scale.factor
        for line in lines {
            for (reference, x64, run) in line.glyphs {
                let baseline = y &+ Int(((line.baseline - runs[run].baselineOffset) * Double(factor)).rounded(.toNearestOrAwayFromZero))
                fonts[run].drawGlyph(reference, penX64: line.originX64 &+ x64, factor: factor, x: x, baseline: baseline) { mask, px, py in
                    sink(mask, px, py, run)
                }
            }
        }
    }
}
