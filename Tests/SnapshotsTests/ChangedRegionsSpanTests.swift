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

    /// `ChangedRegions.find` (union-find over tiles, boxes merged into each group's first tile)
    /// against a plain reading: the 16 × 16 tiles holding a `.changed` pixel, grouped by a flood
    /// fill over their eight neighbours, each group boxed around its changed pixels; the same
    /// boxes, in the same order, and the same count left off, for random masks of scattered
    /// pixels and blobs (anti-aliased verdicts ignored), many groups (past the limit of 8) and few.
    func testRegionsMatchAFloodFillOfTouchingTiles() {
        var state: UInt64 = 0xC0FF_EE00_1234
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<150 {
            let width = 1 + next(150), height = 1 + next(150)
            var mask = DifferenceMask(width: width, height: height)
            func mark(_ x: Int, _ y: Int, _ verdict: UInt8) {
                guard x >= 0, x < width, y >= 0, y < height else { return }
                mask.values[y * width + x] = verdict
                mask.rows[y] = 1
            }
            for _ in 0..<next(30) { mark(next(width), next(height), UInt8(1 + next(2))) }
            for _ in 0..<next(5) {
                let x0 = next(width), y0 = next(height), w = 1 + next(40), h = 1 + next(40)
                for y in y0..<(y0 + h) { for x in x0..<(x0 + w) { mark(x, y, 1) } }
            }
            // The plain reading.
            let tilesX = (width + 15) / 16, tilesY = (height + 15) / 16
            var tileBox = [Int: (Int, Int, Int, Int)]()
            for y in 0..<height { for x in 0..<width where mask[x, y] == .changed {
                let tile = (y / 16) * tilesX + x / 16
                let b = tileBox[tile] ?? (x, y, x, y)
                tileBox[tile] = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y))
            } }
            var seen = Set<Int>(), expected: [Bitmap.Region] = []
            for start in tileBox.keys.sorted() where !seen.contains(start) {
                var stack = [start], box = tileBox[start]!
                seen.insert(start)
                while let tile = stack.popLast() {
                    let b = tileBox[tile]!
                    box = (min(box.0, b.0), min(box.1, b.1), max(box.2, b.2), max(box.3, b.3))
                    let tx = tile % tilesX, ty = tile / tilesX
                    for dy in -1...1 { for dx in -1...1 {
                        let nx = tx + dx, ny = ty + dy
                        guard nx >= 0, nx < tilesX, ny >= 0, ny < tilesY else { continue }
                        let neighbour = ny * tilesX + nx
                        if tileBox[neighbour] != nil, seen.insert(neighbour).inserted { stack.append(neighbour) }
                    } }
                }
                expected.append(Bitmap.Region(x: box.0, y: box.1, width: box.2 - box.0 + 1, height: box.3 - box.1 + 1))
            }
            expected.sort { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
            let found = ChangedRegions.find(in: mask)
            XCTAssertEqual(found.boxes, Array(expected.prefix(ChangedRegions.limit)), "round \(round): \(width)×\(height)")
            XCTAssertEqual(found.omitted, max(0, expected.count - ChangedRegions.limit), "round \(round)")
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
