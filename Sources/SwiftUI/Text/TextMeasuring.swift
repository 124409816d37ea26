import BitmapText
import Raster
import Tokens

/// Measures text for layout: how big `text` is in `style` when it may be `maxWidth` points wide
/// (nil: unlimited, one line per paragraph) and use at most `maxLines` lines.
/// `BitmapTextMeasurer` (the bundled bitmap fonts) is the default; layout tests use
/// `FixedAdvanceTextMeasurer` so rules are pinned independently of fonts.
public protocol TextMeasuring: Sendable {
    func measure(_ text: String, style: TextStyle, dynamicTypeSize: DynamicTypeSize, maxWidth: Double?, maxLines: Int?,
                 truncation: TruncationMode, lineSpacing: Double) -> TextMeasurement

    /// Styled runs measured together (mixed fonts on shared baselines, inline symbols).
    func measure(runs: [StyledRun], dynamicTypeSize: DynamicTypeSize, maxWidth: Double?, maxLines: Int?,
                 truncation: TruncationMode, lineSpacing: Double) -> TextMeasurement
}

extension TextMeasuring {
    /// Measurers that know one style only measure the runs' text joined, in the first run's
    /// style (a symbol counts as one character).
    public func measure(runs: [StyledRun], dynamicTypeSize: DynamicTypeSize, maxWidth: Double?, maxLines: Int?,
                        truncation: TruncationMode, lineSpacing: Double) -> TextMeasurement {
        let text = runs.map { run -> String in
            if case .text(let string) = run.content { return run.style.textCase.apply(to: string) }
            return "\u{FFFC}"
        }.joined()
        return measure(text, style: runs.first?.style ?? .body, dynamicTypeSize: dynamicTypeSize, maxWidth: maxWidth, maxLines: maxLines,
                       truncation: truncation, lineSpacing: lineSpacing)
    }
}

/// The result of measuring text: its size in points and the lines it broke into.
public struct TextMeasurement: Sendable, Hashable {
    public var size: Size
    public var lines: [String]
    public var isTruncated: Bool
    /// The first line's baseline below the top, in points (what `.firstTextBaseline` aligns).
    public var firstBaseline: Double
    /// The last line's baseline below the top, in points (what `.lastTextBaseline` aligns).
    public var lastBaseline: Double

    /// A measurement; baselines default to the bottom edge when the measurer does not know them.
    public init(size: Size, lines: [String], isTruncated: Bool, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        self.size = size
        self.lines = lines
        self.isTruncated = isTruncated
        self.firstBaseline = firstBaseline ?? size.height
        self.lastBaseline = lastBaseline ?? size.height
    }
}

/// Measures with BitmapText's `TextLayout`: the bundled fonts' advances and kerning at the exact
/// point size, so line breaks are the same at every scale.
///
/// ```swift
/// BitmapTextMeasurer().measure("Weekly report", style: .headline, dynamicTypeSize: .large,
///                              maxWidth: 320, maxLines: nil, truncation: .tail, lineSpacing: 0).size
/// ```
public struct BitmapTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ text: String, style: TextStyle, dynamicTypeSize: DynamicTypeSize, maxWidth: Double?, maxLines: Int?,
                        truncation: TruncationMode, lineSpacing: Double) -> TextMeasurement {
        let layout = TextLayout(text: text, style: style, dynamicTypeSize: dynamicTypeSize, maxWidth: maxWidth, lineLimit: maxLines,
                                truncation: truncation, lineSpacing: lineSpacing)
        return TextMeasurement(size: layout.size, lines: layout.lines.map(\.text), isTruncated: layout.isTruncated,
                               firstBaseline: layout.firstBaseline, lastBaseline: layout.lastBaseline)
    }

    public func measure(runs: [StyledRun], dynamicTypeSize: DynamicTypeSize, maxWidth: Double?, maxLines: Int?,
                        truncation: TruncationMode, lineSpacing: Double) -> TextMeasurement {
        let layout = StyledTextLayout(runs: runs, dynamicTypeSize: dynamicTypeSize, maxWidth: maxWidth, lineLimit: maxLines,
                                      truncation: truncation, lineSpacing: lineSpacing)
        return TextMeasurement(size: layout.size, lines: layout.lines.map(\.text), isTruncated: layout.isTruncated)
    }
}
