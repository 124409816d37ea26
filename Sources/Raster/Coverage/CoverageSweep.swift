/// Turns the cells of a `CellAccumulator` into rows of `CoverageSpan`s.
///
/// Cells are sorted by row (counting sort) and by column (`sortByColumn`; rows hold few cells),
/// then each row is swept left to right, summing `cover`. A cell's exact area maps to a byte as
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

    /// Calls `row` once per row with coverage, top to bottom, with that row's spans left to right
    /// (clipped to the accumulator's box, zero-coverage runs left out). `row` must not change
    /// the spans: the same ones may be handed again for the next row.
    static func sweep(
        _ accumulator: inout CellAccumulator,
        rule: FillRule,
        scratch: CoverageScratch,
        row: (_ y: Int, _ spans: UnsafeMutablePointer<CoverageSpan>, _ count: Int) -> Void
    ) {
        accumulator.finish()
        let count = accumulator.count
        if count == 0 { return }
        let minRow = accumulator.minRow, maxRow = accumulator.maxRow
        let rows = maxRow - minRow + 1
        // Counting sort by row. Counts go to starts[row + 2]; their running sums make
        // starts[row + 1] the first slot of each row, which the scatter advances to the row's
        // end, leaving starts[row] the beginning of each row and starts[rows] the end.
        scratch.reserveRowStarts(rows + 2)
        let starts = scratch.rowStarts
        starts.update(repeating: 0, count: rows + 2)
        let source = accumulator.cells
        var i = 0
        while i < count {
            starts[Int(source[i].y) &- minRow &+ 2] &+= 1
            i &+= 1
        }
        var r = 2
        while r <= rows {
            starts[r] &+= starts[r &- 1]
            r &+= 1
        }
        scratch.reserveSorted(count)
        let sorted = scratch.sorted
        var slot = 0
        i = 0
        while i < count {
            slot = Int(source[i].y) &- minRow &+ 1
            sorted[starts[slot]] = source[i]
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
        // the row above and so give the same spans: each row is compared with the next one
        // before it is sorted, and a row equal to the one above reuses its spans as they are.
        var sameAsAbove = false, nextSame = false
        r = 0
        while r < rows {
            begin = starts[r]
            end = starts[r &+ 1]
            if begin == end {
                sameAsAbove = false
                r &+= 1
                continue
            }
            nextSame = r &+ 1 < rows && sameCells(sorted + begin, sorted + end, end &- begin, starts[r &+ 2] &- end)
            if sameAsAbove {
                if spanCount > 0 { row(minRow &+ r, spans, spanCount) }
                sameAsAbove = nextSame
                r &+= 1
                continue
            }
            sameAsAbove = nextSame
            sortByColumn(sorted + begin, end &- begin, source)
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
            if spanCount > 0 { row(minRow &+ r, spans, spanCount) }
            r &+= 1
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

    /// Sorts a row's cells by column, using `spare` (room for `count` cells) as working memory.
    ///
    /// A row's cells arrive as a few ascending runs, one per side of the shape: the right side
    /// of a rounded rectangle is walked downward first, then the left side upward. So the first
    /// run is kept, the rest is insertion-sorted (it is short and nearly in order), and the two
    /// are merged, which costs one pass instead of moving each left-side cell past every
    /// right-side one. Cells of one column may end up in any order: the sweep sums them.
    @inline(__always)
    private static func sortByColumn(_ cells: UnsafeMutablePointer<CoverageCell>, _ count: Int,
                                     _ spare: UnsafeMutablePointer<CoverageCell>) {
        // Variables declared once, for debug builds.
        var run = 1
        while run < count && cells[run &- 1].x <= cells[run].x { run &+= 1 }
        if run >= count { return }
        if count == 2 {
            let first = cells[0]
            cells[0] = cells[1]
            cells[1] = first
            return
        }
        let tail = cells + run, tailCount = count &- run
        var i = 1, j = 0
        var cell = CoverageCell(x: 0, y: 0, cover: 0, area: 0)
        while i < tailCount {
            cell = tail[i]
            j = i &- 1
            while j >= 0 && tail[j].x > cell.x {
                tail[j &+ 1] = tail[j]
                j &-= 1
            }
            tail[j &+ 1] = cell
            i &+= 1
        }
        if tail[tailCount &- 1].x <= cells[0].x {
            // All of the rest lies left of the first run (the usual case): swap the two blocks.
            spare.update(from: tail, count: tailCount)
            (cells + tailCount).update(from: cells, count: run)
            cells.update(from: spare, count: tailCount)
            return
        }
        spare.update(from: cells, count: count)
        i = 0
        j = run
        var k = 0
        while i < run && j < count {
            if spare[j].x < spare[i].x {
                cells[k] = spare[j]
                j &+= 1
            } else {
                cells[k] = spare[i]
                i &+= 1
            }
            k &+= 1
        }
        while i < run { cells[k] = spare[i]; i &+= 1; k &+= 1 }
        while j < count { cells[k] = spare[j]; j &+= 1; k &+= 1 }
    }
}
