/// Measures text for layout: how big `text` is in `font` when it may be `maxWidth` points wide
/// (nil: unlimited, one line per paragraph) and use at most `maxLines` lines.
/// The bundled bitmap fonts implement it; tests use `FixedAdvanceTextMeasurer` so layout rules
/// are pinned independently of fonts.
public protocol TextMeasuring: Sendable {
    func measure(_ text: String, font: ResolvedFont, dynamicTypeSize: DynamicTypeSize,
                 maxWidth: Double?, maxLines: Int?, lineSpacing: Double) -> TextMeasurement
}

/// The result of measuring text: its size in points and the lines it broke into.
public struct TextMeasurement: Sendable, Hashable {
    public var size: Size
    public var lines: [String]
    public var isTruncated: Bool

    public init(size: Size, lines: [String], isTruncated: Bool) {
        self.size = size
        self.lines = lines
        self.isTruncated = isTruncated
    }
}
