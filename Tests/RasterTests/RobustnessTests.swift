import Raster
import XCTest

final class RobustnessTests: XCTestCase {
    func testNonFiniteGeometryDoesNotTrap() {
        let canvas = Canvas(size: Size(width: 20, height: 20), scale: .x2)
        canvas.fill(.circle(center: Point(x: .nan, y: 3), radius: 4), .solid(.black))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: .infinity, height: 4)), .solid(.black))
        canvas.stroke(.circle(center: Point(x: 10, y: 10), radius: .nan), StrokeStyle(width: 2), .solid(.black))
        canvas.drawShadow(of: .rect(Rect(x: 2, y: 2, width: 4, height: 4)), Shadow(color: .black, radius: .nan, x: .nan))
        canvas.beginLayer(shadow: Shadow(color: .black, radius: 1e300, x: .infinity))
        canvas.fill(Rect(x: 2, y: 2, width: 4, height: 4), .solid(.black))
        canvas.endLayer()
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4),
                    .linearGradient(start: .zero, end: Point(x: 1e-200, y: 0), stops: [GradientStop(.black, at: 0), GradientStop(.white, at: 1)]))
        _ = canvas.pixelOrigin(of: Point(x: .nan, y: .infinity))
        XCTAssertEqual(canvas.makeBitmap().width, 40)
        XCTAssertEqual(Canvas(size: Size(width: .nan, height: 2), scale: .x1).pixelWidth, 0)
    }

    func testSubPixelDashPatternOnALongPathFinishes() {
        let canvas = Canvas(size: Size(width: 100, height: 10), scale: .x1)
        var line = Path()
        line.move(to: Point(x: 0, y: 5))
        line.addLine(to: Point(x: 1e6, y: 5))
        canvas.stroke(line, StrokeStyle(width: 2, dash: [0.001, 0.001]), .solid(.black))
        XCTAssertGreaterThan(canvas.pixmap[1, 5].a, 0)
    }
}
