import Raster
import XCTest

final class MaskTests: XCTestCase {
    private var glyph: CoverageMask {
        CoverageMask(width: 3, height: 2, values: [255, 0, 128, 0, 255, 0])!
    }

    func testMaskPaintsItsCoverageAtThePixelGiven() {
        let canvas = Canvas(size: Size(width: 6, height: 4), scale: .x1, background: .white)
        canvas.drawMask(glyph, atPixelX: 2, y: 1, paint: .solid(.black))
        XCTAssertEqual(canvas.pixmap[2, 1], SourceOver.unpack(0xFF00_0000))
        XCTAssertEqual(canvas.pixmap[3, 1].r, 255)
        XCTAssertEqual(canvas.pixmap[4, 1].r, 127)
        XCTAssertEqual(canvas.pixmap[3, 2].r, 0)
        XCTAssertEqual(canvas.pixmap[1, 1].r, 255)
    }

    func testMagnifiedMaskRepeatsEachPixel() {
        let canvas = Canvas(size: Size(width: 6, height: 4), scale: .x2)
        canvas.drawMask(glyph, atPixelX: 0, y: 0, magnification: 2, paint: .solid(.black))
        XCTAssertEqual(canvas.pixmap[0, 0].a, 255)
        XCTAssertEqual(canvas.pixmap[1, 1].a, 255)
        XCTAssertEqual(canvas.pixmap[2, 0].a, 0)
        XCTAssertEqual(canvas.pixmap[3, 3].a, 255)
        XCTAssertEqual(canvas.pixmap[5, 1].a, 128)
    }

    func testMaskRespectsTheClip() {
        let canvas = Canvas(size: Size(width: 6, height: 4), scale: .x1)
        canvas.clip(to: Rect(x: 0, y: 0, width: 3, height: 4))
        canvas.drawMask(CoverageMask(width: 6, height: 4, fill: 255), atPixelX: 0, y: 0, paint: .solid(.black))
        XCTAssertEqual(canvas.pixmap[2, 3].a, 255)
        XCTAssertEqual(canvas.pixmap[3, 0].a, 0)
    }

    func testMaskPositionFollowsTheTransform() {
        let canvas = Canvas(size: Size(width: 10, height: 10), scale: .x2)
        canvas.translateBy(x: 3, y: 1)
        let origin = canvas.pixelOrigin(of: Point(x: 1, y: 1))
        XCTAssertEqual(origin.x, 8)
        XCTAssertEqual(origin.y, 4)
    }
}
