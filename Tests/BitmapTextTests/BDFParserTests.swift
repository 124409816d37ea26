import XCTest
@testable import BitmapText
import Raster

final class BDFParserTests: XCTestCase {
    /// A two-glyph font: "A" (3×2 bitmap) and space.
    private let valid = """
        STARTFONT 2.1
        FONT -test-tiny-medium-r-normal--4-40-75-75-p-30-iso10646-1
        SIZE 4 75 75
        FONTBOUNDINGBOX 3 3 0 -1
        STARTPROPERTIES 3
        PIXEL_SIZE 4
        FONT_ASCENT 3
        FONT_DESCENT 1
        ENDPROPERTIES
        CHARS 2
        STARTCHAR A
        ENCODING 65
        SWIDTH 750 0
        DWIDTH 4 0
        BBX 3 2 0 1
        BITMAP
        40
        A0
        ENDCHAR
        STARTCHAR space
        ENCODING 32
        SWIDTH 250 0
        DWIDTH 2 0
        BBX 0 0 0 0
        BITMAP
        ENDCHAR
        ENDFONT

        """

    private func parse(_ text: String) throws(BDFError) -> BDFFont {
        try BDFParser.parse(Array(text.utf8), fileName: "tiny.bdf")
    }

    private func error(parsing text: String) -> BDFError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    func testParsesMetricsAdvancesAndBitmapsWithLeftPixelInTheTopBit() throws {
        let font = try parse(valid)
        XCTAssertEqual(font.pixelSize, 4)
        XCTAssertEqual(font.ascent, 3)
        XCTAssertEqual(font.descent, 1)
        XCTAssertNil(font.defaultCharacter)
        let glyph = try XCTUnwrap(font.glyphs[65])
        XCTAssertEqual([glyph.advance, glyph.width, glyph.height, glyph.xOffset, glyph.yOffset], [4, 3, 2, 0, 1])
        XCTAssertEqual(glyph.mask.values, [0, 255, 0, 255, 0, 255])
        XCTAssertEqual(font.glyphs[32]?.advance, 2)
    }

    func testRejectsTruncatedFileNamingTheLineWhereItEnds() {
        let truncated = valid.components(separatedBy: "\n").prefix(17).joined(separator: "\n")
        let error = error(parsing: truncated)
        XCTAssertEqual(error, .truncated(file: "tiny.bdf", line: 18, expected: "bitmap row 2 of 2 of glyph 'A'"))
        XCTAssertTrue(error?.description.hasPrefix("tiny.bdf:18: ") == true, error?.description ?? "")
    }

    func testRejectsBoundingBoxWithThreeNumbersNamingItsLine() {
        let error = error(parsing: valid.replacingOccurrences(of: "BBX 3 2 0 1", with: "BBX 3 2 0"))
        XCTAssertEqual(error, .badBoundingBox(file: "tiny.bdf", line: 15, text: "BBX 3 2 0"))
        XCTAssertTrue(error?.description.contains("tiny.bdf:15:") == true)
    }

    func testRejectsBoundingBoxWithNegativeHeight() {
        let error = error(parsing: valid.replacingOccurrences(of: "BBX 3 2 0 1", with: "BBX 3 -2 0 1"))
        XCTAssertEqual(error, .badBoundingBox(file: "tiny.bdf", line: 15, text: "BBX 3 -2 0 1"))
    }

    func testRejectsBitmapWithFewerRowsThanItsHeightNamingTheEndcharLine() {
        let error = error(parsing: valid.replacingOccurrences(of: "40\nA0\n", with: "40\n"))
        XCTAssertEqual(error, .tooFewBitmapRows(file: "tiny.bdf", line: 18, glyph: "A", expected: 2, found: 1))
        XCTAssertTrue(error?.description.contains("tiny.bdf:18: glyph 'A' has 1 bitmap rows but its BBX height is 2") == true)
    }

    func testRejectsBitmapRowThatIsNotHex() {
        let error = error(parsing: valid.replacingOccurrences(of: "A0\n", with: "0Z\n"))
        XCTAssertEqual(error, .badBitmapRow(file: "tiny.bdf", line: 18, text: "0Z"))
    }

    func testRejectsWrongGlyphCount() {
        let error = error(parsing: valid.replacingOccurrences(of: "CHARS 2", with: "CHARS 3"))
        XCTAssertEqual(error, .glyphCountMismatch(file: "tiny.bdf", line: 10, declared: 3, found: 2))
    }

    func testRejectsFontWithoutAscent() {
        let error = error(parsing: valid.replacingOccurrences(of: "FONT_ASCENT 3\n", with: "").replacingOccurrences(of: "STARTPROPERTIES 3", with: "STARTPROPERTIES 2"))
        XCTAssertEqual(error, .missingProperty(file: "tiny.bdf", name: "FONT_ASCENT"))
    }

    func testRejectsUnknownKeywordInsideGlyph() {
        let error = error(parsing: valid.replacingOccurrences(of: "SWIDTH 750 0", with: "WIDTH 750 0"))
        XCTAssertEqual(error, .unexpectedKeyword(file: "tiny.bdf", line: 13, keyword: "WIDTH", context: "inside glyph 'A'"))
    }

    func testFontWithoutDefaultCharacterGetsADrawnReplacementBox() throws {
        let strike = FontStrike(descriptor: StrikeDescriptor(source: .helvetica, face: .regular, pixelSize: 4), font: try parse(valid))
        XCTAssertEqual(strike.replacement.mask, CoverageMask(width: 3, height: 3, values: [255, 255, 255, 255, 0, 255, 255, 255, 255]))
    }
}
