import Raster
import XCTest

final class LayerTests: XCTestCase {
    func testOpacityLayerCompositesOverlapsOnce() {
        let canvas = Canvas(size: Size(width: 10, height: 4), scale: .x1, background: .white)
        canvas.beginLayer(opacity: 0.5)
        canvas.fill(Rect(x: 0, y: 0, width: 6, height: 4), .solid(.black))
        canvas.fill(Rect(x: 4, y: 0, width: 6, height: 4), .solid(.black))
        canvas.endLayer()
        // 50 % black over white everywhere, overlap included: 255 − round(255·128/255) = 127.
        XCTAssertEqual(canvas.makeBitmap()[1, 1], RGBA8(r: 127, g: 127, b: 127))
        XCTAssertEqual(canvas.makeBitmap()[5, 1], RGBA8(r: 127, g: 127, b: 127))
    }

    func testWithoutALayerTranslucentOverlapsDarken() {
        let canvas = Canvas(size: Size(width: 10, height: 4), scale: .x1, background: .white)
        canvas.fill(Rect(x: 0, y: 0, width: 6, height: 4), .solid(.black).opacity(0.5))
        canvas.fill(Rect(x: 4, y: 0, width: 6, height: 4), .solid(.black).opacity(0.5))
        XCTAssertLessThan(canvas.makeBitmap()[5, 1].r, canvas.makeBitmap()[1, 1].r)
    }

    func testNestedLayersMultiplyTheirOpacities() {
        let canvas = Canvas(size: Size(width: 2, height: 2), scale: .x1)
        canvas.beginLayer(opacity: 0.5)
        canvas.beginLayer(opacity: 0.5)
        canvas.fill(Rect(x: 0, y: 0, width: 2, height: 2), .solid(.black))
        canvas.endLayer()
        canvas.endLayer()
        XCTAssertEqual(canvas.pixmap[0, 0].a, 64)
    }

    func testLayerShadowFallsBelowAndBesideTheLayer() {
        let canvas = Canvas(size: Size(width: 40, height: 40), scale: .x1, background: .white)
        canvas.beginLayer(shadow: Shadow(color: .black, radius: 2, x: 4, y: 4))
        canvas.fill(Rect(x: 10, y: 10, width: 10, height: 10), .solid(.white))
        canvas.endLayer()
        let image = canvas.makeBitmap()
        XCTAssertEqual(image[15, 15], .white, "the layer covers its own shadow")
        XCTAssertLessThan(image[22, 22].r, 200, "shadow beyond the bottom-right corner")
        XCTAssertEqual(image[5, 5], .white, "nothing above the top-left")
    }
}
