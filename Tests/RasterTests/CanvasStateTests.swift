import Raster
import XCTest

final class CanvasStateTests: XCTestCase {
    func testPixelSizeIsPointsTimesScale() {
        let canvas = Canvas(size: Size(width: 390, height: 44), scale: .x3)
        XCTAssertEqual(canvas.pixelWidth, 1170)
        XCTAssertEqual(canvas.pixelHeight, 132)
        XCTAssertEqual(canvas.makeBitmap().width, 1170)
    }

    func testBackgroundFillsTheCanvas() {
        let canvas = Canvas(size: Size(width: 2, height: 2), scale: .x1, background: .white)
        XCTAssertEqual(canvas.makeBitmap()[1, 1], .white)
    }

    func testTranslateAndScaleMoveLaterDrawing() {
        let canvas = Canvas(size: Size(width: 20, height: 20), scale: .x1)
        canvas.translateBy(x: 10, y: 5)
        canvas.scaleBy(x: 2, y: 2)
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), .solid(.black))
        XCTAssertEqual(canvas.pixmap[10, 5].a, 255)
        XCTAssertEqual(canvas.pixmap[11, 6].a, 255)
        XCTAssertEqual(canvas.pixmap[12, 5].a, 0)
        XCTAssertEqual(canvas.pixmap[9, 5].a, 0)
    }

    func testRestoreBringsBackTheTransform() {
        let canvas = Canvas(size: Size(width: 20, height: 20), scale: .x2)
        canvas.save()
        canvas.translateBy(x: 3, y: 3)
        canvas.restore()
        XCTAssertEqual(canvas.transform, Transform(scaleX: 2, y: 2))
    }

    func testEmptyCanvasDrawsNothingAndDoesNotCrash() {
        let canvas = Canvas(size: .zero, scale: .x2)
        canvas.fill(.circle(center: .zero, radius: 4), .solid(.black))
        canvas.drawShadow(of: .rect(Rect(x: 0, y: 0, width: 4, height: 4)), Shadow(color: .black, radius: 2))
        canvas.beginLayer(opacity: 0.5)
        canvas.endLayer()
        XCTAssertEqual(canvas.makeBitmap().width, 0)
    }
}
