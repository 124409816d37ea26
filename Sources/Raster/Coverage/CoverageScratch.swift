/// The working memory of `PolygonRasterizer`, kept between shapes so drawing one costs no
/// allocation once the buffers have grown to the largest shape so far.
///
/// A `Canvas` owns one and passes it to every fill; a call without one makes its own. Only
/// capacity carries over from one shape to the next, never contents, so results do not depend
/// on what was drawn before. Not for use by two rasterizations at once.
final class CoverageScratch {
    /// Cells as `CellAccumulator` collects them; `CoverageSweep` then sorts them back into it by row.
    var cells: UnsafeMutablePointer<CoverageCell>
    var cellCapacity: Int
    /// Cells sorted by column, for `CoverageSweep`'s first counting sort.
    private(set) var sorted: UnsafeMutablePointer<CoverageCell>
    private var sortedCapacity: Int
    /// Where each row's cells begin once `CoverageSweep` has sorted them by row (in `cells`).
    private(set) var rowStarts: UnsafeMutablePointer<Int>
    private var rowStartsCapacity: Int
    /// Where each column's cells go in `sorted`, for the sort by column.
    private(set) var columnStarts: UnsafeMutablePointer<Int>
    private var columnStartsCapacity: Int
    /// One row's spans.
    private(set) var spans: UnsafeMutablePointer<CoverageSpan>
    private(set) var spanCapacity: Int

    init() {
        cellCapacity = 256
        cells = .allocate(capacity: cellCapacity)
        sortedCapacity = 256
        sorted = .allocate(capacity: sortedCapacity)
        rowStartsCapacity = 256
        rowStarts = .allocate(capacity: rowStartsCapacity)
        columnStartsCapacity = 256
        columnStarts = .allocate(capacity: columnStartsCapacity)
        spanCapacity = 64
        spans = .allocate(capacity: spanCapacity)
    }

    deinit {
        cells.deallocate()
        sorted.deallocate()
        rowStarts.deallocate()
        columnStarts.deallocate()
        spans.deallocate()
    }

    /// Makes `sorted` hold at least `count` cells (its contents are not kept).
    func reserveSorted(_ count: Int) {
        if count <= sortedCapacity { return }
        sorted.deallocate()
        sortedCapacity = max(count, 2 * sortedCapacity)
        sorted = .allocate(capacity: sortedCapacity)
    }

    /// Makes `rowStarts` hold at least `count` entries (its contents are not kept).
    func reserveRowStarts(_ count: Int) {
        if count <= rowStartsCapacity { return }
        rowStarts.deallocate()
        rowStartsCapacity = max(count, 2 * rowStartsCapacity)
        rowStarts = .allocate(capacity: rowStartsCapacity)
    }

    /// Makes `columnStarts` hold at least `count` entries (its contents are not kept).
    func reserveColumnStarts(_ count: Int) {
        if count <= columnStartsCapacity { return }
        columnStarts.deallocate()
        columnStartsCapacity = max(count, 2 * columnStartsCapacity)
        columnStarts = .allocate(capacity: columnStartsCapacity)
    }

    /// Makes `spans` hold at least `count` spans (its contents are not kept).
    func reserveSpans(_ count: Int) {
        if count <= spanCapacity { return }
        spans.deallocate()
        spanCapacity = max(count, 2 * spanCapacity)
        spans = .allocate(capacity: spanCapacity)
    }
}
