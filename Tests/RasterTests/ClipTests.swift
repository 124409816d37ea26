import Raster
import XCTest

final class ClipTests: XCTestCase {
    func testPixelAlignedRectClipCutsWithoutFringe() {
        let canvas = Canvas(size: Size(width: 10, height: 10), scale: .x1)
        canvas.clip(to: Rect(x: 2, y: 2, width: 4, height: 4))
        canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), .solid(.black))
        XCTAssertEqual(canvas.pixmap[2, 2].a, 255)
        XCTAssertEqual(canvas.pixmap[5, 5].a, 255)
        XCTAssertEqual(canvas.pixmap[6, 5].a, 0)
        XCTAssertEqual(canvas.pixmap[1, 2].a, 0)
    }

    func testPathClipHasAntiAliasedEdges() {
        let canvas = Canvas(size: Size(width: 10, height: 10), scale: .x1)
        canvas.clip(to: Rect(x: 2.5, y: 0, width: 5, height: 10))
        canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), .solid(.black))
        XCTAssertEqual(canvas.pixmap[2, 5].a, 128)
        XCTAssertEqual(canvas.pixmap[3, 5].a, 255)
        XCTAssertEqual(canvas.pixmap[7, 5].a, 128)
    }

    func testClipsIntersect() {
        let canvas = Canvas(size: Size(width: 20, height: 20), scale: .x1)
        canvas.clip(to: .circle(center: Point(x: 10, y: 10), radius: 8))
        canvas.clip(to: Rect(x: 10, y: 0, width: 10, height: 20))
        canvas.fill(Rect(x: 0, y: 0, width: 20, height: 20), .solid(.black))
        XCTAssertEqual(canvas.pixmap[5, 10].a, 0, "outside the second clip")
        XCTAssertEqual(canvas.pixmap[12, 10].a, 255, "inside both")
        XCTAssertEqual(canvas.pixmap[19, 10].a, 0, "outside the circle")
    }

    func testPartialClipCoverageMultipliesWithShapeCoverage() {
        let canvas = Canvas(size: Size(width: 4, height: 4), scale: .x1)
        canvas.clip(to: Rect(x: 0.5, y: 0, width: 4, height: 4))
        canvas.fill(Rect(x: 0, y: 0.5, width: 4, height: 4), .solid(.black))
        XCTAssertEqual(canvas.pixmap[0, 0].a, 64)
    }

    func testRestoreRemovesTheClip() {
        let canvas = Canvas(size: Size(width: 10, height: 10), scale: .x1)
        canvas.save()
        canvas.clip(to: .circle(center: Point(x: 5, y: 5), radius: 2))
        canvas.restore()
        canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), .solid(.black))
        XCTAssertEqual(canvas.pixmap[0, 0].a, 255)
    }

    func testGradientIsClippedLikeASolid() {
        let canvas = Canvas(size: Size(width: 10, height: 10), scale: .x1)
        canvas.clip(to: .circle(center: Point(x: 5, y: 5), radius: 3))
        canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10),
                    .linearGradient(start: .zero, end: Point(x: 10, y: 0), stops: [GradientStop(.black, at: 0), GradientStop(.black, at: 1)]))
        XCTAssertEqual(canvas.pixmap[0, 0].a, 0)
        XCTAssertEqual(canvas.pixmap[5, 5].a, 255)
    }
}
