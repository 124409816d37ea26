/// Turns the cells of a `CellAccumulator` into rows of `CoverageSpan`s.
///
/// Cells are sorted by column, then by row (two counting sorts, the second stable), then each row
/// is swept left to right, summing `cover`. A cell's exact area maps to a byte as
/// `(a · 255 + 65536) >> 17` with `a` in 1/131072 pixel (full coverage is 131072): a half-covered
/// pixel is 128, a full one 255. Between cells the coverage is constant, so interior runs come
/// out as one span each and are filled in bulk.
enum CoverageSweep {
    /// Maps an accumulated signed area to a coverage byte under `rule`.
    @inline(__always)
    static func coverage(_ raw: Int, _ rule: FillRule) -> UInt8 {
        var a = raw < 0 ? -raw : raw
        switch rule {
        case .nonZero:
            if a > 131_072 { a = 131_072 }
        case .evenOdd:
            a &= 262_143
            if a > 131_072 { a = 262_144 - a }
        }
        return UInt8(truncatingIfNeeded: (a &* 255 &+ 65_536) >> 17)
    }

    /// Calls `rows` for the rows with coverage, top to bottom, with their spans left to right
    /// (clipped to the accumulator's box, zero-coverage runs left out): once for each run of
    /// consecutive rows with the same spans, as rows `y ..< y + rowCount`.
    @inline(__always)
    static func sweep(
        _ accumulator: inout CellAccumulator,
        rule: FillRule,
        scratch: CoverageScratch,
        rows emit: (_ y: Int, _ rowCount: Int, _ spans: UnsafeMutablePointer<CoverageSpan>, _ count: Int) -> Void
    ) {
        accumulator.finish()
        let count = accumulator.count
        if count == 0 { return }
        let minRow = accumulator.minRow, maxRow = accumulator.maxRow
        let rows = maxRow - minRow + 1
        // Cells lie in the columns box.minX...box.maxX (edges are clipped to the box's sides, and
        // an edge on the right side is a cell at maxX).
        let minColumn = accumulator.box.minX
        let columns = accumulator.box.maxX - minColumn + 1
        // Two counting sorts: by column into `scratch.sorted`, then, stable, by row back into the
        // accumulator's cells, so each row's cells come out left to right with no per-row sort.
        // Row counts go to starts[row + 2]; their running sums make starts[row + 1] the first
        // slot of each row, which the scatter advances to the row's end, leaving starts[row] the
        // beginning of each row and starts[rows] the end. Column counts go to
        // columnStarts[column + 1], whose running sums make columnStarts[column] its first slot.
        scratch.reserveRowStarts(rows + 2)
        scratch.reserveColumnStarts(columns + 1)
        let starts = scratch.rowStarts
        let columnStarts = scratch.columnStarts
        starts.update(repeating: 0, count: rows + 2)
        columnStarts.update(repeating: 0, count: columns + 1)
        let source = accumulator.cells
        var i = 0
        while i < count {
            // Checked in debug builds (the tests run there): a cell outside the box would be
            // counted outside `columnStarts`.
            assert(Int(source[i].x) >= minColumn && Int(source[i].x) < minColumn &+ columns,
                   "CoverageSweep: cell column \(source[i].x) outside the box \(accumulator.box)")
            starts[Int(source[i].y) &- minRow &+ 2] &+= 1
            columnStarts[Int(source[i].x) &- minColumn &+ 1] &+= 1
            i &+= 1
        }
        var r = 2
        while r <= rows {
            starts[r] &+= starts[r &- 1]
            r &+= 1
        }
        r = 2
        while r <= columns {
            columnStarts[r] &+= columnStarts[r &- 1]
            r &+= 1
        }
        scratch.reserveSorted(count)
        let byColumn = scratch.sorted
        var slot = 0
        i = 0
        while i < count {
            slot = Int(source[i].x) &- minColumn
            byColumn[columnStarts[slot]] = source[i]
            columnStarts[slot] &+= 1
            i &+= 1
        }
        let sorted = source
        i = 0
        while i < count {
            slot = Int(byColumn[i].y) &- minRow &+ 1
            sorted[starts[slot]] = byColumn[i]
            starts[slot] &+= 1
            i &+= 1
        }
        var spans = scratch.spans
        var spanCapacity = scratch.spanCapacity
        let boxMin = accumulator.box.minX, boxMax = accumulator.box.maxX
        // Loop variables are declared once: debug builds zero every local on each declaration.
        var begin = 0, end = 0, spanCount = 0, cover = 0, k = 0, x = 0, area = 0, next = 0
        var x0 = 0, x1 = 0
        var coverageByte: UInt8 = 0
        // Rows between a shape's curved ends (a card's straight sides) collect the same cells as
        // the row above and so give the same spans: the rows below a swept one that hold the
        // same cells (in the same order) are handed over with it, as one run.
        var same = 0
        r = 0
        while r < rows {
            begin = starts[r]
            end = starts[r &+ 1]
            if begin == end {
                r &+= 1
                continue
            }
            // A row yields at most two spans per distinct cell.
            if 2 &* (end &- begin) &+ 1 > spanCapacity {
                scratch.reserveSpans(2 &* (end &- begin) &+ 1)
                spans = scratch.spans
                spanCapacity = scratch.spanCapacity
            }
            spanCount = 0
            cover = 0
            k = begin
            while k < end {
                x = Int(sorted[k].x)
                area = 0
                while k < end && Int(sorted[k].x) == x {
                    area &+= Int(sorted[k].area)
                    cover &+= Int(sorted[k].cover)
                    k &+= 1
                }
                // Two runs at most: the cell itself (when an edge crosses it), then the constant
                // coverage up to the next cell.
                if area != 0 {
                    coverageByte = coverage(cover &* 512 &- area, rule)
                    if coverageByte != 0 && x >= boxMin && x < boxMax {
                        spans[spanCount] = CoverageSpan(x: Int32(truncatingIfNeeded: x), length: 1, coverage: coverageByte)
                        spanCount &+= 1
                    }
                    x &+= 1
                }
                if k < end && cover != 0 {
                    next = Int(sorted[k].x)
                    coverageByte = coverage(cover &* 512, rule)
                    x0 = x < boxMin ? boxMin : x
                    x1 = next > boxMax ? boxMax : next
                    if x1 > x0 && coverageByte != 0 {
                        spans[spanCount] = CoverageSpan(x: Int32(truncatingIfNeeded: x0), length: Int32(truncatingIfNeeded: x1 &- x0),
                                                        coverage: coverageByte)
                        spanCount &+= 1
                    }
                }
            }
            same = 1
            while r &+ same < rows
                    && sameCells(sorted + starts[r &+ same &- 1], sorted + starts[r &+ same],
                                 starts[r &+ same] &- starts[r &+ same &- 1], starts[r &+ same &+ 1] &- starts[r &+ same]) {
                same &+= 1
            }
            if spanCount > 0 { emit(minRow &+ r, same, spans, spanCount) }
            r &+= same
        }
    }

    /// Whether two rows hold the same cells in the same order (rows aside).
    @inline(__always)
    private static func sameCells(_ a: UnsafeMutablePointer<CoverageCell>, _ b: UnsafeMutablePointer<CoverageCell>,
                                  _ countA: Int, _ countB: Int) -> Bool {
        if countA != countB { return false }
        var i = 0
        while i < countA {
            if a[i].x != b[i].x || a[i].cover != b[i].cover || a[i].area != b[i].area { return false }
            i &+= 1
        }
        return true
    }
}
