import Raster
import XCTest

final class StrokeTests: XCTestCase {
    func testOnePointHairlineAtTwoXOnWholePixelsIsTwoPixelsWideAndOpaque() {
        let canvas = Canvas(size: Size(width: 20, height: 20), scale: .x2)
        var line = Path()
        line.move(to: Point(x: 2, y: 10.5))
        line.addLine(to: Point(x: 18, y: 10.5))
        canvas.stroke(line, StrokeStyle(width: 1), .solid(.black))
        for y in 0..<40 {
            let expected: UInt8 = (y == 20 || y == 21) ? 255 : 0
            XCTAssertEqual(canvas.pixmap[20, y].a, expected, "row \(y)")
        }
        XCTAssertEqual(canvas.pixmap[3, 20].a, 0)
        XCTAssertEqual(canvas.pixmap[4, 20].a, 255)
        XCTAssertEqual(canvas.pixmap[35, 21].a, 255)
        XCTAssertEqual(canvas.pixmap[36, 21].a, 0)
    }

    func testInsideStrokeStaysInsideTheShapesBounds() {
        for shape in [BasicShape.rect(Rect(x: 4.3, y: 5.2, width: 30, height: 20)),
                      .roundedRect(Rect(x: 4.3, y: 5.2, width: 30, height: 20), CornerRadii(all: 6), .continuous),
                      .capsule(Rect(x: 4.3, y: 5.2, width: 30, height: 20)),
                      .ellipse(Rect(x: 4.3, y: 5.2, width: 30, height: 20))] {
            let border = Canvas(size: Size(width: 40, height: 30), scale: .x2)
            border.strokeBorder(shape, StrokeStyle(width: 3), .solid(.black))
            let fill = Canvas(size: Size(width: 40, height: 30), scale: .x2)
            fill.fill(shape.path, .solid(.black))
            var outside = 0
            for (b, f) in zip(border.pixmap.pixels, fill.pixmap.pixels) where (b >> 24) > (f >> 24) { outside += 1 }
            XCTAssertEqual(outside, 0, "\(shape): pixels more covered by the border than by the shape")
            XCTAssertEqual(border.pixmap[Int(2 * 4.3) + 3, 30].a, 255, "\(shape)")
            XCTAssertEqual(border.pixmap[40, 30].a, 0, "\(shape): the middle stays empty")
        }
    }

    func testCentredStrokeOfARectStraddlesItsEdge() {
        let canvas = Canvas(size: Size(width: 20, height: 20), scale: .x1)
        canvas.stroke(.rect(Rect(x: 5, y: 5, width: 10, height: 10)), StrokeStyle(width: 2), .solid(.black))
        XCTAssertEqual(canvas.pixmap[4, 10].a, 255)
        XCTAssertEqual(canvas.pixmap[5, 10].a, 255)
        XCTAssertEqual(canvas.pixmap[3, 10].a, 0)
        XCTAssertEqual(canvas.pixmap[6, 10].a, 0)
        XCTAssertEqual(canvas.pixmap[4, 4].a, 255, "miter join fills the corner")
    }

    func testBevelJoinCutsTheOuterCornerThatMiterFills() {
        let bevel = Canvas(size: Size(width: 20, height: 20), scale: .x1)
        bevel.stroke(.rect(Rect(x: 5, y: 5, width: 10, height: 10)), StrokeStyle(width: 4, join: .bevel), .solid(.black))
        // The bevel runs from (3, 5) to (5, 3): x + y = 8.
        XCTAssertEqual(bevel.pixmap[3, 3].a, 0)
        XCTAssertEqual(bevel.pixmap[3, 4].a, 128)
        XCTAssertEqual(bevel.pixmap[4, 4].a, 255)
    }

