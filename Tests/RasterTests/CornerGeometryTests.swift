import Raster
import XCTest

final class CornerGeometryTests: XCTestCase {
    /// How many pixels of the top row, counted from the top-right vertex, the corner bites into.
    private func cornerBite(_ style: CornerStyle, radius: Double) -> Int {
        let canvas = Canvas(size: Size(width: 200, height: 200), scale: .x1)
        canvas.fill(.roundedRect(Rect(x: 0, y: 0, width: 200, height: 200), cornerRadius: radius, style: style), .solid(.black))
        var count = 0
        for x in stride(from: 199, through: 100, by: -1) where canvas.pixmap[x, 0].a < 255 { count += 1 }
        return count
    }

    func testCircularCornerLeavesTheEdgeOneRadiusFromTheVertex() {
        XCTAssertEqual(cornerBite(.circular, radius: 40), 40)
    }

    func testContinuousCornerLeavesTheEdgeAboutOnePointFiveTwoEightRadiiFromTheVertex() {
        let bite = cornerBite(.continuous, radius: 40)
        // The curve starts at 61.1 px but hugs the edge at first (it is 1/255 px deep after a few px).
        XCTAssertGreaterThan(bite, 50)
        XCTAssertLessThanOrEqual(bite, 62)
    }

    func testContinuousCornerCutsLessDeepAtTheDiagonalThanACircularOne() {
        let circular = Canvas(size: Size(width: 100, height: 100), scale: .x1)
        circular.fill(.roundedRect(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 30, style: .circular), .solid(.black))
        let continuous = Canvas(size: Size(width: 100, height: 100), scale: .x1)
        continuous.fill(.roundedRect(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 30, style: .continuous), .solid(.black))
        // On the diagonal the circular corner is 0.2929·r (8.8 px) deep from the vertex.
        XCTAssertEqual(circular.pixmap[7, 7].a, 0)
        XCTAssertEqual(circular.pixmap[10, 10].a, 255)
        XCTAssertNotEqual(circular.pixmap, continuous.pixmap)
    }

    func testCapsuleKeepsCircularEndsOfHalfItsHeight() {
        let capsule = Canvas(size: Size(width: 100, height: 40), scale: .x2)
        capsule.fill(.capsule(in: Rect(x: 0, y: 0, width: 100, height: 40)), .solid(.black))
        let circle = Canvas(size: Size(width: 100, height: 40), scale: .x2)
        circle.fill(.circle(center: Point(x: 20, y: 20), radius: 20), .solid(.black))
        var worst = 0
        for y in 0..<80 {
            for x in 0..<40 { worst = max(worst, abs(Int(capsule.pixmap[x, y].a) - Int(circle.pixmap[x, y].a))) }
        }
        XCTAssertLessThanOrEqual(worst, 1, "left end differs from a circle of radius h/2")
    }

    func testCapsuleIsVerticalWhenTallerThanWide() {
        let canvas = Canvas(size: Size(width: 20, height: 60), scale: .x1)
        canvas.fill(.capsule(in: Rect(x: 0, y: 0, width: 20, height: 60)), .solid(.black))
        // Straight sides from y = 10 to 50, semicircles above and below.
        XCTAssertEqual(canvas.pixmap[0, 10].a, 255)
        XCTAssertEqual(canvas.pixmap[0, 49].a, 255)
        XCTAssertLessThan(canvas.pixmap[0, 9].a, 255)
        XCTAssertLessThan(canvas.pixmap[0, 50].a, 255)
        XCTAssertEqual(canvas.pixmap[10, 1].a, 255)
    }

    func testPerCornerRadiiRoundOnlyTheCornersGiven() {
        let canvas = Canvas(size: Size(width: 40, height: 40), scale: .x1)
        canvas.fill(.roundedRect(Rect(x: 0, y: 0, width: 40, height: 40),
                                 cornerRadii: CornerRadii(topLeading: 10, topTrailing: 0, bottomTrailing: 10, bottomLeading: 0),
                                 style: .circular), .solid(.black))
        XCTAssertEqual(canvas.pixmap[0, 0].a, 0)
        XCTAssertEqual(canvas.pixmap[39, 0].a, 255)
        XCTAssertEqual(canvas.pixmap[39, 39].a, 0)
        XCTAssertEqual(canvas.pixmap[0, 39].a, 255)
    }
}
