import BitmapText
import Raster
import Tokens

/// A text measurer with one advance for every character (`advanceRatio` × font size, plus
/// tracking) and the style's line height (1.3 × size when it has none), each line's baseline one
/// font size below the line's top, ignoring Dynamic Type:
/// predictable numbers for layout tests. It wraps at
/// spaces, breaks a word only when the word alone is too wide, and truncates the last allowed
/// line with "…".
///
/// ```swift
/// let measurer = FixedAdvanceTextMeasurer(advanceRatio: 0.5)   // body text: 8.5 pt a character
/// ```
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    public var advanceRatio: Double

    public init(advanceRatio: Double = 0.5) {
        self.advanceRatio = advanceRatio
    }

    public func measure(_ text: String, style: TextStyle, dynamicTypeSize: DynamicTypeSize, maxWidth: Double?, maxLines: Int?,
                        truncation: TruncationMode, lineSpacing: Double) -> TextMeasurement {
        let advance = style.size * advanceRatio + style.tracking
        let lineHeight = style.lineHeight ?? (style.size * 1.3).rounded(.toNearestOrAwayFromZero)
        func width(_ line: String) -> Double { Double(line.count) * advance }
        var lines = wrap(text, limit: maxWidth.map { Int(($0 + 1e-9) / advance) })
        var truncated = false
        if let maxLines, lines.count > max(1, maxLines) {
            lines = Array(lines.prefix(max(1, maxLines)))
            truncated = true
        }
        if truncated, let last = lines.popLast() {
            let room = maxWidth.map { max(1, Int(($0 + 1e-9) / advance)) } ?? (last.count + 1)
            lines.append(String(last.prefix(room - 1)) + "…")
        }
        let widest = lines.map(width).max() ?? 0
        let count = Double(max(1, lines.count))
        let height = count * lineHeight + (count - 1) * lineSpacing
        let lastTop = (count - 1) * (lineHeight + lineSpacing)
        return TextMeasurement(size: Size(width: widest, height: height), lines: lines, isTruncated: truncated,
                               firstBaseline: style.size, lastBaseline: lastTop + style.size)
    }

    /// Greedy word wrap to `limit` characters a line (nil: no limit); paragraphs split at "\n".
    private func wrap(_ text: String, limit: Int?) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            guard let limit else { return [String(paragraph)] }
            let perLine = max(1, limit)
            var lines: [String] = []
            var current = ""
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                if current.isEmpty {
                    while word.count > perLine {
                        lines.append(String(word.prefix(perLine)))
                        word = String(word.dropFirst(perLine))
                    }
                    current = word
                } else if current.count + 1 + word.count <= perLine {
                    current += " " + word
                } else {
                    lines.append(current)
                    current = ""
                    while word.count > perLine {
                        lines.append(String(word.prefix(perLine)))
                        word = String(word.dropFirst(perLine))
                    }
                    current = word
                }
            }
            lines.append(current)
            return lines
        }
    }
}
