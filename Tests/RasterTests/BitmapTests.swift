import Raster
import XCTest

final class BitmapTests: XCTestCase {
    func testFillCoversExactlyTheClippedRegion() {
        var image = Bitmap(width: 4, height: 3, fill: .white)
        image.fill(Bitmap.Region(x: 2, y: 1, width: 5, height: 5), with: .black)
        for y in 0..<3 {
            for x in 0..<4 {
                XCTAssertEqual(image[x, y], x >= 2 && y >= 1 ? .black : .white, "(\(x), \(y))")
            }
        }
    }

    func testCopyPlacesSourceAndDropsWhatFallsOutside() {
        let red = RGBA8(r: 255, g: 0, b: 0)
        var target = Bitmap(width: 3, height: 3)
        target.copy(Bitmap(width: 2, height: 2, fill: red), toX: 2, y: -1)
        XCTAssertEqual(target[2, 0], red)
        XCTAssertEqual(target[1, 0], .clear)
        XCTAssertEqual(target[2, 1], .clear)
    }

    func testEqualityComparesSizeAndEveryByte() {
        var a = Bitmap(width: 2, height: 2, fill: .white)
        let b = Bitmap(width: 2, height: 2, fill: .white)
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(Bitmap(width: 4, height: 1, fill: .white), b)
        a[1, 1] = RGBA8(r: 255, g: 255, b: 255, a: 254)
        XCTAssertNotEqual(a, b)
    }

    func testCroppedReturnsTheRegionPixels() {
        var image = Bitmap(width: 3, height: 3)
        image[1, 2] = .black
        let crop = image.cropped(to: Bitmap.Region(x: 1, y: 1, width: 5, height: 5))
        XCTAssertEqual(crop.width, 2)
        XCTAssertEqual(crop.height, 2)
        XCTAssertEqual(crop[0, 1], .black)
    }

    func testBytesInitializerRefusesWrongCount() {
        XCTAssertNil(Bitmap(width: 2, height: 2, bytes: [0, 0, 0]))
        XCTAssertNotNil(Bitmap(width: 1, height: 1, bytes: [1, 2, 3, 4]))
    }
}
