import Raster
@testable import Tokens
import XCTest

/// Color Module 2025.10 § "Supported color spaces": each converts to sRGB (CSS Color 4 maths).
final class ColorSpaceTests: XCTestCase {
    private let literals = LiteralContext()

    private func color(_ space: String, _ components: String, alpha: String = "") throws -> RGBA8 {
        try literals.color(#"{"colorSpace": "\#(space)", "components": [\#(components)]\#(alpha)}"#)
    }

    /// Tomato (#FF6347) written in each space. The components were computed with ColorAide
    /// (PyPI `coloraide`, an independent implementation of CSS Color 4), six decimals; each
    /// must land on the same sRGB bytes.
    func testTomatoInEverySpaceIsTheSameSRGBColour() throws {
        let tomato = RGBA8(r: 255, g: 99, b: 71)
        let spellings: [(String, String)] = [
            ("srgb", "1, 0.388235, 0.278431"),
            ("srgb-linear", "1, 0.124772, 0.063010"),
            ("hsl", "9.130435, 100, 63.921569"),
            ("hwb", "9.130435, 27.843137, 0"),
            ("lab", "62.990904, 59.364671, 47.880706"),
            ("lch", "62.990904, 76.267465, 38.887989"),
            ("oklab", "0.696219, 0.165230, 0.104541"),
            ("oklch", "0.696219, 0.195525, 32.321434"),
            ("display-p3", "0.928317, 0.428630, 0.319911"),
            ("a98-rgb", "0.877740, 0.388148, 0.289664"),
            ("prophoto-rgb", "0.738402, 0.419225, 0.256038"),
            ("rec2020", "0.846954, 0.494550, 0.355927"),
            ("xyz-d65", "0.468379, 0.306421, 0.094096"),
            ("xyz-d50", "0.493137, 0.315760, 0.071032"),
        ]
        XCTAssertEqual(spellings.count, 14)
        for (space, components) in spellings {
            XCTAssertEqual(try color(space, components), tomato, space)
        }
    }

    func testWideGamutSpacesRoundTripTheirPrimariesThroughXYZ() throws {
        // sRGB white is white in every RGB space.
        for space in ["srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"] {
            XCTAssertEqual(try color(space, "1, 1, 1"), .white, space)
            XCTAssertEqual(try color(space, "0, 0, 0"), .black, space)
        }
    }

    /// Gamut mapping (CSS Color 4 § "CSS gamut mapping to an RGB destination"): out-of-sRGB colours keep OKLCH lightness and hue
    /// and lose chroma. Expected bytes from ColorAide's `minde-chroma` fit (the same CSS
    /// algorithm, JND 0.02), an independent implementation.
    func testOutOfGamutColoursAreMappedByChromaReduction() throws {
        XCTAssertEqual(try color("display-p3", "1, 0, 0"), RGBA8(r: 255, g: 11, b: 12))
        XCTAssertEqual(try color("rec2020", "0, 1, 0"), RGBA8(r: 0, g: 242, b: 114))
        XCTAssertEqual(try color("oklch", "0.7, 0.4, 150"), RGBA8(r: 0, g: 194, b: 72))
        XCTAssertEqual(try color("oklch", "1, 0.3, 100"), .white)
        XCTAssertEqual(try color("oklch", "0, 0.3, 100"), .black)
    }

    /// Color Module § "The none keyword": none counts as 0 when converting.
    func testNoneComponentCountsAsZero() throws {
        XCTAssertEqual(try literals.color(#"{"colorSpace": "hsl", "components": ["none", 0, 100]}"#), .white)
        XCTAssertEqual(try literals.color(#"{"colorSpace": "oklch", "components": [0.5, 0, "none"]}"#), try color("oklch", "0.5, 0, 0"))
    }

    func testAlphaIsKept() throws {
        XCTAssertEqual(try color("oklab", "0, 0, 0", alpha: #", "alpha": 0.5"#), RGBA8(r: 0, g: 0, b: 0, a: 128))
    }

    func testComponentsOutsideTheirRangeAreRefused() {
        XCTAssertThrowsError(try color("hsl", "360, 50, 50")) { error in
            XCTAssertEqual((error as? ValueError)?.message, "hsl hue 360 is outside 0 to 360 (excluded)")
        }
        XCTAssertThrowsError(try color("display-p3", "1.2, 0, 0"))
    }

    func testUnknownColourSpaceListsTheFourteen() {
        XCTAssertThrowsError(try color("cmyk", "0, 0, 0")) { error in
            XCTAssertEqual((error as? ValueError)?.message, "colorSpace \"cmyk\" is not one of the Color Module's: srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50")
        }
    }
}
