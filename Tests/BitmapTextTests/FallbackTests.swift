import XCTest
@testable import BitmapText
import Raster

final class FallbackTests: XCTestCase {
    private func sources(of text: String, style: TextStyle = .body) -> [StrikeDescriptor] {
        let layout = TextLayout(text: text, style: style)
        return layout.lines[0].glyphs.map { layout.font.strikes[$0.reference.source].descriptor }
    }

    func testGreekWordDrawsFromMiscFixed() {
        XCTAssertEqual(Set(sources(of: "αβγ").map(\.resourceName)), ["fixed-regular-18"])
    }

    func testCyrillicWordDrawsFromMiscFixed() {
        XCTAssertEqual(Set(sources(of: "привет").map(\.resourceName)), ["fixed-regular-18"])
    }

    func testGreekInBoldTextDrawsFromBoldMiscFixed() {
        XCTAssertEqual(Set(sources(of: "α", style: .headline).map(\.resourceName)), ["fixed-bold-18"])
    }

    func testFallbackAdvancesComeFromMiscFixed() {
        // fixed-regular-18.bdf: every glyph DWIDTH 9.
        XCTAssertEqual(TextLayout(text: "αβγ", style: .body).size.width, 27)
    }

    func testLatinTextStaysInHelvetica() {
        XCTAssertEqual(Set(sources(of: "Hello").map(\.resourceName)), ["helvetica-regular-17"])
    }

    func testUnknownCodePointDrawsTheReplacementBox() throws {
        let layout = TextLayout(text: "\u{E000}", style: .body)
        XCTAssertEqual(layout.lines[0].glyphs.map(\.reference.scalar), [FontStrike.replacementKey])
        let drawn = layout.drawnGlyphs(scale: .x1)
        let box = try FontLibrary.shared.load(StrikeDescriptor(source: .helvetica, face: .regular, pixelSize: 17)).replacement
        XCTAssertEqual(drawn.map(\.mask), [box.mask])
        XCTAssertEqual(layout.size.width, 12)   // DWIDTH of char0, the DEFAULT_CHAR
    }

    func testEmojiIsOneClusterDrawnAsOneBox() {
        let layout = TextLayout(text: "👍🏽", style: .body, maxWidth: 1)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertEqual(layout.drawnGlyphs(scale: .x2).count, 1)
    }

    func testMixedScriptsDrawEveryGlyphAtEveryScale() {
        let layout = TextLayout(text: "Hi αβ при → ┌─┐ \u{10FFFF}", style: .footnote, maxWidth: 60)
        for scale in [DisplayScale.x1, .x2, .x3] {
            XCTAssertEqual(layout.drawnGlyphs(scale: scale).count, 12, "\(scale)")   // spaces draw nothing
        }
    }
}
