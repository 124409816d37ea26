#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Gaussian blur approximated by three box blurs in each direction, on 8-bit coverage.
///
/// Box size `d = ⌊σ · 3√(2π)/4 + ½⌋` (the SVG/CSS filter-effects rule), σ at most 256 px.
/// Odd `d`: three centred boxes of `d`. Even `d`: a box of `d` leaning left, one leaning right, then a centred box of
/// `d + 1`. Each box averages with `(sum · ⌊2²⁴/d⌉ + 2²³) >> 24`, all in integers.
enum BoxBlur {
    /// The box sizes and left reaches of the three passes for `sigma` pixels; empty when the
    /// blur would do nothing.
    static func passes(sigma: Double) -> [(size: Int, left: Int)] {
        // σ is capped at 256 px (85 pt at 3x, far beyond any UI shadow) so masks stay bounded.
        let d = saturatingInt(min(sigma, 256) * 1.879_971_205_973_250_3 + 0.5, .down)
        if d <= 1 { return [] }
        if d % 2 == 1 { return [(d, d / 2), (d, d / 2), (d, d / 2)] }
        return [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
    }

    /// The number of pixels the blur can spread coverage by, on each side.
    static func reach(sigma: Double) -> Int { passes(sigma: sigma).reduce(0) { $0 + $1.size } }

    /// Blurs `width × height` bytes at `pixels` in place. Everything outside `content` (mask
    /// coordinates) must be zero; passes then skip what they cannot reach, with the same result.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, sigma: Double, content: PixelBox? = nil) {
        let steps = passes(sigma: sigma)
        if steps.isEmpty || width == 0 || height == 0 { return }
        let start = (content ?? PixelBox(minX: 0, minY: 0, maxX: width, maxY: height))
            .intersection(PixelBox(minX: 0, minY: 0, maxX: width, maxY: height))
        if start.isEmpty { return }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        // A pass's output is non-zero only within its input's extent grown by the box's reach.
        var extents: [(minX: Int, maxX: Int)] = []
        var minX = start.minX, maxX = start.maxX
        for step in steps {
            let right = step.size - 1 - step.left
            minX = max(0, minX - right)
            maxX = min(width, maxX + step.left)
            extents.append((minX, maxX))
        }
        // A row's blur depends on that row alone, and shapes have runs of identical rows (the
        // straight sides of a card): a row equal to the one above, before blurring, gets a copy
        // of that row's result.
        let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: maxX - minX)
        defer { previous.deallocate() }
        var line = pixels
        // The columns [same, sameEnd) hold one column's bytes in every row once the rows are
        // blurred (the middle of a wide shape: a card's straight top and bottom): found around
        // the middle column, narrowed by each row that is not a copy of the one above.
        var same = minX, sameEnd = maxX
        let middle = (minX + maxX) / 2
        var value: UInt8 = 0
        var x = 0
        for y in start.minY..<start.maxY {
            line = pixels + y * width
            if y > start.minY && memcmp(line + minX, previous, maxX - minX) == 0 {
                (line + minX).update(from: line - width + minX, count: maxX - minX)
                continue
            }
            previous.update(from: line + minX, count: maxX - minX)
            for (step, extent) in zip(steps, extents) {
                row(line + extent.minX, count: extent.maxX - extent.minX, step.size, step.left, scratch)
            }
            value = line[middle]
            x = middle
            while x > same && line[x - 1] == value { x -= 1 }
            same = x
            x = middle + 1
            while x < sameEnd && line[x] == value { x += 1 }
            sameEnd = x
        }
        // Columns are blurred a whole row at a time, so memory is read in order.
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        defer { copy.deallocate() }
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { sums.deallocate() }
        // Columns equal on every row give equal columns: only the first of [same, sameEnd) is
        // blurred, then copied along each row. (Rows outside `start` are zero across the width.)
        if sameEnd - same < 3 { sameEnd = same + 1 }
        var minY = start.minY, maxY = start.maxY
        for step in steps {
            let below = step.size - 1 - step.left
            minY = max(0, minY - below)
            maxY = min(height, maxY + step.left)
            columns(pixels + minY * width + minX, width: same + 1 - minX, stride: width, height: maxY - minY,
                    step.size, step.left, copy, sums)
            if sameEnd < maxX {
                columns(pixels + minY * width + sameEnd, width: maxX - sameEnd, stride: width, height: maxY - minY,
                        step.size, step.left, copy, sums)
            }
        }
        if sameEnd > same + 1 {
            for y in minY..<maxY {
                line = pixels + y * width
                (line + same + 1).update(repeating: line[same], count: sameEnd - same - 1)
            }
        }
    }

    /// One box pass along a row of `count` bytes; outside the row counts as 0.
    private static func row(_ start: UnsafeMutablePointer<UInt8>, count: Int, _ size: Int, _ left: Int,
                            _ scratch: UnsafeMutablePointer<UInt8>) {
        scratch.update(from: start, count: count)
        let reciprocal = ((1 << 24) + size / 2) / size
        let right = size - 1 - left
        // Window of output i: [i - left, i + right].
        // Every output is the box average (sum · ⌊2²⁴/size⌉ + 2²³) >> 24, written inline: debug
        // builds do not inline helper functions.
        var sum = 0
        var j = 0
        while j < right && j < count {
            sum &+= Int(scratch[j])
            j &+= 1
        }
        var i = 0
        while i < count {
            if i &+ right < count { sum &+= Int(scratch[i &+ right]) }
            start[i] = UInt8(truncatingIfNeeded: (sum &* reciprocal &+ (1 << 23)) >> 24)
            if i >= left { sum &-= Int(scratch[i &- left]) }
            i &+= 1
        }
    }

    /// One box pass down every column at once (`width` columns of rows `stride` apart), keeping
    /// one running sum per column.
    private static func columns(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, stride: Int, height: Int, _ size: Int, _ left: Int,
                                _ copy: UnsafeMutablePointer<UInt8>, _ sums: UnsafeMutablePointer<UInt32>) {
        var y = 0
        while y < height {
            (copy + y &* width).update(from: pixels + y &* stride, count: width)
            y &+= 1
        }
        sums.update(repeating: 0, count: width)
        // 32-bit sums, so release builds blend four or more columns per instruction: a sum is at
        // most 255 · size, and 255 · size · ⌊2²⁴/size⌉ + 2²³ stays below 2³² for every size.
        let reciprocal = UInt32(((1 << 24) + size / 2) / size)
        let right = size - 1 - left
        var j = 0
        while j < right && j < height {
            add(copy + j * width, to: sums, width, sign: 1)
            j &+= 1
        }
        y = 0
        var x = 0
        var out = pixels
        while y < height {
            if y &+ right < height { add(copy + (y &+ right) &* width, to: sums, width, sign: 1) }
            out = pixels + y &* stride
            x = 0
            while x < width {
                out[x] = UInt8(truncatingIfNeeded: (sums[x] &* reciprocal &+ (1 << 23)) >> 24)
                x &+= 1
            }
            if y >= left { add(copy + (y &- left) &* width, to: sums, width, sign: -1) }
            y &+= 1
        }
    }

    @inline(__always)
    private static func add(_ row: UnsafeMutablePointer<UInt8>, to sums: UnsafeMutablePointer<UInt32>, _ width: Int, sign: Int) {
        var x = 0
        if sign > 0 {
            while x < width {
                sums[x] &+= UInt32(row[x])
                x &+= 1
            }
        } else {
            while x < width {
                sums[x] &-= UInt32(row[x])
                x &+= 1
            }
        }
    }
}
