/// Exact-area anti-aliasing of filled polygons: device-space contours in, coverage spans out.
///
/// Each vertex is converted to 24.8 fixed point once; from there on everything is integer
/// (`CellAccumulator`, `CoverageSweep`), so a shape gives the same bytes on every machine and in
/// every build. Coverage has 256 levels and is the exact area of the fixed-point polygon inside
/// each pixel: an edge on a whole pixel leaves no fringe, and one through the middle of a pixel
/// gives 128.
///
/// What it does not do: coverage is the area under the summed winding, clamped, so where two
/// contours of the same direction overlap *inside one pixel* that pixel is counted twice before
/// the clamp (as in FreeType, AGG and font-rs). Shapes and stroke outlines drawn here overlap only
/// in their interiors, where the clamp makes no difference.
enum PolygonRasterizer {
    /// Calls `row` for every row the contours cover inside `box`, top to bottom, working in
    /// `scratch` (a fresh one when nil). `row` must not change the spans: the same ones may be
    /// handed again for the next row.
    static func rasterize(
        _ contours: [Polyline],
        rule: FillRule,
        box: PixelBox,
        scratch: CoverageScratch? = nil,
        row: (_ y: Int, _ spans: UnsafeMutablePointer<CoverageSpan>, _ count: Int) -> Void
    ) {
        rasterize(contours, rule: rule, box: box, scratch: scratch) { y, rowCount, spans, count in
            var k = 0
            while k < rowCount {
                row(y &+ k, spans, count)
                k &+= 1
            }
        }
    }

    /// `rasterize(_:rule:box:scratch:row:)` with each run of consecutive rows that have the same
    /// spans handed over at once, as rows `y ..< y + rowCount` (a shape's straight sides).
    static func rasterize(
        _ contours: [Polyline],
        rule: FillRule,
        box: PixelBox,
        scratch: CoverageScratch? = nil,
        rows: (_ y: Int, _ rowCount: Int, _ spans: UnsafeMutablePointer<CoverageSpan>, _ count: Int) -> Void
    ) {
        if box.isEmpty { return }
        let scratch = scratch ?? CoverageScratch()
        var accumulator = CellAccumulator(box: box, cells: scratch.cells, capacity: scratch.cellCapacity)
        defer {
            scratch.cells = accumulator.cells
            scratch.cellCapacity = accumulator.capacity
        }
        // Plain loops over buffer pointers and locals declared once: debug builds run generic
        // iterators and zero every local on each declaration.
        var firstX = 0, firstY = 0, lastX = 0, lastY = 0, x = 0, y = 0, index = 0
        for contour in contours {
            contour.points.withUnsafeBufferPointer { points in
                if points.count < 2 { return }
                firstX = FixedPoint.from(points[0].x)
                firstY = FixedPoint.from(points[0].y)
                lastX = firstX
                lastY = firstY
                index = 1
                while index < points.count {
                    x = FixedPoint.from(points[index].x)
                    y = FixedPoint.from(points[index].y)
                    accumulator.addEdge(lastX, lastY, x, y)
                    lastX = x
                    lastY = y
                    index &+= 1
                }
                accumulator.addEdge(lastX, lastY, firstX, firstY)
            }
        }
        // The sweep is inlined once per rule, each copy with its rule a constant: the coverage of
        // every cell and run is then computed without testing the rule.
        switch rule {
        case .nonZero: CoverageSweep.sweep(&accumulator, rule: .nonZero, scratch: scratch, rows: rows)
        case .evenOdd: CoverageSweep.sweep(&accumulator, rule: .evenOdd, scratch: scratch, rows: rows)
        }
    }

    /// The whole pixels the contours can touch, grown by one pixel for rounding.
    static func bounds(of contours: [Polyline]) -> PixelBox {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        // A plain loop over a buffer pointer: debug builds run generic iterators per point.
        var i = 0
        var p = Point.zero
        for contour in contours {
            contour.points.withUnsafeBufferPointer { points in
                i = 0
                while i < points.count {
                    p = points[i]
                    if p.x < minX { minX = p.x }
                    if p.x > maxX { maxX = p.x }
                    if p.y < minY { minY = p.y }
                    if p.y > maxY { maxY = p.y }
                    i &+= 1
                }
            }
        }
        guard minX <= maxX, minY <= maxY else { return .empty }
        func clamp(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v))) }
        return PixelBox(minX: clamp(minX.rounded(.down)) - 1, minY: clamp(minY.rounded(.down)) - 1,
                        maxX: clamp(maxX.rounded(.up)) + 1, maxY: clamp(maxY.rounded(.up)) + 1)
    }
}
