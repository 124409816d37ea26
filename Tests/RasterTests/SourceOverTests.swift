import Raster
import XCTest

final class SourceOverTests: XCTestCase {
    private func over(_ s: PremultipliedRGBA8, _ d: PremultipliedRGBA8) -> PremultipliedRGBA8 {
        SourceOver.unpack(SourceOver.blend(source: SourceOver.pack(s), over: SourceOver.pack(d)))
    }

    private let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
    private let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

    func testTransparentSourceLeavesTheDestinationUnchanged() {
        let d = PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 40)
        XCTAssertEqual(over(.clear, d), d)
    }

    func testOpaqueSourceReplacesTheDestination() {
        XCTAssertEqual(over(white, PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 40)), white)
    }

    func testWhiteOverBlackIsWhite() {
        XCTAssertEqual(over(white, black), white)
    }

    func testAlphaOneWhiteOverBlackRaisesEachChannelByOne() {
        XCTAssertEqual(over(PremultipliedRGBA8(r: 1, g: 1, b: 1, a: 1), black), PremultipliedRGBA8(r: 1, g: 1, b: 1, a: 255))
    }

    func testAlpha254WhiteOverBlackGives254() {
        XCTAssertEqual(over(PremultipliedRGBA8(r: 254, g: 254, b: 254, a: 254), black), PremultipliedRGBA8(r: 254, g: 254, b: 254, a: 255))
    }

    func testAlpha254BlackOverWhiteLeavesOneStep() {
        XCTAssertEqual(over(PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 254), white), PremultipliedRGBA8(r: 1, g: 1, b: 1, a: 255))
    }

    func testHalfWhiteOverHalfWhiteGives192() {
        let half = PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 128)
        // 128 + round(128 · 127 / 255) = 128 + round(63.75) = 192
        XCTAssertEqual(over(half, half), PremultipliedRGBA8(r: 192, g: 192, b: 192, a: 192))
    }

    func testScaleRoundsEveryProductToNearest() {
        for x in stride(from: 0, through: 255, by: 3) {
            for m in 0...255 {
                let expected = UInt32((Double(x * m) / 255).rounded())
                let packed = UInt32(x) | UInt32(x) << 8 | UInt32(x) << 16 | UInt32(x) << 24
                let expectedPacked = expected | expected << 8 | expected << 16 | expected << 24
                XCTAssertEqual(SourceOver.scale(packed, by: UInt32(m)), expectedPacked, "x=\(x) m=\(m)")
            }
        }
    }

    func testHalfOpaqueRedOnCanvasDemultipliesExactly() {
        let canvas = Canvas(size: Size(width: 2, height: 2), scale: .x1)
        canvas.fill(Rect(x: 0, y: 0, width: 2, height: 2), .solid(RGBA8(r: 255, g: 0, b: 0, a: 128)))
        XCTAssertEqual(canvas.makeBitmap()[1, 1], RGBA8(r: 255, g: 0, b: 0, a: 128))
    }
}
