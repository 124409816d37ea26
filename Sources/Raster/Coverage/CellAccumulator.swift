#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects the `CoverageCell`s of closed polygons given in 24.8 fixed point.
///
/// Edges are clipped to `box` without changing coverage inside it: rows outside are skipped and
/// the parts of an edge left or right of the box are moved onto its side as vertical edges, so
/// a shape that starts off-canvas still fills the pixels it covers. Consecutive contributions to
/// one cell merge before they are stored. All arithmetic is integer.
///
/// A struct with `mutating` methods (not a class) so debug builds skip the run-time exclusivity
/// checks on every field access. The cell storage is lent by the caller (`CoverageScratch`) and
/// may be replaced by a larger one as cells come in: the caller takes `cells` and `capacity`
/// back when done.
struct CellAccumulator {
    private(set) var cells: UnsafeMutablePointer<CoverageCell>
    private(set) var count = 0
    private(set) var capacity: Int
    /// The cell being merged; at first (and after `finish`) a column no edge reaches, with
    /// nothing to store, so `add` needs no separate "no cell yet" test.
    private var current = CellAccumulator.noCell
    private static let noCell = CoverageCell(x: Int32.min, y: Int32.min, cover: 0, area: 0)
    /// The rows touched, for the sweep.
    private(set) var minRow = Int.max
    private(set) var maxRow = Int.min

    let box: PixelBox
    private let left: Int
    private let right: Int
    private let top: Int
    private let bottom: Int

    /// An empty accumulator for `box` storing its cells at `cells` (room for `capacity`, at least 1).
    init(box: PixelBox, cells: UnsafeMutablePointer<CoverageCell>, capacity: Int) {
        self.box = box
        left = box.minX << FixedPoint.shift
        right = box.maxX << FixedPoint.shift
        top = box.minY << FixedPoint.shift
        bottom = box.maxY << FixedPoint.shift
        self.cells = cells
        self.capacity = capacity
    }

    /// Stores the cell being merged; call before reading `cells`.
    mutating func finish() {
        store()
        current = CellAccumulator.noCell
    }

    /// Adds the edge from (x0, y0) to (x1, y1), in sub-units.
    mutating func addEdge(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        if addEdgeInOnePixel(x0, y0, x1, y1) { return }
        if addShortEdge(x0, y0, x1, y1) { return }
        addEdgeWalkingRows(x0, y0, x1, y1)
    }

    /// `addEdge` without its shortcuts (`addEdgeInOnePixel`, `addShortEdge`) for the edge itself:
    /// it goes through the clipping and the row walk of `addSlopedEdge` or `addVerticalEdge`
    /// (the parts a split at the box's sides makes go through `addEdge`). What `addEdge` does
    /// with every edge the shortcuts decline; tests call it directly to check that the shortcuts
    /// add the same cells in the same order.
    @inline(__always)
    mutating func addEdgeWalkingRows(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        if (y0 <= top && y1 <= top) || (y0 >= bottom && y1 >= bottom) { return }
        // Split at the box's vertical sides; parts outside are projected onto them.
        if x0 < left || x1 < left { return splitAtSide(left, x0 < left, x1 < left, x0, y0, x1, y1) }
        if x0 > right || x1 > right { return splitAtSide(right, x0 > right, x1 > right, x0, y0, x1, y1) }
        addClippedEdge(x0, y0, x1, y1)
    }

