import XCTest
@testable import BitmapText

/// `ExactDivisor` gives `/`'s quotient for every numerator in its range: around every multiple it
/// can meet (one below, at, one above), at the range's top, and at random, for divisors from 2 to
/// past 2^40.
final class ExactDivisorTests: XCTestCase {
    func testQuotientsEqualIntegerDivision() {
        var state: UInt64 = 0x6a09_e667_f3bc_c909
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        var divisors = [2, 3, 5, 7, 255, 256, 257, 4095, 4096, 65_535, 65_536, 65_537, 131_072, 98_304 * 4096, (1 << 35) - 1, 1 << 40]
        for _ in 0..<200 { divisors.append(Int(next() >> UInt64(24 + next() % 38)) + 2) }
        var checked = 0
        for divisor in divisors {
            for quotientBits in [8, 20] where divisor.bitWidth - divisor.leadingZeroBitCount + quotientBits <= 62 {
                let exact = ExactDivisor(divisor, quotientBits: quotientBits)
                let top = divisor << quotientBits   // numerators below this
                var numerators = [0, 1, divisor - 1, divisor, divisor + 1, top - 1, top - divisor, top - divisor - 1]
                for _ in 0..<300 {
                    let q = Int(next() % UInt64(1 << quotientBits))
                    numerators += [q * divisor - 1, q * divisor, q * divisor + divisor - 1].filter { $0 >= 0 && $0 < top }
                    numerators.append(Int(next() % UInt64(top)))
                }
                for n in numerators {
                    if exact.divide(n) != n / divisor {
                        XCTFail("\(n) / \(divisor) (quotient bits \(quotientBits)): \(exact.divide(n)), not \(n / divisor)")
                        return
                    }
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 300_000)
    }
}
