/// Coverage rows of filled shapes kept for later, sorted into bands of rows, so a large canvas is
/// composited one band at a time (`Canvas.flush`): a band's pixels stay in the cache while every
/// shape that touches it is blended, instead of each shape reading its rows from memory again.
///
/// Each band holds, in draw order, one paint record per shape that reaches it and then that
/// shape's rows in the band. Every pixel lies in exactly one band and its band replays the shapes
/// in the order they were drawn, so the bytes are those of drawing each shape at once.
///
/// Records are 32-bit words, `Int32` each:
/// - paint: `-1`, then the index into `paints`;
/// - row: `y ≥ 0`, then the span count `n`, then `n` spans (`CoverageSpan`, 3 words each);
/// - repeated row: `y`, then `-n`: the same `n` spans as the band's previous row record (a
///   rectangle's straight sides give runs of equal rows, and they are compared when recorded).
final class DeferredSpans {
    /// log2 of the rows in a band: 64 rows of a phone-sized canvas are about 300 KB, well inside
    /// a core's L2 next to the code's other data.
    static let bandShift = 6

    /// The surface (`Canvas.surfaces` index) the records are for, or nil when nothing is pending.
    var surface: Int?
    /// The paint of each recorded shape with its widest span, in draw order.
    private(set) var paints: [(paint: ResolvedPaint, spanWidth: Int)] = []
    /// One growable word buffer per band, and the totals; behind pointers, so the per-row
    /// `record` has no exclusivity checks on class properties.
    private let bands: UnsafeMutablePointer<Band>
    private let bandCount: Int
    private let totals: UnsafeMutablePointer<Totals>
    /// Working memory for replaying a band.
    let culler = OcclusionCuller(rows: 1 << DeferredSpans.bandShift)
    static let limit = 16 << 20

    struct Band {
        var words: UnsafeMutablePointer<Int32>? = nil
        var count = 0
        var capacity = 0
        /// The paint index last recorded here, so a shape's paint is recorded once per band.
        var paint = -1
        /// Where the band's last row record begins, or -1 after a paint record.
        var lastRow = -1
    }

    struct Totals {
        /// The lowest and highest band holding records (none when `firstBand > lastBand`).
        var firstBand = Int.max, lastBand = -1
        /// Bytes held over all bands; `Canvas` replays once it passes `limit`.
        var byteCount = 0
        /// The index in `paints` of the shape being recorded.
        var paint = -1
    }

    init(height: Int) {
        precondition(MemoryLayout<CoverageSpan>.stride == 12, "DeferredSpans stores a CoverageSpan as 3 words")
        bandCount = max(1, (height + (1 << DeferredSpans.bandShift) - 1) >> DeferredSpans.bandShift)
        bands = .allocate(capacity: bandCount)
        bands.initialize(repeating: Band(), count: bandCount)
        totals = .allocate(capacity: 1)
        totals.initialize(to: Totals())
    }

    deinit {
        for b in 0..<bandCount { bands[b].words?.deallocate() }
        bands.deallocate()
        totals.deallocate()
    }

    var isEmpty: Bool { totals.pointee.firstBand > totals.pointee.lastBand }
    var byteCount: Int { totals.pointee.byteCount }

    /// Starts a shape drawn with `paint`; its rows follow through `record`.
    func begin(_ paint: ResolvedPaint, spanWidth: Int) {
        paints.append((paint, spanWidth))
        totals.pointee.paint = paints.count - 1
    }

    /// Records row `y` of the current shape.
    @inline(__always)
    func record(_ y: Int, _ spans: UnsafeMutablePointer<CoverageSpan>, _ count: Int) {
        DeferredSpans.record(y, spans, count, bands, totals)
    }

    private static func record(_ y: Int, _ spans: UnsafeMutablePointer<CoverageSpan>, _ count: Int,
                               _ bands: UnsafeMutablePointer<Band>, _ totals: UnsafeMutablePointer<Totals>) {
        let b = y >> DeferredSpans.bandShift
        let band = bands + b
        let paint = totals.pointee.paint
        // Worst case: a paint record, the row header and the spans.
        let spanWords = 3 &* count
        if band.pointee.count &+ 4 &+ spanWords > band.pointee.capacity { grow(band, 4 &+ spanWords) }
        let words = band.pointee.words!
        var at = band.pointee.count
        if band.pointee.paint != paint {
            words[at] = -1
            words[at &+ 1] = Int32(truncatingIfNeeded: paint)
            at &+= 2
            band.pointee.paint = paint
            band.pointee.lastRow = -1
        }
        words[at] = Int32(truncatingIfNeeded: y)
        let source = UnsafeMutableRawPointer(spans).assumingMemoryBound(to: Int32.self)
        var same = false
        let last = band.pointee.lastRow
        if last >= 0 && words[last &+ 1] == Int32(truncatingIfNeeded: count) {
            // Compared field by field: a span's padding bytes are not part of it.
            same = true
            let previous = words + (last &+ 2)
            var i = 0
            while i < spanWords {
                if previous[i] != source[i] || previous[i &+ 1] != source[i &+ 1]
                    || UInt8(truncatingIfNeeded: previous[i &+ 2]) != UInt8(truncatingIfNeeded: source[i &+ 2]) {
                    same = false
                    break
                }
                i &+= 3
            }
        }
        if same {
            words[at &+ 1] = -Int32(truncatingIfNeeded: count)
            at &+= 2
        } else {
            words[at &+ 1] = Int32(truncatingIfNeeded: count)
            band.pointee.lastRow = at
            let target = words + (at &+ 2)
            var i = 0
            while i < spanWords { target[i] = source[i]; i &+= 1 }
            at &+= 2 &+ spanWords
        }
        totals.pointee.byteCount &+= (at &- band.pointee.count) &* 4
        band.pointee.count = at
        if b < totals.pointee.firstBand { totals.pointee.firstBand = b }
        if b > totals.pointee.lastBand { totals.pointee.lastBand = b }
    }

    private static func grow(_ band: UnsafeMutablePointer<Band>, _ needed: Int) {
        let capacity = max(band.pointee.count &+ needed, band.pointee.capacity &* 2, 1024)
        let words = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        if let old = band.pointee.words {
            words.update(from: old, count: band.pointee.count)
            old.deallocate()
        }
        band.pointee.words = words
        band.pointee.capacity = capacity
    }

    /// Calls `body` for each band with records, top to bottom, with its first row and its
    /// records, and empties it; `reset()` then forgets the paints.
    func drain(_ body: (_ minY: Int, _ words: UnsafePointer<Int32>, _ count: Int) -> Void) {
        if !isEmpty {
            for b in totals.pointee.firstBand...totals.pointee.lastBand where bands[b].count > 0 {
                body(b << DeferredSpans.bandShift, UnsafePointer(bands[b].words!), bands[b].count)
                bands[b].count = 0
                bands[b].paint = -1
                bands[b].lastRow = -1
            }
        }
    }

    /// Forgets every record and paint (buffers are kept for the next shapes).
    func reset() {
        for b in 0..<bandCount where bands[b].count > 0 {
            bands[b].count = 0
            bands[b].paint = -1
            bands[b].lastRow = -1
        }
        paints.removeAll(keepingCapacity: true)
        totals.pointee = Totals()
        surface = nil
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
