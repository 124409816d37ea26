import Raster
@testable import Tokens
import XCTest

final class ColorValueTests: XCTestCase {
    private let literals = LiteralContext()

    func testObjectFormRoundsComponentsToBytes() throws {
        let node = try JSONParser.parse(##"{"colorSpace": "srgb", "components": [0.1843, 0.4196, 1], "hex": "#2f6bff"}"##, file: "a")
        XCTAssertEqual(try ColorParser.parse(node, context: literals.context), RGBA8(r: 0x2F, g: 0x6B, b: 0xFF))
    }

    func testObjectFormReadsAlpha() throws {
        let node = try JSONParser.parse(#"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.4}"#, file: "a")
        XCTAssertEqual(try ColorParser.parse(node, context: literals.context), RGBA8(r: 0, g: 0, b: 0, a: 102))
    }

    func testSixDigitHexStringIsOpaque() throws {
        XCTAssertEqual(try ColorParser.parse(JSONNode(.string("#2F6BFF")), context: literals.context), RGBA8(r: 0x2F, g: 0x6B, b: 0xFF))
    }

    func testEightDigitHexStringCarriesAlpha() throws {
        XCTAssertEqual(try ColorParser.parse(JSONNode(.string("#0B0B0F66")), context: literals.context), RGBA8(r: 0x0B, g: 0x0B, b: 0x0F, a: 0x66))
    }

    func testHSLConvertsExactly() throws {
        let node = try JSONParser.parse(#"{"colorSpace": "hsl", "components": [120, 100, 25]}"#, file: "a")
        XCTAssertEqual(try ColorParser.parse(node, context: literals.context), RGBA8(r: 0, g: 128, b: 0))
    }

    func testDimensionStringIsNotAColor() {
        XCTAssertThrowsError(try ColorParser.parse(JSONNode(.string("12px")), context: literals.context)) { error in
            XCTAssertEqual((error as? ValueError)?.message, "\"12px\" is not a color; " + ColorParser.expected)
        }
    }

    /// Old-style hex strings take only `#RRGGBB`/`#RRGGBBAA`; `RGBA8(hex:)` alone would also take
    /// the CSS shorthand `#RGB` and a missing `#`. The message names the 2025.10 form.
    func testShorthandAndUnmarkedHexAreNotTokenColours() {
        for text in ["#FFF", "2F6BFF", "#2F6BFF0", "#2F6BF"] {
            XCTAssertThrowsError(try ColorParser.parse(JSONNode(.string(text)), context: literals.context), text) { error in
                XCTAssertEqual((error as? ValueError)?.message, "\"\(text)\" is not a color; expected {\"colorSpace\": \"srgb\", \"components\": [r, g, b]} (colour spaces: srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50)")
            }
        }
    }
}
