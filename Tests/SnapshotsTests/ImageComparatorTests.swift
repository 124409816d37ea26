import Raster
@testable import Snapshots
import XCTest

final class ImageComparatorTests: XCTestCase {
    func testExactPassesEqualBitmapsWithoutAMask() {
        let image = PixelPairs.bitmap(["r.#", "b.g"])
        let result = ImageComparator.exact.compare(image, image)
        XCTAssertTrue(result.passed)
        XCTAssertTrue(result.identical)
        XCTAssertNil(result.mask)
    }

    func testExactCountsEveryPixelThatDiffersInAnyChannel() {
        var b = Bitmap(width: 4, height: 4, fill: .white)
        let a = b
        b[1, 1] = RGBA8(r: 255, g: 255, b: 254)
        b[2, 3] = RGBA8(r: 255, g: 255, b: 255, a: 254)
        let result = ImageComparator.exact.compare(a, b)
        XCTAssertEqual(result.differingPixels, 2)
        XCTAssertFalse(result.passed)
        XCTAssertEqual(result.ratio, 2.0 / 16.0)
    }

    func testToleranceIgnoresChannelDifferencesUpToTheLimit() {
        let a = Bitmap(width: 3, height: 1, fill: RGBA8(r: 100, g: 100, b: 100))
        var b = a
        b[0, 0] = RGBA8(r: 103, g: 100, b: 100)
        b[1, 0] = RGBA8(r: 100, g: 96, b: 100)
        b[2, 0] = RGBA8(r: 100, g: 100, b: 100, a: 251)
        XCTAssertEqual(ImageComparator.tolerance(channel: 3).compare(a, b).differingPixels, 2)
        XCTAssertEqual(ImageComparator.tolerance(channel: 4).compare(a, b).differingPixels, 0)
    }

    func testToleranceBudgetAcceptsACountOrARatio() {
        let (a, b) = PixelPairs.pair("solid-square")   // 9 of 72 pixels differ
        XCTAssertFalse(ImageComparator.tolerance(channel: 0, maxPixels: 8).compare(a, b).passed)
        XCTAssertTrue(ImageComparator.tolerance(channel: 0, maxPixels: 9).compare(a, b).passed)
        XCTAssertTrue(ImageComparator.tolerance(channel: 0, maxRatio: 0.125).compare(a, b).passed)
        XCTAssertFalse(ImageComparator.tolerance(channel: 0, maxRatio: 0.12).compare(a, b).passed)
    }

    func testPerceptualPrecisionAllowsDifferencesBelowTheDeltaEThreshold() {
        let a = Bitmap(width: 2, height: 1, fill: RGBA8(r: 128, g: 128, b: 128))
        var b = a
        b[0, 0] = RGBA8(r: 130, g: 130, b: 130)   // ΔE ≈ 0.8
        XCTAssertEqual(ImageComparator.perceptual(perceptualPrecision: 0.98).compare(a, b).differingPixels, 0)
        b[1, 0] = RGBA8(r: 140, g: 140, b: 140)   // ΔE ≈ 4.6
        XCTAssertEqual(ImageComparator.perceptual(perceptualPrecision: 0.98).compare(a, b).differingPixels, 1)
        XCTAssertEqual(ImageComparator.perceptual(perceptualPrecision: 0.95).compare(a, b).differingPixels, 0)
    }

    func testPrecisionIsTheFractionOfPixelsThatMustMatch() {
        var a = Bitmap(width: 10, height: 1, fill: .white)
        let b = a
        a[0, 0] = .black
        XCTAssertTrue(ImageComparator.perceptual(precision: 0.9).compare(a, b).passed)
        XCTAssertFalse(ImageComparator.perceptual(precision: 0.91).compare(a, b).passed)
    }

    func testPerceptualSeesAChangeOfAlphaAlone() {
        let a = PixelPairs.bitmap(["w"]), b = PixelPairs.bitmap(["."])
        XCTAssertEqual(ImageComparator.perceptual().compare(a, b).differingPixels, 1)
    }

    func testWorstDeltaEOfBlackAgainstWhiteIsOneHundred() {
        let result = ImageComparator.exact.compare(PixelPairs.bitmap([".."]), PixelPairs.bitmap([".#"]))
        XCTAssertEqual(result.worstDeltaE, 100, accuracy: 0.01)
    }

    func testLabOfPureRedMatchesTheCIEReference() {
        let red = CIELab(red: 255, green: 0, blue: 0)
        XCTAssertEqual(red.l, 53.24, accuracy: 0.01)
        XCTAssertEqual(red.a, 80.09, accuracy: 0.01)
        XCTAssertEqual(red.b, 67.20, accuracy: 0.01)
        XCTAssertEqual(CIELab(red: 255, green: 255, blue: 255).l, 100, accuracy: 0.0001)
    }

    func testSizeChangeFailsAndReportsBothSizes() {
        let result = ImageComparator.pixelmatch().compare(Bitmap(width: 100, height: 40), Bitmap(width: 100, height: 44))
        XCTAssertFalse(result.passed)
        XCTAssertTrue(result.sizeChanged)
        XCTAssertEqual(result.summary, "size changed from 100×40 to 100×44")
    }

    func testChangedRegionsGroupNearbyPixelsAndSeparateDistantOnes() {
        let a = Bitmap(width: 64, height: 64, fill: .white)
        var b = a
        b.fill(Bitmap.Region(x: 2, y: 3, width: 4, height: 2), with: .black)
        b.fill(Bitmap.Region(x: 8, y: 6, width: 1, height: 1), with: .black)
        b.fill(Bitmap.Region(x: 50, y: 40, width: 3, height: 5), with: .black)
        let result = ImageComparator.exact.compare(a, b)
        XCTAssertEqual(result.changedRegions, [
            Bitmap.Region(x: 2, y: 3, width: 7, height: 4),
            Bitmap.Region(x: 50, y: 40, width: 3, height: 5),
        ])
        XCTAssertEqual(result.summary, "24 pixels changed (0.59 %), worst ΔE 100.0, in 2 regions: 7×4 at (2, 3), 3×5 at (50, 40)")
    }

    func testRegionsBeyondTheLimitAreCounted() {
        let a = Bitmap(width: 320, height: 32, fill: .white)
        var b = a
        for i in 0..<10 { b[i * 32, 0] = .black }
        let result = ImageComparator.exact.compare(a, b)
        XCTAssertEqual(result.changedRegions.count, ChangedRegions.limit)
        XCTAssertEqual(result.omittedRegions, 10 - ChangedRegions.limit)
    }
}
