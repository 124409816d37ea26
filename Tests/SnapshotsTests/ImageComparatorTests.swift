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

    /// The worst ΔE from the mask skips the pixels repeating the pair just measured (a run of one
    /// change); it must equal the largest ΔE of every changed pixel taken one by one, bit for bit:
    /// runs across rows, runs broken by unchanged and anti-aliased pixels, translucent pixels.
    func testWorstDeltaEFromTheMaskIsTheLargestOfEveryChangedPixel() {
        var seed: UInt32 = 2024
        func next(_ bound: Int) -> Int {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return Int(seed >> 8) % bound
        }
        let palette: [RGBA8] = [.white, .black, RGBA8(r: 200, g: 30, b: 30), RGBA8(r: 10, g: 122, b: 59), RGBA8(r: 40, g: 80, b: 200, a: 128)]
        for trial in 0..<40 {
            let width = 1 + next(60), height = 1 + next(12)
            var a = Bitmap(width: width, height: height, fill: .white), b = a
            var x = 0, y = 0
            while y < height {
                // Runs of one pair, some of them over a row's end; one side from a few colours
                // (so a run often shares it with the run before), the other often new.
                let run = 1 + next(9), pa = palette[next(palette.count)]
                let pb = next(3) == 0 ? palette[next(palette.count)]
                    : RGBA8(r: UInt8(next(256)), g: UInt8(next(256)), b: UInt8(next(256)), a: UInt8(next(4) == 0 ? next(256) : 255))
                for _ in 0..<run where y < height {
                    a[x, y] = pa
                    b[x, y] = pb
                    x += 1
                    if x == width { x = 0; y += 1 }
                }
            }
            if trial % 2 == 1 { swap(&a, &b) }   // the few colours on the actual side too
            var mask = DifferenceMask(width: width, height: height)
            var expected = 0.0
            var cache = PerceptualKernel.LabCache()
            for y in 0..<height {
                for x in 0..<width where a[x, y] != b[x, y] {
                    // Some differing pixels are left anti-aliased: not counted.
                    let verdict: DifferenceMask.Verdict = next(5) == 0 ? .antiAliased : .changed
                    mask.values[y * width + x] = verdict.rawValue
                    mask.rows[y] = 1
                    guard verdict == .changed else { continue }
                    let word = { (p: RGBA8) in UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24 }
                    expected = max(expected, PerceptualKernel.deltaE(word(a[x, y]).littleEndian, word(b[x, y]).littleEndian, cache: &cache))
                }
            }
            XCTAssertEqual(PerceptualKernel.worstDeltaE(a, b, where: mask).bitPattern, expected.bitPattern, "trial \(trial)")
        }
    }
}
