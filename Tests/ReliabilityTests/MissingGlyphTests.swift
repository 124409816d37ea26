@testable import BitmapText
import Raster
import XCTest

/// Fonts that lack the glyphs asked for: text still lays out and draws, a visible box stands in
/// for every missing character, and nothing is silently dropped.
final class MissingGlyphTests: XCTestCase {
    static let fontLackingItsDefaultCharacter = """
        STARTFONT 2.1
        STARTPROPERTIES 4
        PIXEL_SIZE 10
        FONT_ASCENT 8
        FONT_DESCENT 2
        DEFAULT_CHAR 63
        ENDPROPERTIES
        CHARS 1
        STARTCHAR A
        ENCODING 65
        DWIDTH 6 0
        BBX 3 2 0 0
        BITMAP
        E0
        A0
        ENDCHAR
        ENDFONT

        """

    func testFontNamingADefaultCharacterItLacksFallsBackToTheDrawnBox() throws {
        let font = try BDFParser.parse(Array(Self.fontLackingItsDefaultCharacter.utf8), fileName: "lacking.bdf")
        XCTAssertEqual(font.defaultCharacter, 63)
        XCTAssertNil(font.glyphs[63])
        let strike = FontStrike(descriptor: StrikeDescriptor(source: .helvetica, face: .regular, pixelSize: 10), font: font)
        XCTAssertEqual(strike.replacement.mask, ReplacementBox.glyph(pixelSize: 10, ascent: 8).mask)
        XCTAssertEqual(strike.glyph(for: FontStrike.replacementKey, magnifiedBy: 2)?.width, 10)
    }

    func testFontWithNoGlyphsAtAllParses() throws {
        let text = "STARTFONT 2.1\nSTARTPROPERTIES 3\nPIXEL_SIZE 10\nFONT_ASCENT 8\nFONT_DESCENT 2\nENDPROPERTIES\nCHARS 0\nENDFONT\n"
        XCTAssertEqual(try BDFParser.parse(Array(text.utf8), fileName: "empty.bdf").glyphs.count, 0)
    }

    func testTextOfOnlyMissingCharactersDrawsOneBoxEach() {
        let text = String(repeating: "\u{E000}\u{10FFFD}", count: 50)
        let layout = TextLayout(text: text, style: .body)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertEqual(layout.lines[0].glyphs.count, 100)
        XCTAssertTrue(layout.lines[0].glyphs.allSatisfy { $0.reference.scalar == FontStrike.replacementKey })
        var drawn = 0
        layout.draw(at: .zero, scale: .x2) { _, _, _ in drawn += 1 }
        XCTAssertEqual(drawn, 100)
    }

    func testMissingCharactersWrapAndTruncateLikeOthers() {
        let layout = TextLayout(text: String(repeating: "\u{E000} ", count: 200), style: .body, maxWidth: 100, lineLimit: 2)
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertTrue(layout.lines[1].text.hasSuffix("…"))
    }
}
