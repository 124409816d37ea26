import Raster
import XCTest

final class ColorConversionTests: XCTestCase {
    func testPremultiplyMatchesRoundedProductForEveryInput() {
        for alpha in 0...255 {
            for channel in 0...255 {
                let expected = UInt8((Double(channel * alpha) / 255).rounded())
                XCTAssertEqual(multiplyRounded(UInt8(channel), UInt8(alpha)), expected, "c=\(channel) a=\(alpha)")
            }
        }
    }

    func testUnpremultiplyInvertsPremultiplyForOpaqueColours() {
        let colour = RGBA8(r: 0x2F, g: 0x6B, b: 0xFF)
        XCTAssertEqual(colour.premultiplied.unpremultiplied, colour)
    }

    func testUnpremultiplyOfTransparentIsTransparentBlack() {
        XCTAssertEqual(PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0).unpremultiplied, .clear)
    }

    func testPremultiplyThenUnpremultiplyStaysWithinOneStepOfTheOriginal() {
        for alpha in stride(from: 1, through: 255, by: 7) {
            for channel in stride(from: 0, through: 255, by: 5) {
                let colour = RGBA8(r: UInt8(channel), g: 0, b: 0, a: UInt8(alpha))
                let back = colour.premultiplied.unpremultiplied
                XCTAssertLessThanOrEqual(abs(Int(back.r) - channel), 255 / alpha + 1, "c=\(channel) a=\(alpha)")
            }
        }
    }

    func testHexParsingAcceptsThreeSixAndEightDigits() {
        XCTAssertEqual(RGBA8(hex: "#2F6BFF"), RGBA8(r: 0x2F, g: 0x6B, b: 0xFF))
        XCTAssertEqual(RGBA8(hex: "2f6bff80"), RGBA8(r: 0x2F, g: 0x6B, b: 0xFF, a: 0x80))
        XCTAssertEqual(RGBA8(hex: "#fff"), .white)
        XCTAssertNil(RGBA8(hex: "#12345"))
        XCTAssertNil(RGBA8(hex: "#GGGGGG"))
    }

    func testHexStringOmitsAlphaOnlyWhenOpaque() {
        XCTAssertEqual(RGBA8(r: 10, g: 255, b: 0).hexString, "#0AFF00")
        XCTAssertEqual(RGBA8(r: 10, g: 255, b: 0, a: 1).hexString, "#0AFF0001")
    }
}
