import Raster
import XCTest

final class ShadowTests: XCTestCase {
    private func shadowRow(radius: Double, scale: DisplayScale = .x1) -> Canvas {
        let canvas = Canvas(size: Size(width: 80, height: 80), scale: scale)
        canvas.drawShadow(of: .rect(Rect(x: 20, y: 20, width: 40, height: 40)), Shadow(color: .black, radius: radius))
        return canvas
    }

    func testShadowIsHalfStrengthAtTheShapesEdgeAndFullInside() {
        let canvas = shadowRow(radius: 4)
        XCTAssertEqual(Int(canvas.pixmap[40, 40].a), 255)
        XCTAssertEqual(Int(canvas.pixmap[20, 40].a), 128 + 16, accuracy: 20, "the edge pixel lies half a pixel inside")
        XCTAssertEqual(canvas.pixmap[2, 40].a, 0)
    }

    func testShadowKeepsTheShapesAlphaMass() {
        let canvas = shadowRow(radius: 3)
        let mass = canvas.pixmap.pixels.reduce(0.0) { $0 + Double($1 >> 24) } / 255
        XCTAssertEqual(mass, 1600, accuracy: 16)
    }

    func testShadowRadiusIsStandardDeviationInPoints() {
        // σ = radius points: the blur spreads twice as many pixels at 2x, the same in points.
        let x1 = shadowRow(radius: 4, scale: .x1), x2 = shadowRow(radius: 4, scale: .x2)
        XCTAssertEqual(Int(x1.pixmap[16, 40].a), Int(x2.pixmap[33, 81].a), accuracy: 12)
    }

    func testShadowIsOffsetByItsOffset() {
        let canvas = Canvas(size: Size(width: 80, height: 80), scale: .x1)
        canvas.drawShadow(of: .rect(Rect(x: 20, y: 20, width: 20, height: 20)), Shadow(color: .black, radius: 1, x: 10, y: 20))
        XCTAssertEqual(canvas.pixmap[35, 50].a, 255)
        XCTAssertEqual(canvas.pixmap[25, 25].a, 0)
    }

    func testShadowIsMirrorSymmetricForASymmetricShape() {
        let canvas = shadowRow(radius: 5)
        for y in 0..<80 {
            for x in 0..<80 { XCTAssertEqual(canvas.pixmap[x, y], canvas.pixmap[79 - x, 79 - y], "(\(x), \(y))") }
        }
    }
}
