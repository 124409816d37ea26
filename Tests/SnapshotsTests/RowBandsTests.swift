import Raster
@testable import Snapshots
import XCTest

/// Large images are compared in bands of rows on every core; the result must be the same, bit
/// for bit, as one band on one thread.
final class RowBandsTests: XCTestCase {
    /// A 700 × 400 pair (above `RowBands.minimumPixels`): soft gradients, hard and anti-aliased
    /// edges, translucent pixels, and changes scattered over every row.
    static let pair: (Bitmap, Bitmap) = {
        let width = 700, height = 400
        var a = Bitmap(width: width, height: height, fill: .white)
        var seed: UInt32 = 12345
        func next() -> Int {
            seed = seed &* 1_103_515_245 &+ 12345
            return Int(seed >> 16)
        }
        for y in 0..<height {
            for x in 0..<width {
                let edge = x * 3 + y * 2 - 1100
                let shade = UInt8(clamping: edge < -40 ? 250 : edge > 40 ? 30 : 140 - edge * 2)
                a[x, y] = RGBA8(r: shade, g: UInt8((x + y) & 0xFF), b: UInt8(y & 0x7F), a: x % 97 == 0 ? 128 : 255)
            }
        }
        var b = a
        for _ in 0..<3000 {
            let x = next() % width, y = next() % height
            let old = b[x, y]
            b[x, y] = RGBA8(r: old.r &+ UInt8(next() % 90), g: old.g, b: old.b &+ 40, a: old.a)
        }
        return (a, b)
    }()

    func testEveryComparatorAndTheDiffImageAreTheSameInBandsAsInOne() {
        let (a, b) = Self.pair
        XCTAssertGreaterThanOrEqual(a.pixelCount, RowBands.minimumPixels)
        for comparator in [ImageComparator.exact, .tolerance(channel: 20), .pixelmatch(threshold: 0.05), .pixelmatch(threshold: 0.1, includeAA: true),
                           .perceptual(precision: 0.9, perceptualPrecision: 0.98)] {
            let banded = comparator.compare(a, b)
            let single = RowBands.$singleBand.withValue(true) { comparator.compare(a, b) }
            XCTAssertEqual(banded, single, "\(comparator)")
            XCTAssertGreaterThan(banded.differingPixels, 100, "\(comparator)")
            let bandedDiff = DiffImage.draw(reference: a, actual: b, comparison: banded)
            let singleDiff = RowBands.$singleBand.withValue(true) { DiffImage.draw(reference: a, actual: b, comparison: single) }
            XCTAssertEqual(bandedDiff, singleDiff, "\(comparator)")
        }
    }

    func testBandsCoverEveryRowOnceOnTileBoundaries() {
        for height in [1, 2, 15, 16, 17, 400, 1001] {
            for alignment in [1, 16] {
                let bands = RowBands.run(width: 4096, height: height, alignment: alignment) { $0 }
                XCTAssertEqual(bands.first?.lowerBound, 0)
                XCTAssertEqual(bands.last?.upperBound, height)
                for (band, next) in zip(bands, bands.dropFirst()) {
                    XCTAssertEqual(band.upperBound, next.lowerBound)
                    XCTAssertEqual(band.upperBound % alignment, 0)
                }
            }
        }
    }
}
