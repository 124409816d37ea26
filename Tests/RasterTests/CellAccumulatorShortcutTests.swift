@testable import Raster
import TestSupport
import XCTest

/// `CellAccumulator` takes shortcuts for edges inside one pixel, for short sloped edges (one or
/// two rows) and for row pieces crossing one column line; each must add exactly the cells, in
/// the same order, that the general row walk adds (coverage bytes, and so every snapshot, depend
/// on them).
final class CellAccumulatorShortcutTests: XCTestCase {
    private struct Cells: Equatable, CustomStringConvertible {
        var cells: [[Int32]]
        var minRow: Int
        var maxRow: Int
        var description: String { "rows \(minRow)...\(maxRow), \(cells.count) cells: \(cells.prefix(12))" }
    }

    /// The cells of `edges` added through `add` (the accumulator's own storage, grown as needed).
    private func cells(_ edges: [(Int, Int, Int, Int)], box: PixelBox,
                       _ add: (inout CellAccumulator, Int, Int, Int, Int) -> Void) -> Cells {
        let storage = UnsafeMutablePointer<CoverageCell>.allocate(capacity: 4)
        var accumulator = CellAccumulator(box: box, cells: storage, capacity: 4)
        for (x0, y0, x1, y1) in edges { add(&accumulator, x0, y0, x1, y1) }
        accumulator.finish()
        let result = Cells(cells: (0..<accumulator.count).map {
            let c = accumulator.cells[$0]
            return [c.x, c.y, c.cover, c.area]
        }, minRow: accumulator.minRow, maxRow: accumulator.maxRow)
        accumulator.cells.deallocate()
        return result
    }

    /// Compares the two ways of adding `edges`; returns how many cells the row walk gave.
    @discardableResult
    private func assertShortcutsMatchTheRowWalk(_ edges: [(Int, Int, Int, Int)], box: PixelBox, _ what: String,
                                                file: StaticString = #filePath, line: UInt = #line) -> Int {
        let fast = cells(edges, box: box) { $0.addEdge($1, $2, $3, $4) }
        let walked = cells(edges, box: box) { $0.addEdgeWalkingRows($1, $2, $3, $4) }
        XCTAssertEqual(fast, walked, "\(what): shortcut cells differ from the row walk's", file: file, line: line)
        return walked.cells.count
    }

    /// Polylines of random steps (sub-units) from random starts, as a flattened curve gives them.
    private func randomPolyline(_ generator: inout SplitMix, steps: Int, maxStep: Int, spread: ClosedRange<Int>) -> [(Int, Int, Int, Int)] {
        var x = Int.random(in: spread, using: &generator), y = Int.random(in: spread, using: &generator)
        var edges: [(Int, Int, Int, Int)] = []
        for _ in 0..<steps {
            let nx = x + Int.random(in: -maxStep...maxStep, using: &generator)
            let ny = y + Int.random(in: -maxStep...maxStep, using: &generator)
            edges.append((x, y, nx, ny))
            x = nx
            y = ny
        }
        return edges
    }

    func testShortEdgesGiveTheCellsOfTheRowWalk() {
        var generator = SplitMix(seed: 18)
        let box = PixelBox(minX: 2, minY: 3, maxX: 40, maxY: 30)
        // Steps up to 1, 2 and 3 pixels: inside one pixel, across one row or column line, across two.
        for maxStep in [200, 300, 520, 700] {
            var total = 0
            for trial in 0..<60 {
                let edges = randomPolyline(&generator, steps: 80, maxStep: maxStep, spread: 600...9_000)
                total += assertShortcutsMatchTheRowWalk(edges, box: box, "steps up to \(maxStep), trial \(trial)")
            }
            XCTAssertGreaterThan(total, 60 * 20, "steps up to \(maxStep): too few cells for the comparison to mean much")
        }
    }