    /// An edge that lies inside the box and within one pixel (most edges of flattened curves
    /// are a pixel or two long) as its single cell, without the row and column walk; false,
    /// adding nothing, for any other edge.
    ///
    /// The cell is the one `addVerticalEdge` or `addRowPiece` gives such an edge: the pixel of
    /// [min x, max x) (of x for a vertical edge) in the row of [min y, max y), with the same
    /// `cover` and `area` whichever end the edge starts from, so the coverage is the same.
    @inline(__always)
    private mutating func addEdgeInOnePixel(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Bool {
        // Written out with few locals: debug builds zero each one on entry.
        let row = (y0 < y1 ? y0 : y1) >> FixedPoint.shift, cell = (x0 < x1 ? x0 : x1) >> FixedPoint.shift
        if ((y0 < y1 ? y1 : y0) &- 1) >> FixedPoint.shift != row { return false }
        if x0 != x1 && ((x0 < x1 ? x1 : x0) &- 1) >> FixedPoint.shift != cell { return false }
        // The box's sides are whole pixels: one pixel is inside it or not at all.
        if row < box.minY || row >= box.maxY || cell < box.minX || cell >= box.maxX { return false }
        if row < minRow { minRow = row }
        if row > maxRow { maxRow = row }
        add(cell, row, Int32(truncatingIfNeeded: y1 &- y0),
            Int32(truncatingIfNeeded: (x0 &+ x1 &- 2 &* (cell << FixedPoint.shift)) &* (y1 &- y0)))
        return true
    }

    /// A sloped edge inside the box that spans one or two rows (most edges of flattened curves
    /// are a pixel or two long) as its one or two row pieces, without `addSlopedEdge`'s set-up
    /// for clipping and stepping; false, adding nothing, for any other edge.
    ///
    /// The pieces are the ones `addSlopedEdge` gives such an edge: walked from its upper end,
    /// split where it crosses the row line between the two rows, at the x `interpolate` gives
    /// there (the value `addSlopedEdge` steps to, rounded the same way), so the cells are the same.
    @inline(__always)
    private mutating func addShortEdge(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Bool {
        if x0 == x1 { return false }
        // Written out with few locals: debug builds zero each one on entry.
        let down = y0 < y1
        let ya = down ? y0 : y1, yb = down ? y1 : y0
        let row = ya >> FixedPoint.shift, lastRow = (yb &- 1) >> FixedPoint.shift
        if lastRow > row &+ 1 || ya < top || yb > bottom { return false }
        if x0 < left || x1 < left || x0 > right || x1 > right { return false }
        let xa = down ? x0 : x1, xb = down ? x1 : x0
        let sign: Int32 = down ? 1 : -1
        if row < minRow { minRow = row }
        if lastRow > maxRow { maxRow = lastRow }
        if lastRow == row {
            addRowPiece(row: row, xa, ya, xb, yb, sign, xa, ya, xb, yb)
            return true
        }
        let line = lastRow << FixedPoint.shift
        let x = divideRoundingHalfEven(xa &* (yb &- line) &+ xb &* (line &- ya), yb &- ya)
        addRowPiece(row: row, xa, ya, x, line, sign, xa, ya, xb, yb)
        addRowPiece(row: lastRow, x, line, xb, yb, sign, xa, ya, xb, yb)
        return true
    }

    /// The edge with its part beyond `side` replaced by a vertical edge on `side`.
    private mutating func splitAtSide(_ side: Int, _ outside0: Bool, _ outside1: Bool, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if outside0 && outside1 { return addEdge(side, y0, side, y1) }
        let y = interpolate(y0, x0, y1, x1, at: side)
        if outside0 {
            addEdge(side, y0, side, y)
            addEdge(side, y, x1, y1)
        } else {
            addEdge(x0, y0, side, y)
            addEdge(side, y, side, y1)
        }
    }

    /// An edge inside the box horizontally: walks the rows it crosses. Crossings with row and
    /// column lines are interpolated from the edge's own ends (`interpolate`), so an edge and its
    /// mirror image meet the grid at mirrored points.
    ///
    /// Split by direction and slope into functions with few locals each: debug builds zero every
    /// local on entry, and most edges of UI shapes are vertical.
    private mutating func addClippedEdge(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 < y1 {
            if x0 == x1 { addVerticalEdge(x0, y0, y1, 1) } else { addSlopedEdge(x0, y0, x1, y1, 1) }
        } else if y0 > y1 {
            if x0 == x1 { addVerticalEdge(x0, y1, y0, -1) } else { addSlopedEdge(x1, y1, x0, y0, -1) }
        }
    }

    /// A vertical edge at `x` from `ya` down to `yb` (`ya < yb`): one cell per row, no interpolation.
    private mutating func addVerticalEdge(_ x: Int, _ ya: Int, _ yb: Int, _ sign: Int32) {
        let endY = yb < bottom ? yb : bottom
        var y = ya > top ? ya : top
        // The rows touched, once per edge (written out: each call and local costs in debug builds).
        if y < endY {
            if y >> FixedPoint.shift < minRow { minRow = y >> FixedPoint.shift }
            if (endY &- 1) >> FixedPoint.shift > maxRow { maxRow = (endY &- 1) >> FixedPoint.shift }
        }
        let cell = x >> FixedPoint.shift
        let twiceFx = 2 &* (x &- (cell << FixedPoint.shift))
        if y >= endY { return }
        // The first row's piece (it may merge with the cell before).
        var nextY = ((y >> FixedPoint.shift) &+ 1) << FixedPoint.shift
        if nextY > endY { nextY = endY }
        add(cell, y >> FixedPoint.shift, Int32(truncatingIfNeeded: nextY &- y) &* sign,
            Int32(truncatingIfNeeded: twiceFx &* (nextY &- y)) &* sign)
        y = nextY
        // Whole rows: each its own cell with the same cover and area (a new row never merges
        // with the cell before), so they are written in one tight loop, the last one kept as the
        // cell being merged: the cells `add` would store, in the same order.
        let wholeRows = (endY &- y) >> FixedPoint.shift
        if wholeRows > 0 {
            reserve(wholeRows)
            store()
            let column = Int32(truncatingIfNeeded: cell)
            let cover = Int32(truncatingIfNeeded: FixedPoint.one) &* sign
            let area = Int32(truncatingIfNeeded: twiceFx &* FixedPoint.one) &* sign
            var row = Int32(truncatingIfNeeded: y >> FixedPoint.shift)
            let last = row &+ Int32(truncatingIfNeeded: wholeRows &- 1)
            while row < last {
                cells[count] = CoverageCell(x: column, y: row, cover: cover, area: area)
                count &+= 1
                row &+= 1
            }
            current = CoverageCell(x: column, y: last, cover: cover, area: area)
            y &+= wholeRows << FixedPoint.shift
        }
        // The last row's part, when the edge ends inside a row.
        if y < endY {
            add(cell, y >> FixedPoint.shift, Int32(truncatingIfNeeded: endY &- y) &* sign,
                Int32(truncatingIfNeeded: twiceFx &* (endY &- y)) &* sign)
        }
    }

    /// A sloped edge from (xa, ya) down to (xb, yb) (`ya < yb`, `xa ≠ xb`), `sign` its direction.
    private mutating func addSlopedEdge(_ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, _ sign: Int32) {
        let startY = ya > top ? ya : top, endY = yb < bottom ? yb : bottom
        if startY >= endY { return }
        var y = startY
        var row = 0, nextY = 0, nextX = 0
        var x = startY == ya ? xa : interpolate(xa, ya, xb, yb, at: startY)
        // The crossings with the row lines below startY are `interpolate(xa, ya, xb, yb, at: t)`,
        // stepped instead of divided: its numerator xa·(yb − t) + xb·(t − ya) grows by
        // 256·(xb − xa) from one line to the next, so its floor quotient and remainder by
        // yb − ya are carried along, and each crossing is rounded half to even from them.
        //
        // Most edges of flattened curves are short: the divisions are made only when a crossing
        // needs them (the first when the edge passes a row line, the step when it passes two).
        let d = yb &- ya
        let firstLine = ((startY >> FixedPoint.shift) &+ 1) << FixedPoint.shift
        var q = 0, r = 0, stepQ = 0, stepR = 0
        if firstLine < yb {
            (q, r) = floorDivide(xa &* (yb &- firstLine) &+ xb &* (firstLine &- ya), d)
            if firstLine &+ FixedPoint.one < yb { (stepQ, stepR) = floorDivide((xb &- xa) << FixedPoint.shift, d) }
        }
        // The rows touched, once per edge rather than once per cell.
        if startY >> FixedPoint.shift < minRow { minRow = startY >> FixedPoint.shift }
        if (endY &- 1) >> FixedPoint.shift > maxRow { maxRow = (endY &- 1) >> FixedPoint.shift }
        while y < endY {
            row = y >> FixedPoint.shift
            nextY = (row &+ 1) << FixedPoint.shift
            if nextY >= endY {
                // The last row: it ends at yb, or at the box's bottom, which is a row line.
                nextY = endY
                nextX = nextY == yb ? xb : roundHalfEven(q, r, d)
            } else {
                nextX = roundHalfEven(q, r, d)
                q &+= stepQ
                r &+= stepR
                if r >= d {
                    r &-= d
                    q &+= 1
                }
            }
            addRowPiece(row: row, x, y, nextX, nextY, sign, xa, ya, xb, yb)
            y = nextY
            x = nextX
        }
    }

    /// The piece of edge (xa, ya)–(xb, yb) inside one row, from (x0, y0) to (x1, y1), `y0 < y1`.
    ///
    /// Few locals, declared once: debug builds zero each one on entry with a call, and this runs
    /// once per row an edge crosses.
    private mutating func addRowPiece(row: Int, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ sign: Int32,
                             _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int) {
        // The cells the piece starts and ends in (a piece ending on a column line going right
        // ends in the cell left of it, and the other way round).
        var cell = 0, last = 0, base = 0
        if x1 > x0 {
            cell = x0 >> FixedPoint.shift
            last = (x1 &- 1) >> FixedPoint.shift
        } else if x1 < x0 {
            cell = (x0 &- 1) >> FixedPoint.shift
            last = x1 >> FixedPoint.shift
        } else {
            cell = x0 >> FixedPoint.shift
            last = cell
        }
        if cell == last {
            base = cell << FixedPoint.shift
            return add(cell, row, Int32(truncatingIfNeeded: y1 &- y0) &* sign,
                       Int32(truncatingIfNeeded: (x0 &- base &+ x1 &- base) &* (y1 &- y0)) &* sign)
        }
        var px = x0, py = y0, nx = 0, ny = 0
        if last == cell &+ 1 || last == cell &- 1 {
            // Two cells (the usual case for short edges): the loop below written out, one
            // crossing of the column line between them, the same arithmetic.
            nx = x1 > x0 ? last << FixedPoint.shift : cell << FixedPoint.shift
            ny = interpolate(ya, xa, yb, xb, at: nx)
            if ny < y0 { ny = y0 }
            if ny > y1 { ny = y1 }
            base = cell << FixedPoint.shift
            if ny != y0 {
                add(cell, row, Int32(truncatingIfNeeded: ny &- y0) &* sign,
                    Int32(truncatingIfNeeded: (x0 &- base &+ nx &- base) &* (ny &- y0)) &* sign)
            }
            base = last << FixedPoint.shift
            if y1 != ny {
                add(last, row, Int32(truncatingIfNeeded: y1 &- ny) &* sign,
                    Int32(truncatingIfNeeded: (nx &- base &+ x1 &- base) &* (y1 &- ny)) &* sign)
            }
            return
        }
        while true {
            base = cell << FixedPoint.shift
            if cell == last {
                nx = x1
                ny = y1
            } else {
                nx = x1 > x0 ? base &+ FixedPoint.one : base
                ny = interpolate(ya, xa, yb, xb, at: nx)
                if ny < py { ny = py }
                if ny > y1 { ny = y1 }
            }
            if ny != py {
                add(cell, row, Int32(truncatingIfNeeded: ny &- py) &* sign,
                    Int32(truncatingIfNeeded: (px &- base &+ nx &- base) &* (ny &- py)) &* sign)
            }
            if cell == last { break }
            px = nx
            py = ny
            cell = x1 > x0 ? cell &+ 1 : cell &- 1
        }
    }

    @inline(__always)
    private mutating func add(_ x: Int, _ y: Int, _ cover: Int32, _ area: Int32) {
        if Int(current.x) == x && Int(current.y) == y {
            current.cover &+= cover
            current.area &+= area
            return
        }
        store()
        current = CoverageCell(x: Int32(truncatingIfNeeded: x), y: Int32(truncatingIfNeeded: y), cover: cover, area: area)
    }

    /// Makes room for `extra` more cells beyond `count`.
    private mutating func reserve(_ extra: Int) {
        if count &+ extra <= capacity { return }
        var grownCapacity = capacity * 2
        while grownCapacity < count + extra { grownCapacity *= 2 }
        let grown = UnsafeMutablePointer<CoverageCell>.allocate(capacity: grownCapacity)
        memcpy(grown, cells, count * MemoryLayout<CoverageCell>.stride)
        cells.deallocate()
        cells = grown
        capacity = grownCapacity
    }

    /// Appends `current` unless it adds nothing.
    private mutating func store() {
        if current.cover == 0 && current.area == 0 { return }
        if count == capacity { reserve(1) }
        cells[count] = current
        count &+= 1
    }
}
