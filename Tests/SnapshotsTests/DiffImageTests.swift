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

    /// Drawn over the actual image's pixels, the diff has the same bytes as drawn into its own
    /// buffer: with a mask (pixelmatch, exact), without one, and for a size change (which
    /// replaces the actual image), so none of the actual image's old pixels is left.
    func testTheDiffDrawnOverTheActualImageIsTheSame() {
        let (a, b) = PixelPairs.pair("moved-diagonal-edge")
        let wide = Bitmap(width: a.width + 1, height: a.height, fill: .black)
        var inverse = b
        inverse.withUnsafeMutableBytes { bytes in for i in bytes.indices { bytes[i] = ~bytes[i] } }
        let cases: [(String, Bitmap, Bitmap, ImageComparator)] = [
            ("pixelmatch", a, b, .pixelmatch()), ("exact", a, b, .exact), ("exact, all different", a, inverse, .exact),
            ("same images", a, a, .exact), ("size change", a, wide, .exact), ("size change, smaller", wide, a, .pixelmatch()),
        ]
        for (name, reference, actual, comparator) in cases {
            let comparison = comparator.compare(reference, actual)
            let expected = DiffImage.draw(reference: reference, actual: actual, comparison: comparison)
            var over = actual
            DiffImage.draw(reference: reference, over: &over, comparison: comparison)
            XCTAssertEqual(over, expected, name)
        }
        // The 700 × 400 pair is drawn in bands of rows outside catalog runs; over the actual image too.
        let (big, changed) = RowBandsTests.pair
        let comparison = ImageComparator.pixelmatch().compare(big, changed)
        var over = changed
        DiffImage.draw(reference: big, over: &over, comparison: comparison)
        XCTAssertEqual(over, DiffImage.draw(reference: big, actual: changed, comparison: comparison))
    }
}