    func testEdgesOnPixelLinesAndCrossingTheBoxGiveTheCellsOfTheRowWalk() {
        var generator = SplitMix(seed: 6)
        let box = PixelBox(minX: 2, minY: 3, maxX: 20, maxY: 16)
        // Ends on whole pixels (row and column lines), and polylines leaving the box on every side.
        var total = 0
        for trial in 0..<200 {
            var edges = randomPolyline(&generator, steps: 40, maxStep: 600, spread: 0...5_600)
            if trial % 2 == 0 { edges = edges.map { ($0.0 & ~255, $0.1 & ~127, $0.2 | 255, $0.3 & ~255) } }
            total += assertShortcutsMatchTheRowWalk(edges, box: box, "trial \(trial)")
        }
        XCTAssertGreaterThan(total, 200 * 10, "too few cells for the comparison to mean much")
    }

    func testACircleFlattenedAsTheCanvasDoesGivesTheCellsOfTheRowWalk() {
        let box = PixelBox(minX: 0, minY: 0, maxX: 64, maxY: 64)
        for radius in [3.3, 9.0, 17.7, 30.2] {
            let contours = PathFlattener.flatten(.circle(center: Point(x: 32.3, y: 31.6), radius: radius))
            var edges: [(Int, Int, Int, Int)] = []
            for contour in contours {
                let points = contour.points.map { (FixedPoint.from($0.x), FixedPoint.from($0.y)) }
                for i in points.indices {
                    let a = points[i], b = points[(i + 1) % points.count]
                    edges.append((a.0, a.1, b.0, b.1))
                }
            }
            XCTAssertGreaterThan(assertShortcutsMatchTheRowWalk(edges, box: box, "circle r=\(radius)"), Int(4 * radius),
                                 "circle r=\(radius): fewer cells than rows it crosses")
        }
    }

    /// `addVerticalEdge` writes whole rows in a loop of its own: a vertical edge must give one
    /// cell per row it crosses inside the box, top to bottom whichever way it runs, with
    /// `cover` the height of its piece in that row and `area` twice the piece's distance from the
    /// pixel's left side times that height, signed by direction.
    func testVerticalEdgesGiveOneCellPerRowWithTheCoverAndAreaOfTheirPiece() {
        var generator = SplitMix(seed: 90)
        let box = PixelBox(minX: 0, minY: 2, maxX: 20, maxY: 30)
        let top = box.minY * 256, bottom = box.maxY * 256
        var wholeRows = 0
        for trial in 0..<400 {
            let x = Int.random(in: 0...(box.maxX * 256), using: &generator)
            let y0 = trial % 3 == 0 ? Int.random(in: 0...33, using: &generator) * 256 : Int.random(in: 0...(33 * 256), using: &generator)
            let y1 = Int.random(in: 0...(33 * 256), using: &generator)
            if y0 == y1 { continue }
            let sign: Int32 = y0 < y1 ? 1 : -1
            let lo = max(min(y0, y1), top), hi = min(max(y0, y1), bottom)
            let cell = x >> 8, twiceFx = 2 * (x - cell * 256)
            var expected: [[Int32]] = []
            var y = lo
            while y < hi {
                let next = min((y / 256 + 1) * 256, hi)
                if next - y == 256 { wholeRows += 1 }
                expected.append([Int32(cell), Int32(y / 256), Int32(next - y) * sign, Int32(twiceFx * (next - y)) * sign])
                y = next
            }
            let got = cells([(x, y0, x, y1)], box: box) { $0.addEdge($1, $2, $3, $4) }
            XCTAssertEqual(got.cells, expected.filter { $0[2] != 0 || $0[3] != 0 }, "x \(x), y \(y0) to \(y1)")
            if !expected.isEmpty {
                XCTAssertEqual(got.minRow, Int(lo / 256), "x \(x), y \(y0) to \(y1): first row")
                XCTAssertEqual(got.maxRow, Int((hi - 1) / 256), "x \(x), y \(y0) to \(y1): last row")
            }
        }
        XCTAssertGreaterThan(wholeRows, 1_000, "too few whole rows for the test to mean much")
    }
}
