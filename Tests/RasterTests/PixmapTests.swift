import Raster
import XCTest

final class PixmapTests: XCTestCase {
    func testBitmapRoundTripsThroughPixmapForOpaqueAndTransparentPixels() {
        var bitmap = Bitmap(width: 3, height: 1)
        bitmap[0, 0] = RGBA8(r: 10, g: 200, b: 30)
        bitmap[2, 0] = RGBA8(r: 255, g: 0, b: 0, a: 128)
        let back = Pixmap(bitmap).makeBitmap()
        XCTAssertEqual(back[0, 0], RGBA8(r: 10, g: 200, b: 30))
        XCTAssertEqual(back[1, 0], .clear)
        XCTAssertEqual(back[2, 0], RGBA8(r: 255, g: 0, b: 0, a: 128))
    }

    func testPixmapStoresPremultipliedColours() {
        let pixmap = Pixmap(width: 1, height: 1, fill: RGBA8(r: 255, g: 100, b: 0, a: 51))
        XCTAssertEqual(pixmap[0, 0], PremultipliedRGBA8(r: 51, g: 20, b: 0, a: 51))
    }
}