    func testRoundCapExtendsHalfTheWidthBeyondTheEndAndButtCapDoesNot() {
        var line = Path()
        line.move(to: Point(x: 5, y: 10))
        line.addLine(to: Point(x: 15, y: 10))
        let round = Canvas(size: Size(width: 20, height: 20), scale: .x1)
        round.stroke(line, StrokeStyle(width: 6, cap: .round), .solid(.black))
        let butt = Canvas(size: Size(width: 20, height: 20), scale: .x1)
        butt.stroke(line, StrokeStyle(width: 6, cap: .butt), .solid(.black))
        XCTAssertEqual(butt.pixmap[4, 10].a, 0)
        XCTAssertEqual(round.pixmap[3, 10].a, 255)
        XCTAssertGreaterThan(round.pixmap[2, 10].a, 0)
        XCTAssertEqual(round.pixmap[1, 10].a, 0)
    }

    func testSquareCapExtendsAFullHalfSquare() {
        var line = Path()
        line.move(to: Point(x: 5, y: 10))
        line.addLine(to: Point(x: 15, y: 10))
        let canvas = Canvas(size: Size(width: 20, height: 20), scale: .x1)
        canvas.stroke(line, StrokeStyle(width: 4, cap: .square), .solid(.black))
        XCTAssertEqual(canvas.pixmap[3, 8].a, 255)
        XCTAssertEqual(canvas.pixmap[16, 11].a, 255)
        XCTAssertEqual(canvas.pixmap[17, 11].a, 0)
    }

    func testRoundJoinAtAFullReversalRoundsTheTip() {
        var there = Path()
        there.move(to: Point(x: 4, y: 10))
        there.addLine(to: Point(x: 14, y: 10))
        there.addLine(to: Point(x: 6, y: 10))
        let canvas = Canvas(size: Size(width: 20, height: 20), scale: .x1)
        canvas.stroke(there, StrokeStyle(width: 6, join: .round), .solid(.black))
        XCTAssertEqual(canvas.pixmap[15, 10].a, 255, "the half disc reaches 3 px beyond the tip")
        XCTAssertGreaterThan(canvas.pixmap[16, 10].a, 200)
        XCTAssertEqual(canvas.pixmap[17, 10].a, 0)
        XCTAssertEqual(canvas.pixmap[3, 10].a, 0, "butt cap at the start")
    }

    func testDashesLeaveGapsOfTheGivenLength() {
        var line = Path()
        line.move(to: Point(x: 0, y: 2))
        line.addLine(to: Point(x: 20, y: 2))
        let canvas = Canvas(size: Size(width: 20, height: 4), scale: .x1)
        canvas.stroke(line, StrokeStyle(width: 2, dash: [4, 2]), .solid(.black))
        let row = (0..<20).map { canvas.pixmap[$0, 2].a }
        XCTAssertEqual(row, [255, 255, 255, 255, 0, 0, 255, 255, 255, 255, 0, 0, 255, 255, 255, 255, 0, 0, 255, 255])
    }

    func testDashPhaseShiftsThePattern() {
        var line = Path()
        line.move(to: Point(x: 0, y: 2))
        line.addLine(to: Point(x: 12, y: 2))
        let canvas = Canvas(size: Size(width: 12, height: 4), scale: .x1)
        canvas.stroke(line, StrokeStyle(width: 2, dash: [4, 2], dashPhase: 3), .solid(.black))
        let row = (0..<12).map { canvas.pixmap[$0, 2].a }
        XCTAssertEqual(row, [255, 0, 0, 255, 255, 255, 255, 0, 0, 255, 255, 255])
    }

    func testStrokedCircleCoversItsRingArea() {
        let canvas = Canvas(size: Size(width: 60, height: 60), scale: .x1)
        canvas.stroke(.circle(center: Point(x: 30, y: 30), radius: 20), StrokeStyle(width: 4), .solid(.black))
        let area = canvas.pixmap.pixels.reduce(0.0) { $0 + Double($1 >> 24) } / 255
        let expected = Double.pi * (22 * 22 - 18 * 18)
        XCTAssertEqual(area, expected, accuracy: expected * 0.005)
    }
}
