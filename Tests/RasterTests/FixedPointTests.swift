@testable import Raster
import TestSupport
import XCTest

/// `FixedPoint.from` reads the rounded value out of a double's bits; it must equal rounding half
/// to even, including exact halves, negatives and the clamp at the limit.
final class FixedPointTests: XCTestCase {
    func testFromRoundsHalfToEvenLikeRounded() {
        var generator = SplitMix(seed: 256)
        var values: [Double] = [0, -0.0, 1, -1, 0.5 / 256, -0.5 / 256, 1.5 / 256, -1.5 / 256, 2.5 / 256, -2.5 / 256,
                                262_143.99, -262_143.99, 100.001953125, -100.001953125]
        for k in -600...600 { values.append((Double(k) + 0.5) / 256) }
        for _ in 0..<20_000 { values.append(Double.random(in: -300_000...300_000, using: &generator)) }
        for _ in 0..<20_000 { values.append(Double.random(in: -3...3, using: &generator)) }
        for value in values {
            let scaled = value * 256
            let expected = abs(scaled) < Double(FixedPoint.limit)
                ? Int(scaled.rounded(.toNearestOrEven))
                : (scaled > 0 ? FixedPoint.limit : -FixedPoint.limit)
            XCTAssertEqual(FixedPoint.from(value), expected, "FixedPoint.from(\(value))")
        }
    }

    func testFromClampsHugeValuesAndMapsNaNToZero() {
        XCTAssertEqual(FixedPoint.from(.nan), 0)
        XCTAssertEqual(FixedPoint.from(.infinity), FixedPoint.limit)
        XCTAssertEqual(FixedPoint.from(-.infinity), -FixedPoint.limit)
        XCTAssertEqual(FixedPoint.from(1e30), FixedPoint.limit)
        XCTAssertEqual(FixedPoint.from(-1e30), -FixedPoint.limit)
    }
}
