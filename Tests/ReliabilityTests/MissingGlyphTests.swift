import Foundation
@testable import BitmapText
import Raster
import XCTest

/// Fonts that lack the glyphs asked for: text still lays out and draws, a visible box stands in
/// for every missing character, and nothing is silently dropped.
final class MissingGlyphTests: XCTestCase {
    /// A damaged metrics file (cut anywhere, or with a byte flipped) is refused with an error
    /// naming it, or parses into a face that still lays text out — never a crash.
    func testDamagedFontFilesAreRefusedWithTheirNameNeverACrash() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/BitmapText/Resources/Fonts/mono-400.ppfont")
        let bytes = [UInt8](try Data(contentsOf: url))
        for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
            XCTAssertThrowsError(try BundledFace(name: "cut.ppfont", bytes: Array(bytes[..<cut]), bandURLs: nil)) { error in
                XCTAssertTrue("\(error)".contains("cut.ppfont"), "\(error)")
            }
        }
        for offset in stride(from: 8, to: 60, by: 3) {
            var damaged = bytes
            damaged[offset] ^= 0xA5
            if let face = try? BundledFace(name: "flipped.ppfont", bytes: damaged, bandURLs: nil) {
                XCTAssertGreaterThan(face.unitsPerEm, 0)
            }
        }
    }

    func testTextOfOnlyMissingCharactersDrawsOneBoxEachAndListsThem() {
        let text = String(repeating: "\u{E000}\u{10FFFD}", count: 50)
        let layout = TextLayout(text: text, style: .body)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertEqual(layout.lines[0].glyphs.count, 100)
        XCTAssertTrue(layout.lines[0].glyphs.allSatisfy { $0.reference.glyph < 0 })
        var drawn = 0
        layout.draw(at: .zero, scale: .x2) { _, _, _ in drawn += 1 }
        XCTAssertEqual(drawn, 100)
        XCTAssertEqual(layout.missingCharacters, ["\u{E000}", "\u{10FFFD}"])
    }

    func testMissingCharactersWrapAndTruncateLikeOthers() {
        let layout = TextLayout(text: String(repeating: "\u{E000} ", count: 200), style: .body, maxWidth: 100, lineLimit: 2)
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertTrue(layout.lines[1].text.hasSuffix("…"))
    }
}
