import Raster
@testable import Snapshots
import XCTest

/// `ChangedRegions.changedSpan`, which reads a tile's verdicts eight at a time, against a plain
/// scan of every verdict: the same first and last `.changed` pixel (anti-aliased ones ignored)
/// for random rows of 0, 1 and 2 at every start and end, so whole words, tails and words that
/// straddle neither are all covered.
final class ChangedRegionsSpanTests: XCTestCase {
    func testSpanMatchesAPlainScanOfEveryVerdict() {
        var state: UInt64 = 0x1234_5678
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<200 {
            let length = 1 + next(40)
            // Sparse rows (mostly `.same`) as well as dense ones.
            let density = 1 + next(8)
            let row: [UInt8] = (0..<length).map { _ in next(density) == 0 ? UInt8(1 + next(2)) : 0 }
            row.withUnsafeBufferPointer { buffer in
                for start in 0..<length {
                    for end in (start + 1)...length {
                        let changed = (start..<end).filter { row[$0] == DifferenceMask.Verdict.changed.rawValue }
                        let span = ChangedRegions.changedSpan(buffer.baseAddress!, start, end)
                        XCTAssertEqual(span?.first, changed.first, "round \(round), row \(row), \(start)..<\(end)")
                        XCTAssertEqual(span?.last, changed.last, "round \(round), row \(row), \(start)..<\(end)")
                    }
                }
            }
        }
    }

    func testRegionsOfAFullyChangedMaskCoverTheImage() {
        var mask = DifferenceMask(width: 37, height: 21)
        mask.values = [UInt8](repeating: DifferenceMask.Verdict.changed.rawValue, count: 37 * 21)
        mask.rows = [UInt8](repeating: 1, count: 21)
        let found = ChangedRegions.find(in: mask)
        XCTAssertEqual(found.boxes, [Bitmap.Region(x: 0, y: 0, width: 37, height: 21)])
        XCTAssertEqual(found.omitted, 0)
    }
}
