import Foundation
import Raster

/// A strict reader of Glyph Bitmap Distribution Format 2.1 files (Adobe's BDF specification):
/// `STARTFONT`, header keywords, `STARTPROPERTIES … ENDPROPERTIES`, `CHARS n`, then per glyph
/// `STARTCHAR`, `ENCODING`, `DWIDTH`, `BBX`, `BITMAP` rows (left pixel in the top bit) and
/// `ENDCHAR`, and finally `ENDFONT`.
///
/// Strict means anything it does not understand is an error naming the file and line, never a
/// silent guess: a truncated file, a malformed `BBX`, a glyph with fewer rows than its `BBX`
/// height, a row too narrow for its width, a wrong `CHARS` count. It does not read the vertical
/// metrics of `METRICSSET 1` fonts (`SWIDTH1`, `DWIDTH1`, `VVECTOR` are accepted and ignored).
///
/// ```swift
/// let font = try BDFParser.parse(Array(data), fileName: "helvetica-regular-17.bdf")
/// ```
public enum BDFParser {
    public static func parse(_ bytes: [UInt8], fileName: String) throws(BDFError) -> BDFFont {
        var reader = BDFLineReader(bytes: bytes, fileName: fileName)
        return try reader.readFont()
    }
}

/// Walks the file line by line; keeps the line number for messages.
struct BDFLineReader {
    let bytes: [UInt8]
    let fileName: String
    private var position = 0
    private(set) var lineNumber = 0

    init(bytes: [UInt8], fileName: String) {
        self.bytes = bytes
        self.fileName = fileName
    }

