import XCTest
@testable import BitmapText
import Raster

final class FallbackTests: XCTestCase {
    private func faces(of text: String, style: TextStyle = .body) -> Set<String> {
        let layout = TextLayout(text: text, style: style)
        return Set(layout.lines[0].glyphs.map { layout.font.faces[$0.reference.source].name })
    }

    func testGreekAndCyrillicComeFromTheSameFamily() {
        XCTAssertEqual(faces(of: "αβγ привет"), ["inter-400.ppfont"])
        XCTAssertEqual(faces(of: "αβγ", style: .headline), ["inter-600.ppfont"])
        XCTAssertEqual(faces(of: "Ωμέγα", style: .largeTitle), ["interdisplay-400.ppfont"])
    }

    func testMonospacedTextDrawsFromDejaVuSansMono() {
        var code = TextStyle.body
        code.isMonospaced = true
        XCTAssertEqual(faces(of: "let x = 1", style: code), ["mono-400.ppfont"])
    }

    func testUnknownCodePointDrawsTheReplacementBoxAndIsListed() {
        let layout = TextLayout(text: "a\u{E000}b\u{E000}", style: .body)
        XCTAssertEqual(layout.lines[0].glyphs.map(\.reference.glyph).filter { $0 < 0 }.count, 2)
        XCTAssertEqual(layout.missingCharacters, ["\u{E000}"])
        let drawn = layout.drawnGlyphs(scale: .x1)
        XCTAssertEqual(drawn.count, 4)
        // The box: an outline as tall as the capitals (2048/2816 em of 17 pt: 12 px), 0.5 em wide.
        let box = drawn[1].mask
        XCTAssertEqual(box.width, 9)
        XCTAssertEqual(box.height, Int((17.0 * Double(layout.font.primary.capHeight) / Double(layout.font.primary.unitsPerEm)).rounded()))
        XCTAssertEqual(box[0, 0], 255)
        XCTAssertEqual(box[box.width / 2, box.height / 2], 0)
        XCTAssertEqual(TextLayout(text: "Hello", style: .body).missingCharacters, [])
    }

    func testEmojiIsOneClusterDrawnAsOneBox() {
        let layout = TextLayout(text: "👍🏽", style: .body, maxWidth: 1)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertEqual(layout.drawnGlyphs(scale: .x2).count, 1)
        XCTAssertEqual(layout.missingCharacters, ["👍🏽"])
    }

    func testMixedScriptsDrawEveryGlyphAtEveryScale() {
        let layout = TextLayout(text: "Hi αβ при → ● \u{10FFFF}", style: .footnote, maxWidth: 60)
        for scale in [DisplayScale.x1, .x2, .x3] {
            XCTAssertEqual(layout.drawnGlyphs(scale: scale).count, 10, "\(scale)")   // spaces draw nothing
        }
    }
}
