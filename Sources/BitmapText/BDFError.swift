/// Why a BDF file was refused. Every case names the file and, where there is one, the 1-based
/// line, so a message reads like a compiler diagnostic: `helvetica-regular-17.bdf:651: …`.
///
/// ```swift
/// do { _ = try BDFParser.parse(bytes, fileName: "broken.bdf") }
/// catch { print(error) }   // broken.bdf:12: BBX needs four integers …
/// ```
public enum BDFError: Error, Equatable, CustomStringConvertible {
    /// The file ended before `expected` (a keyword or more bitmap rows) appeared.
    case truncated(file: String, line: Int, expected: String)
    /// A `BBX` line that is not `BBX width height xOffset yOffset` with a non-negative size.
    case badBoundingBox(file: String, line: Int, text: String)
    /// `ENDCHAR` (or another keyword) came before the `height` rows the `BBX` promised.
    case tooFewBitmapRows(file: String, line: Int, glyph: String, expected: Int, found: Int)
    /// A bitmap row that is not an even number of hex digits covering the glyph width.
    case badBitmapRow(file: String, line: Int, text: String)
    /// A keyword whose arguments are not the integers it needs.
    case badNumbers(file: String, line: Int, keyword: String, text: String)
    /// A keyword that does not belong where it appears.
    case unexpectedKeyword(file: String, line: Int, keyword: String, context: String)
    /// A required property (`PIXEL_SIZE`, `FONT_ASCENT`, `FONT_DESCENT`) is absent.
    case missingProperty(file: String, name: String)
    /// `CHARS` declared a different number of glyphs than the file holds.
    case glyphCountMismatch(file: String, line: Int, declared: Int, found: Int)

    public var description: String {
        let fix = "re-create the file with scripts/import-fonts or fix it by hand"
        switch self {
        case let .truncated(file, line, expected):
            return "\(file):\(line): the file ends here but \(expected) was expected; it is truncated — \(fix)"
        case let .badBoundingBox(file, line, text):
            return "\(file):\(line): BBX needs four integers 'BBX width height xOffset yOffset' with width and height ≥ 0, found '\(text)' — \(fix)"
        case let .tooFewBitmapRows(file, line, glyph, expected, found):
            return "\(file):\(line): glyph '\(glyph)' has \(found) bitmap rows but its BBX height is \(expected) — \(fix)"
        case let .badBitmapRow(file, line, text):
            return "\(file):\(line): bitmap row '\(text)' is not an even number of hex digits wide enough for the BBX width — \(fix)"
        case let .badNumbers(file, line, keyword, text):
            return "\(file):\(line): \(keyword) needs integer arguments, found '\(text)' — \(fix)"
        case let .unexpectedKeyword(file, line, keyword, context):
            return "\(file):\(line): unexpected '\(keyword)' \(context) — \(fix)"
        case let .missingProperty(file, name):
            return "\(file): the property \(name) is missing from STARTPROPERTIES … ENDPROPERTIES — \(fix)"
        case let .glyphCountMismatch(file, line, declared, found):
            return "\(file):\(line): CHARS declares \(declared) glyphs but the file holds \(found) — \(fix)"
        }
    }
}
