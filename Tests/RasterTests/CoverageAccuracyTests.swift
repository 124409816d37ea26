import Raster
import XCTest

final class CoverageAccuracyTests: XCTestCase {
    /// Sum of alpha / 255 over the whole canvas: the area covered, in pixels.
    private func coveredArea(_ canvas: Canvas) -> Double {
        canvas.pixmap.pixels.reduce(0) { $0 + Double($1 >> 24) } / 255
    }

    func testFilledCircleCoversPiRSquaredWithinHalfAPercentForSeveralRadiiAndOffsets() {
        for radius in [4.0, 7.3, 12.5, 30.0, 61.7] {
            for offset in [0.0, 0.25, 0.5, 0.37] {
                let side = Double(Int(2 * radius) + 6)
                let canvas = Canvas(size: Size(width: side, height: side), scale: .x1)
                canvas.fill(.circle(center: Point(x: side / 2 + offset, y: side / 2 + offset * 0.7), radius: radius), .solid(.black))
                let expected = Double.pi * radius * radius
                XCTAssertEqual(coveredArea(canvas), expected, accuracy: expected * 0.005, "r=\(radius) offset=\(offset)")
            }
        }
    }

    func testHalfPixelRectHasExactlyHalfCoveredBorderAndQuarterCorners() {
        let canvas = Canvas(size: Size(width: 12, height: 12), scale: .x1)
        canvas.fill(Rect(x: 0.5, y: 0.5, width: 10, height: 10), .solid(.black))
        for y in 0..<12 {
            for x in 0..<12 {
                let onEdgeX = x == 0 || x == 10, onEdgeY = y == 0 || y == 10
                let insideX = x <= 10, insideY = y <= 10
                let expected: UInt8
                if !insideX || !insideY { expected = 0 }
                else if onEdgeX && onEdgeY { expected = 64 }
                else if onEdgeX || onEdgeY { expected = 128 }
                else { expected = 255 }
                XCTAssertEqual(canvas.pixmap[x, y].a, expected, "(\(x), \(y))")
            }
        }
    }

    func testPixelAlignedRectHasNoFringe() {
        let canvas = Canvas(size: Size(width: 10, height: 10), scale: .x2)
        canvas.fill(Rect(x: 1, y: 1.5, width: 3, height: 2), .solid(.black))
        var values = Set<UInt8>()
        for p in canvas.pixmap.pixels { values.insert(UInt8(p >> 24)) }
        XCTAssertEqual(values, [0, 255])
        XCTAssertEqual(canvas.pixmap[2, 3].a, 255)
        XCTAssertEqual(canvas.pixmap[7, 6].a, 255)
        XCTAssertEqual(canvas.pixmap[8, 6].a, 0)
        XCTAssertEqual(canvas.pixmap[2, 2].a, 0)
    }

    func testShallowEdgeShowsMoreThanSixteenCoverageLevels() {
        var wedge = Path()
        wedge.move(to: Point(x: 0, y: 0))
        wedge.addLine(to: Point(x: 200, y: 0))
        wedge.addLine(to: Point(x: 200, y: 1))
        wedge.closeSubpath()
        let canvas = Canvas(size: Size(width: 200, height: 1), scale: .x1)
        canvas.fill(wedge, .solid(.black))
        let levels = Set((0..<200).map { canvas.pixmap[$0, 0].a })
        XCTAssertGreaterThan(levels.count, 150, "exact area coverage gives one level per 1/255 of a pixel")
    }

    func testEvenOddLeavesTheInnerContourEmptyWhileNonZeroFillsIt() {
        var rings = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        rings.addPath(.rect(Rect(x: 3, y: 3, width: 4, height: 4)))
        let evenOdd = Canvas(size: Size(width: 10, height: 10), scale: .x1)
        evenOdd.fill(rings, .solid(.black), rule: .evenOdd)
        let nonZero = Canvas(size: Size(width: 10, height: 10), scale: .x1)
        nonZero.fill(rings, .solid(.black), rule: .nonZero)
        XCTAssertEqual(evenOdd.pixmap[5, 5].a, 0)
        XCTAssertEqual(evenOdd.pixmap[1, 1].a, 255)
        XCTAssertEqual(nonZero.pixmap[5, 5].a, 255)
    }

    func testShapesPartlyOffCanvasStillFillTheVisiblePixels() {
        let canvas = Canvas(size: Size(width: 10, height: 10), scale: .x1)
        canvas.fill(Rect(x: -20, y: -20, width: 25.5, height: 100), .solid(.black))
        XCTAssertEqual(canvas.pixmap[0, 9].a, 255)
        XCTAssertEqual(canvas.pixmap[4, 0].a, 255)
        XCTAssertEqual(canvas.pixmap[5, 0].a, 128)
        XCTAssertEqual(canvas.pixmap[6, 0].a, 0)
    }
}
