/// Leaves out of a band of deferred draws (`DeferredSpans`) every piece of a span that a later
/// opaque, fully covered span of the same row overwrites: such a pixel ends up as that later
/// colour whatever was under it, so skipping what came before changes no byte. A scene of
/// overlapping opaque cards (or a screen's background, then its panels) is composited once per
/// visible pixel rather than once per layer.
///
/// The band's records are walked from the last to the first. Each row keeps the x ranges that
/// later opaque spans already cover (at most `slots` ranges, merged as they touch; when there is
/// no room the shortest is dropped, which only means less is skipped). A span's uncovered pieces
/// are written out, then, if its paint is an opaque colour and its coverage 255, its range is
/// added to the row's.
///
/// The output is read from its end back to its start, which is draw order again:
/// - a row: the visible spans (3 words each, as `CoverageSpan`), then `y`, then their count `n`;
/// - a paint: the index into `DeferredSpans.paints`, then `-1`.
final class OcclusionCuller {
    /// Covered ranges kept per row.
    static let slots = 8

    /// Per record of the band, 4 words: `y` (or -1 for a paint), where its spans begin in the
    /// band's words, their count, and its paint index.
    private var index: UnsafeMutablePointer<Int32>
    private var indexCapacity: Int
    private(set) var output: UnsafeMutablePointer<Int32>
    private var outputCapacity: Int
    /// `rows × slots` ranges `[start, end)`, 2 words each, and how many each row holds.
    private var covered: UnsafeMutablePointer<Int32>
    private var coveredCount: UnsafeMutablePointer<Int>
    private var rows: Int
    /// Room for one merge of a row's ranges with a new one.
    private let merged: UnsafeMutablePointer<Int32>

    init(rows: Int) {
        self.rows = rows
        indexCapacity = 4096
        index = .allocate(capacity: indexCapacity)
        outputCapacity = 4096
        output = .allocate(capacity: outputCapacity)
        covered = .allocate(capacity: rows &* OcclusionCuller.slots &* 2)
        coveredCount = .allocate(capacity: rows)
        merged = .allocate(capacity: (OcclusionCuller.slots &+ 1) &* 2)
    }

    deinit {
        index.deallocate()
        output.deallocate()
        covered.deallocate()
        coveredCount.deallocate()
        merged.deallocate()
    }

