import Raster
@testable import Snapshots
import XCTest

/// Counts pinned from the PyPI `pixelmatch` package (scripts/pixelmatch-crosscheck) on the pairs
/// of Fixtures/pixelmatch-pairs.txt, for thresholds 0, 0.05 and 0.1.
final class PixelmatchComparatorTests: XCTestCase {
    func counts(_ name: String, includeAA: Bool) -> [Int] {
        let (a, b) = PixelPairs.pair(name)
        return [0, 0.05, 0.1].map { ImageComparator.pixelmatch(threshold: $0, includeAA: includeAA).compare(a, b).differingPixels }
    }

    func testAntiAliasingDetectionIgnoresAShiftedGreyEdge() {
        XCTAssertEqual(counts("aa-edge-shift", includeAA: false), [0, 0, 0])
        XCTAssertEqual(counts("aa-edge-shift", includeAA: true), [6, 6, 0])
    }

    func testAntiAliasingDetectionDoesNotFireInsideAFlatRegion() {
        XCTAssertEqual(counts("solid-square", includeAA: false), [9, 9, 9])
        XCTAssertEqual(counts("solid-square", includeAA: true), [9, 9, 9])
    }

    func testMovedDiagonalEdgeCountsOnlyPixelsThatAreNotAntiAliased() {
        XCTAssertEqual(counts("moved-diagonal-edge", includeAA: false), [2, 2, 2])
        XCTAssertEqual(counts("moved-diagonal-edge", includeAA: true), [8, 8, 8])
    }

    func testTranslucentPixelsAreBlendedOnWhite() {
        XCTAssertEqual(counts("translucent", includeAA: false), [19, 19, 17])
        XCTAssertEqual(counts("translucent", includeAA: true), [30, 30, 25])
    }

    func testSmallGreyStepsFallBelowTheDefaultThreshold() {
        XCTAssertEqual(counts("near-greys", includeAA: false), [6, 6, 0])
        XCTAssertEqual(counts("near-greys", includeAA: true), [7, 7, 0])
    }

    func testColourShiftsCountByYIQDelta() {
        XCTAssertEqual(counts("colour-shift", includeAA: false), [7, 7, 1])
        XCTAssertEqual(counts("colour-shift", includeAA: true), [9, 9, 1])
    }

    func testAntiAliasedPixelsAreReportedSeparately() {
        let (a, b) = PixelPairs.pair("aa-edge-shift")
        let result = ImageComparator.pixelmatch(threshold: 0).compare(a, b)
        XCTAssertEqual(result.antiAliasedPixels, 6)
        XCTAssertEqual(result.mask?[4, 0], .antiAliased)
        XCTAssertTrue(result.passed)
    }

    func testTransparentBlackAndTransparentWhiteAreTheSameToPixelmatch() {
        let a = PixelPairs.bitmap(["tt"]), b = PixelPairs.bitmap(["ww"])
        XCTAssertEqual(ImageComparator.pixelmatch(threshold: 0).compare(a, b).differingPixels, 0)
    }

    func testMaxPixelsLetsAFewDifferencesPass() {
        let (a, b) = PixelPairs.pair("solid-square")
        XCTAssertFalse(ImageComparator.pixelmatch(maxPixels: 8).compare(a, b).passed)
        XCTAssertTrue(ImageComparator.pixelmatch(maxPixels: 9).compare(a, b).passed)
    }
}
