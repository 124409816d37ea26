import Raster
import XCTest

final class GradientTests: XCTestCase {
    private func row(_ paint: Paint, width: Int = 256) -> [RGBA8] {
        let canvas = Canvas(size: Size(width: Double(width), height: 1), scale: .x1)
        canvas.fill(Rect(x: 0, y: 0, width: Double(width), height: 1), paint)
        let image = canvas.makeBitmap()
        return (0..<width).map { image[$0, 0] }
    }

    func testGradientRunsFromFirstToLastStopAndClampsBeyond() {
        let pixels = row(.linearGradient(start: Point(x: 28, y: 0), end: Point(x: 228, y: 0),
                                         stops: [GradientStop(.black, at: 0), GradientStop(.white, at: 1)]))
        XCTAssertEqual(pixels[0], .black)
        XCTAssertEqual(pixels[27], .black)
        XCTAssertEqual(pixels[255], .white)
        XCTAssertEqual(pixels[228], .white)
        XCTAssertEqual(Int(pixels[128].r), 128, accuracy: 1)
    }

    func testGradientValuesNeverDecreaseAlongABlackToWhiteRamp() {
        let pixels = row(.linearGradient(start: .zero, end: Point(x: 256, y: 0),
                                         stops: [GradientStop(.black, at: 0), GradientStop(.white, at: 1)]))
        for i in 1..<pixels.count { XCTAssertGreaterThanOrEqual(pixels[i].r, pixels[i - 1].r, "x=\(i)") }
    }

    func testMiddleStopIsHitAtItsLocation() {
        let red = RGBA8(r: 255, g: 0, b: 0)
        let pixels = row(.linearGradient(start: .zero, end: Point(x: 256, y: 0),
                                         stops: [GradientStop(.black, at: 0), GradientStop(red, at: 0.25), GradientStop(.white, at: 1)]))
        // 256 table entries: the stop is within one entry (1/255) of its location.
        XCTAssertEqual(Int(pixels[63].r), 255, accuracy: 4, "just before 0.25 it is nearly red")
        XCTAssertEqual(pixels[64].r, 255)
        XCTAssertLessThanOrEqual(pixels[64].g, 1)
        XCTAssertEqual(pixels[255], .white)
    }

    func testFadingToClearDoesNotDarken() {
        let blue = RGBA8(r: 0, g: 0, b: 255)
        let pixels = row(.linearGradient(start: .zero, end: Point(x: 256, y: 0),
                                         stops: [GradientStop(blue, at: 0), GradientStop(.clear, at: 1)]))
        for p in pixels where p.a > 2 { XCTAssertEqual(p.b, 255, "straight colour stays blue, alpha \(p.a)") }
    }

    func testOpacityScalesTheGradient() {
        let pixels = row(Paint.linearGradient(start: .zero, end: Point(x: 256, y: 0),
                                              stops: [GradientStop(.black, at: 0), GradientStop(.black, at: 1)]).opacity(0.5))
        XCTAssertEqual(pixels[10].a, 128)
    }
}