    /// Culls the band whose first row is `minY` and whose records are `words[0..<count]`;
    /// `opaque[p]` tells whether paint `p` is an opaque colour. Returns how many words of
    /// `output` hold the result.
    func cull(_ words: UnsafePointer<Int32>, _ count: Int, minY: Int, opaque: UnsafePointer<Bool>) -> Int {
        // Index the records, so they can be walked backwards and repeated rows find their spans.
        var entries = 0
        var i = 0
        var paint: Int32 = 0, lastSpans: Int32 = 0
        var y: Int32 = 0, n: Int32 = 0
        while i < count {
            if entries &* 4 &+ 4 > indexCapacity { growIndex() }
            y = words[i]
            n = words[i &+ 1]
            let entry = index + entries &* 4
            if y < 0 {
                paint = n
                entry[0] = -1
                entry[1] = 0
                entry[2] = 0
                entry[3] = paint
                i &+= 2
            } else if n < 0 {
                entry[0] = y
                entry[1] = lastSpans
                entry[2] = -n
                entry[3] = paint
                i &+= 2
            } else {
                lastSpans = Int32(truncatingIfNeeded: i &+ 2)
                entry[0] = y
                entry[1] = lastSpans
                entry[2] = n
                entry[3] = paint
                i &+= 2 &+ 3 &* Int(n)
            }
            entries &+= 1
        }
        coveredCount.update(repeating: 0, count: rows)

        var out = 0
        var rowsSincePaint = false
        var e = entries &- 1
        while e >= 0 {
            let entry = index + e &* 4
            e &-= 1
            if entry[0] < 0 {
                if rowsSincePaint {
                    if out &+ 2 > outputCapacity { growOutput(2) }
                    output[out] = entry[3]
                    output[out &+ 1] = -1
                    out &+= 2
                    rowsSincePaint = false
                }
                continue
            }
            let row = Int(entry[0]) &- minY
            let spanCount = Int(entry[2])
            let spans = words + Int(entry[1])
            let worst = 3 &* spanCount &* (OcclusionCuller.slots &+ 1) &+ 2
            if out &+ worst > outputCapacity { growOutput(worst) }
            let ranges = covered + row &* OcclusionCuller.slots &* 2
            let rangeCount = coveredCount[row]
            let start = out
            var s = 0
            while s < spanCount {
                let span = spans + s &* 3
                var a = span[0]
                let b = a &+ span[1]
                let coverage = span[2] & 0xFF
                var r = 0
                while r < rangeCount {
                    let from = ranges[r &* 2], to = ranges[r &* 2 &+ 1]
                    if from >= b { break }
                    if to > a {
                        if from > a {
                            output[out] = a
                            output[out &+ 1] = from &- a
                            output[out &+ 2] = coverage
                            out &+= 3
                        }
                        a = to
                        if a >= b { break }
                    }
                    r &+= 1
                }
                if a < b {
                    output[out] = a
                    output[out &+ 1] = b &- a
                    output[out &+ 2] = coverage
                    out &+= 3
                }
                s &+= 1
            }
            if out > start {
                output[out] = entry[0]
                output[out &+ 1] = Int32(truncatingIfNeeded: (out &- start) / 3)
                out &+= 2
                rowsSincePaint = true
            }
            if opaque[Int(entry[3])] {
                s = 0
                while s < spanCount {
                    let span = spans + s &* 3
                    if span[2] & 0xFF == 255 { cover(row, span[0], span[0] &+ span[1]) }
                    s &+= 1
                }
            }
        }
        return out
    }

    /// Adds `[from, to)` to the covered ranges of `row`, merging ranges that overlap or touch.
    private func cover(_ row: Int, _ from: Int32, _ to: Int32) {
        let ranges = covered + row &* OcclusionCuller.slots &* 2
        let count = coveredCount[row]
        var a = from, b = to
        var m = 0
        var placed = false
        var r = 0
        while r < count {
            let f = ranges[r &* 2], t = ranges[r &* 2 &+ 1]
            if t < a {
                merged[m &* 2] = f
                merged[m &* 2 &+ 1] = t
                m &+= 1
            } else if f > b {
                if !placed {
                    merged[m &* 2] = a
                    merged[m &* 2 &+ 1] = b
                    m &+= 1
                    placed = true
                }
                merged[m &* 2] = f
                merged[m &* 2 &+ 1] = t
                m &+= 1
            } else {
                a = min(a, f)
                b = max(b, t)
            }
            r &+= 1
        }
        if !placed {
            merged[m &* 2] = a
            merged[m &* 2 &+ 1] = b
            m &+= 1
        }
        if m > OcclusionCuller.slots {
            // No room: drop the shortest range (it is then simply not skipped).
            var shortest = 0
            r = 1
            while r < m {
                if merged[r &* 2 &+ 1] &- merged[r &* 2] < merged[shortest &* 2 &+ 1] &- merged[shortest &* 2] { shortest = r }
                r &+= 1
            }
            r = shortest
            while r &+ 1 < m {
                merged[r &* 2] = merged[(r &+ 1) &* 2]
                merged[r &* 2 &+ 1] = merged[(r &+ 1) &* 2 &+ 1]
                r &+= 1
            }
            m &-= 1
        }
        r = 0
        while r < m &* 2 { ranges[r] = merged[r]; r &+= 1 }
        coveredCount[row] = m
    }

    private func growIndex() {
        let capacity = indexCapacity &* 2
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        grown.update(from: index, count: indexCapacity)
        index.deallocate()
        index = grown
        indexCapacity = capacity
    }

    private func growOutput(_ more: Int) {
        let capacity = max(outputCapacity &* 2, outputCapacity &+ more)
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        grown.update(from: output, count: outputCapacity)
        output.deallocate()
        output = grown
        outputCapacity = capacity
    }
}
