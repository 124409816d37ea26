import Raster
@testable import Tokens
import XCTest

final class ColorValueTests: XCTestCase {
    func testObjectFormRoundsComponentsToBytes() throws {
        let node = try JSONParser.parse(##"{"colorSpace": "srgb", "components": [0.1843, 0.4196, 1], "hex": "#2f6bff"}"##, file: "a")
        XCTAssertEqual(try ColorParser.parse(node), RGBA8(r: 0x2F, g: 0x6B, b: 0xFF))
    }

    func testObjectFormReadsAlpha() throws {
        let node = try JSONParser.parse(#"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.4}"#, file: "a")
        XCTAssertEqual(try ColorParser.parse(node), RGBA8(r: 0, g: 0, b: 0, a: 102))
    }

    func testSixDigitHexStringIsOpaque() throws {
        XCTAssertEqual(try ColorParser.parse(JSONNode(.string("#2F6BFF"))), RGBA8(r: 0x2F, g: 0x6B, b: 0xFF))
    }

    func testEightDigitHexStringCarriesAlpha() throws {
        XCTAssertEqual(try ColorParser.parse(JSONNode(.string("#0B0B0F66"))), RGBA8(r: 0x0B, g: 0x0B, b: 0x0F, a: 0x66))
    }

    func testHSLConvertsExactly() throws {
        let node = try JSONParser.parse(#"{"colorSpace": "hsl", "components": [120, 100, 25]}"#, file: "a")
        XCTAssertEqual(try ColorParser.parse(node), RGBA8(r: 0, g: 128, b: 0))
    }

    func testDisplayP3IsRefusedWithAMessage() throws {
        let node = try JSONParser.parse(##"{"colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#ff0000"}"##, file: "a")
        XCTAssertThrowsError(try ColorParser.parse(node)) { error in
            XCTAssertEqual((error as? ValueError)?.message, "colorSpace \"display-p3\" cannot be converted exactly to sRGB; give the colour with \"colorSpace\": \"srgb\" (or hsl/hwb)")
        }
    }

    func testDimensionStringIsNotAColor() {
        XCTAssertThrowsError(try ColorParser.parse(JSONNode(.string("12px")))) { error in
            XCTAssertEqual((error as? ValueError)?.message, "\"12px\" is not a color; expected \"#RRGGBB\", \"#RRGGBBAA\" or {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}")
        }
    }

    /// Token files take the two forms the message names; `RGBA8(hex:)` alone would also take
    /// the CSS shorthand `#RGB` and a missing `#`.
    func testShorthandAndUnmarkedHexAreNotTokenColours() {
        for text in ["#FFF", "2F6BFF", "#2F6BFF0", "#2F6BF"] {
            XCTAssertThrowsError(try ColorParser.parse(JSONNode(.string(text))), text) { error in
                XCTAssertEqual((error as? ValueError)?.message, "\"\(text)\" is not a color; expected \"#RRGGBB\", \"#RRGGBBAA\" or {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}")
            }
        }
    }
}
