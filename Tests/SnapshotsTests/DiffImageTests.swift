import Raster
@testable import Snapshots
import XCTest

final class DiffImageTests: XCTestCase {
    func testChangedPixelsAreRedAntiAliasedYellowTheRestFadedGrey() {
        let (a, b) = PixelPairs.pair("moved-diagonal-edge")
        let diff = DiffImage.draw(reference: a, actual: b, comparison: ImageComparator.pixelmatch().compare(a, b))
        let comparison = ImageComparator.pixelmatch().compare(a, b)
        var reds = 0, yellows = 0
        for y in 0..<diff.height {
            for x in 0..<diff.width {
                switch comparison.mask![x, y] {
                case .changed: XCTAssertEqual(diff[x, y], DiffImage.changedColor); reds += 1
                case .antiAliased: XCTAssertEqual(diff[x, y], DiffImage.antiAliasedColor); yellows += 1
                case .same: XCTAssertEqual(diff[x, y].r, diff[x, y].b)
                }
            }
        }
        XCTAssertEqual(reds, 2)
        XCTAssertEqual(yellows, 6)
    }

    func testFadedGreyFollowsPixelmatchTruncation() {
        // pixelmatch: 255 + (Y − 255) · 0.1 · a/255, truncated. Black opaque: 229.5 → 229; white: 255.
        let faded = DiffImage.faded(PixelPairs.bitmap(["#.e"]))
        XCTAssertEqual(faded[0, 0], RGBA8(r: 229, g: 229, b: 229))
        XCTAssertEqual(faded[1, 0], .white)
        XCTAssertEqual(faded[2, 0], RGBA8(r: 242, g: 242, b: 242))
    }

    func testSizeChangeMarksTheAreaOnlyOneImageHas() {
        let a = Bitmap(width: 2, height: 2, fill: .white), b = Bitmap(width: 3, height: 2, fill: .white)
        let diff = DiffImage.draw(reference: a, actual: b, comparison: ImageComparator.exact.compare(a, b))
        XCTAssertEqual(diff.width, 3)
        XCTAssertEqual(diff[2, 1], DiffImage.changedColor)
        XCTAssertEqual(diff[1, 1], .white)
    }
}