    /// The byte range of the next line that is not blank, without its line break and the spaces
    /// around it, or nil at the end of the file.
    mutating func nextLineRange() -> Range<Int>? {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            while position < count {
                var start = position, end = position
                while end < count && buffer[end] != 0x0A { end &+= 1 }
                position = end &+ 1
                lineNumber &+= 1
                while start < end && (buffer[start] == 0x20 || buffer[start] == 0x09) { start &+= 1 }
                while end > start && (buffer[end &- 1] == 0x20 || buffer[end &- 1] == 0x0D || buffer[end &- 1] == 0x09) { end &-= 1 }
                if end > start { return start..<end }
            }
            return nil
        }
    }

    /// The next line that is not blank, split into words at spaces, or nil at the end of the file.
    mutating func nextLine() -> [Substring]? {
        guard let range = nextLineRange() else { return nil }
        return String(decoding: bytes[range], as: UTF8.self).split(separator: " ", omittingEmptySubsequences: true)
    }

    /// The next line that is not blank as the byte ranges of its words, or nil at the end of the
    /// file. The glyph loop reads its keywords this way: no strings are made for valid lines.
    mutating func nextWords() -> [Range<Int>]? {
        guard let range = nextLineRange() else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var words: [Range<Int>] = []
            var index = range.lowerBound
            while index < range.upperBound {
                while index < range.upperBound && buffer[index] == 0x20 { index &+= 1 }
                let start = index
                while index < range.upperBound && buffer[index] != 0x20 { index &+= 1 }
                if index > start { words.append(start..<index) }
            }
            return words
        }
    }

    /// True when the word's bytes spell `keyword`.
    func word(_ word: Range<Int>, is keyword: StaticString) -> Bool {
        guard word.count == keyword.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            memcmp(buffer.baseAddress! + word.lowerBound, keyword.utf8Start, word.count) == 0
        }
    }

    /// The word as a decimal integer with an optional minus sign, or nil.
    func integer(_ word: Range<Int>) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = word.lowerBound
            let negative = buffer[index] == 0x2D
            if negative { index &+= 1 }
            guard index < word.upperBound, word.count <= 12 else { return nil }
            var value = 0
            while index < word.upperBound {
                let digit = Int(buffer[index]) &- 0x30
                guard digit >= 0 && digit <= 9 else { return nil }
                value = value &* 10 &+ digit
                index &+= 1
            }
            return negative ? -value : value
        }
    }

    func text(_ words: [Range<Int>]) -> String {
        words.map { String(decoding: bytes[$0], as: UTF8.self) }.joined(separator: " ")
    }

    /// The integer arguments of a glyph keyword line; exactly `count` or more, all integers.
    func integers(_ words: [Range<Int>], count: Int) throws(BDFError) -> [Int] {
        let values = words.dropFirst().compactMap(integer)
        guard values.count >= count, values.count == words.count - 1 else {
            throw .badNumbers(file: fileName, line: lineNumber, keyword: text([words[0]]), text: text(words))
        }
        return values
    }

    /// The next line, or a `truncated` error saying what was expected.
    mutating func requireLine(expecting expected: @autoclosure () -> String) throws(BDFError) -> [Substring] {
        guard let words = nextLine() else {
            throw .truncated(file: fileName, line: lineNumber + 1, expected: expected())
        }
        return words
    }

    /// The integer arguments of a header keyword line; at least `count` of them, all integers.
    func integers(_ words: [Substring], count: Int) throws(BDFError) -> [Int] {
        let values = words.dropFirst().compactMap { Int($0) }
        guard values.count >= count, values.count == words.count - 1 else {
            throw .badNumbers(file: fileName, line: lineNumber, keyword: String(words[0]), text: words.joined(separator: " "))
        }
        return values
    }

    mutating func readFont() throws(BDFError) -> BDFFont {
        let first = try requireLine(expecting: "STARTFONT 2.1")
        guard first[0] == "STARTFONT" else {
            throw .unexpectedKeyword(file: fileName, line: lineNumber, keyword: String(first[0]), context: "where the file must begin with STARTFONT")
        }
        var name = ""
        var properties: [String: (value: Substring, line: Int)] = [:]
        var declaredGlyphs = -1
        var charsLine = 0
        header: while true {
            let words = try requireLine(expecting: "CHARS")
            switch words[0] {
            case "COMMENT", "CONTENTVERSION", "SIZE", "FONTBOUNDINGBOX", "METRICSSET", "SWIDTH", "DWIDTH", "SWIDTH1", "DWIDTH1", "VVECTOR":
                continue
            case "FONT":
                name = words.dropFirst().joined(separator: " ")
            case "STARTPROPERTIES":
                properties = try readProperties()
            case "CHARS":
                declaredGlyphs = try integers(words, count: 1)[0]
                charsLine = lineNumber
                break header
            default:
                throw .unexpectedKeyword(file: fileName, line: lineNumber, keyword: String(words[0]), context: "in the font header")
            }
        }
        func property(_ key: String) throws(BDFError) -> Int {
            guard let (text, line) = properties[key] else { throw .missingProperty(file: fileName, name: key) }
            guard let value = Int(text) else {
                throw .badNumbers(file: fileName, line: line, keyword: key, text: String(text))
            }
            return value
        }
        let pixelSize = try property("PIXEL_SIZE")
        let ascent = try property("FONT_ASCENT")
        let descent = try property("FONT_DESCENT")
        let defaultCharacter = properties["DEFAULT_CHAR"] == nil ? nil : UInt32(exactly: try property("DEFAULT_CHAR"))

        var glyphs: [UInt32: BDFGlyph] = [:]
        var found = 0
        while true {
            guard let words = nextWords() else {
                throw .truncated(file: fileName, line: lineNumber + 1, expected: "STARTCHAR or ENDFONT")
            }
            if word(words[0], is: "ENDFONT") { break }
            guard word(words[0], is: "STARTCHAR") else {
                throw .unexpectedKeyword(file: fileName, line: lineNumber, keyword: text([words[0]]), context: "between glyphs (expected STARTCHAR or ENDFONT)")
            }
            let glyphName = text(Array(words.dropFirst()))
            let (encoding, glyph) = try readGlyph(named: glyphName)
            found += 1
            if encoding >= 0, let code = UInt32(exactly: encoding) { glyphs[code] = glyph }
        }
        guard found == declaredGlyphs else {
            throw .glyphCountMismatch(file: fileName, line: charsLine, declared: declaredGlyphs, found: found)
        }
        return BDFFont(name: name, pixelSize: pixelSize, ascent: ascent, descent: descent, defaultCharacter: defaultCharacter, glyphs: glyphs)
    }

    private mutating func readProperties() throws(BDFError) -> [String: (value: Substring, line: Int)] {
        var properties: [String: (value: Substring, line: Int)] = [:]
        while true {
            let words = try requireLine(expecting: "ENDPROPERTIES")
            if words[0] == "ENDPROPERTIES" { return properties }
            properties[String(words[0])] = (words.count > 1 ? words[1] : "", lineNumber)
        }
    }

    private mutating func readGlyph(named glyphName: String) throws(BDFError) -> (Int, BDFGlyph) {
        var encoding: Int?
        var advance: Int?
        var box: (width: Int, height: Int, x: Int, y: Int)?
        while true {
            guard let words = nextWords() else {
                throw .truncated(file: fileName, line: lineNumber + 1, expected: "BITMAP of glyph '\(glyphName)'")
            }
            let keyword = words[0]
            if word(keyword, is: "ENCODING") {
                encoding = try integers(words, count: 1)[0]
            } else if word(keyword, is: "DWIDTH") {
                advance = try integers(words, count: 2)[0]
            } else if word(keyword, is: "BBX") {
                let values = words.dropFirst().compactMap(integer)
                guard words.count == 5, values.count == 4, values[0] >= 0, values[1] >= 0 else {
                    throw .badBoundingBox(file: fileName, line: lineNumber, text: text(words))
                }
                box = (values[0], values[1], values[2], values[3])
            } else if word(keyword, is: "SWIDTH") || word(keyword, is: "SWIDTH1") || word(keyword, is: "DWIDTH1")
                        || word(keyword, is: "VVECTOR") || word(keyword, is: "ATTRIBUTES") {
                continue
            } else if word(keyword, is: "BITMAP") {
                guard let encoding, let advance, let box else {
                    throw .unexpectedKeyword(file: fileName, line: lineNumber, keyword: "BITMAP", context: "in glyph '\(glyphName)' before its ENCODING, DWIDTH and BBX")
                }
                let mask = try readBitmap(glyphName: glyphName, width: box.width, height: box.height)
                guard let end = nextWords() else {
                    throw .truncated(file: fileName, line: lineNumber + 1, expected: "ENDCHAR of glyph '\(glyphName)'")
                }
                guard word(end[0], is: "ENDCHAR") else {
                    throw .unexpectedKeyword(file: fileName, line: lineNumber, keyword: text([end[0]]), context: "after the \(box.height) bitmap rows of glyph '\(glyphName)' (expected ENDCHAR)")
                }
                let glyph = BDFGlyph(advance: advance, width: box.width, height: box.height, xOffset: box.x, yOffset: box.y, mask: mask)
                return (encoding, glyph)
            } else {
                throw .unexpectedKeyword(file: fileName, line: lineNumber, keyword: text([keyword]), context: "inside glyph '\(glyphName)'")
            }
        }
    }

    /// Reads `height` hex rows; a row holds ⌈width / 8⌉ bytes, the leftmost pixel in the top bit.
    /// Rows are appended as they are read, so memory follows what the file holds rather than what
    /// its BBX claims: a 200-byte file cannot ask for gigabytes, nor overflow `width × height`.
    private mutating func readBitmap(glyphName: String, width: Int, height: Int) throws(BDFError) -> CoverageMask {
        var values: [UInt8] = []
        let (claimed, overflow) = width.multipliedReportingOverflow(by: height)
        values.reserveCapacity(overflow ? 0 : min(claimed, bytes.count * 4))
        let digitsNeeded = width > Int.max / 4 ? Int.max : (width + 7) / 8 * 2
        for row in 0..<height {
            guard let range = nextLineRange() else {
                throw .truncated(file: fileName, line: lineNumber + 1, expected: "bitmap row \(row + 1) of \(height) of glyph '\(glyphName)'")
            }
            if BDFLineReader.isKeyword(bytes[range]) {
                throw .tooFewBitmapRows(file: fileName, line: lineNumber, glyph: glyphName, expected: height, found: row)
            }
            guard range.count >= digitsNeeded else {
                throw .badBitmapRow(file: fileName, line: lineNumber, text: String(decoding: bytes[range], as: UTF8.self))
            }
            values.append(contentsOf: repeatElement(0, count: width))
            let decoded = values.withUnsafeMutableBufferPointer { target in
                bytes.withUnsafeBufferPointer { source in
                    BDFLineReader.decodeRow(source.baseAddress! + range.lowerBound, digitCount: range.count, digitsNeeded: digitsNeeded,
                                            into: target.baseAddress! + row &* width, width: width)
                }
            }
            guard decoded else {
                throw .badBitmapRow(file: fileName, line: lineNumber, text: String(decoding: bytes[range], as: UTF8.self))
            }
        }
        return CoverageMask(width: width, height: height, values: values)!
    }

    /// Expands one hex row into `width` coverage bytes (255 where a bit is set). False when the
    /// row is not an even number of hex digits, at least `digitsNeeded` of them.
    static func decodeRow(_ digits: UnsafePointer<UInt8>, digitCount: Int, digitsNeeded: Int, into row: UnsafeMutablePointer<UInt8>, width: Int) -> Bool {
        guard digitCount >= digitsNeeded, digitCount & 1 == 0 else { return false }
        var index = 0
        while index < digitCount {
            guard let nibble = hexValue(digits[index]) else { return false }
            var bit = 0
            while bit < 4 {
                let x = index &* 4 &+ bit
                if x < width && nibble & (8 >> bit) != 0 { row[x] = 255 }
                bit &+= 1
            }
            index &+= 1
        }
        return true
    }

    /// True for words such as `ENDCHAR`: capitals and underscores with at least one letter past F.
    static func isKeyword(_ word: ArraySlice<UInt8>) -> Bool {
        word.withUnsafeBufferPointer { letters in
            var pastF = false
            var index = 0
            while index < letters.count {
                let letter = letters[index]
                guard (letter >= 0x41 && letter <= 0x5A) || letter == 0x5F else { return false }
                if letter > 0x46 { pastF = true }
                index &+= 1
            }
            return pastF
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
