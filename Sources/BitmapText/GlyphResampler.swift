import Raster

/// Resamples a stored glyph mask to any size and quarter-pixel pen phase, in integers only, so
/// the same inputs give the same coverage bytes on every machine.
///
/// Each target pixel averages the stored coverage under a box centred on the pixel: one target
/// pixel wide when shrinking (exact area coverage, what an unhinted rasteriser computes) and one
/// stored pixel wide when enlarging (which is bilinear interpolation). Positions are 16.16 fixed
/// point in stored pixels; each axis is done separately (rows, then columns), and weights are the
/// box's overlap with each stored pixel, normalised by the box's width (outside the mask is
/// uncovered).
enum GlyphResampler {
    private static let one = 65_536

    /// One axis's taps for each target pixel: the first stored pixel and the weights after it.
    private struct Taps {
        var first: [Int] = []
        var start: [Int] = []
        var weights: [Int] = []
        var width: Int = 0

        /// Stored pixels `0..<count`; target pixel `i` is centred at `centre(i)` (16.16, stored
        /// pixels), the box is `2 × half` wide.
        init(targets: Range<Int>, count: Int, half: Int, centre: (Int) -> Int) {
            width = 2 * half
            first.reserveCapacity(targets.count)
            start.reserveCapacity(targets.count + 1)
            weights.reserveCapacity(targets.count * (2 * half / one + 2))
            for target in targets {
                let low = centre(target) - half, high = centre(target) + half
                let firstCell = max(0, floorDiv(low, one)), lastCell = min(count - 1, floorDiv(high - 1, one))
                first.append(firstCell)
                start.append(weights.count)
                if firstCell <= lastCell {
                    for cell in firstCell...lastCell {
                        let cellLow = cell * one
                        weights.append(min(high, cellLow + one) - max(low, cellLow))
                    }
                }
            }
            start.append(weights.count)
        }

        /// The targets that have taps: the others (the padding past the mask) stay blank.
        var covered: Range<Int> {
            var lower = 0, upper = first.count
            while lower < upper, start[lower] == start[lower + 1] { lower += 1 }
            while upper > lower, start[upper - 1] == start[upper] { upper -= 1 }
            return lower..<upper
        }
    }

    static func resample(
        _ pixels: UnsafeBufferPointer<UInt8>, stride: Int, x: Int, y: Int, width: Int, height: Int, left: Int, top: Int,
        storedPixelsPerEm p: Int, pixelsPerEm64 s64: Int, phase: Int
    ) -> PlacedMask {
        guard width > 0, height > 0, s64 > 0 else { return PlacedMask(mask: CoverageMask(width: 0, height: 0), x: 0, y: 0) }
        // Stored pixels per target pixel (16.16) and the box's half width.
        let ratio = floorDiv(64 * p * one, s64)
        let half = max(ratio, one) / 2
        let pad = s64 / (64 * p) / 2 + 2
        let columns = (floorDiv(left * s64, 64 * p) - pad)..<(ceilDiv((left + width) * s64, 64 * p) + pad + 1)
        let rows = (floorDiv(-top * s64, 64 * p) - pad)..<(ceilDiv((height - top) * s64, 64 * p) + pad + 1)
        // Target column t's centre, (t + 1/2 − phase/4) target pixels right of the pen, in stored
        // pixels from the mask's left edge; row r's centre, (r + 1/2) below the baseline, from its top.
        let horizontal = Taps(targets: columns, count: width, half: half) { t in
            floorDiv((4 * t + 2 - phase) * 16 * p * one, s64) - left * one
        }
        let vertical = Taps(targets: rows, count: height, half: half) { r in
            floorDiv((2 * r + 1) * 32 * p * one, s64) + top * one
        }
        let outWidth = columns.count, outHeight = rows.count
        let coveredColumns = horizontal.covered, coveredRows = vertical.covered
        var values = [UInt8](repeating: 0, count: outWidth * outHeight)
        // Rows first: every stored row resampled to the target columns, scaled to 0…255 × 4096
        // (columns without taps stay 0, which is what their empty sum rounds to). Then each target
        // row sums its taps' rows, a whole row per tap, in exact integers (at most 2^40), so the
        // order of the additions cannot change a byte. Unchecked buffers: every index comes from
        // the taps, whose cells lie in 0..<count, and the loops' own ranges.
        var across = [UInt32](repeating: 0, count: height * outWidth)
        var sums = [Int](repeating: 0, count: outWidth)
        // Each stored row's lit target columns, `litLower[row]..<litUpper[row]` (empty for a blank
        // row): a target column whose taps all fall on blank stored pixels sums to 0, which rounds
        // to the 0 `across` already holds, so only the columns reaching the row's first to last lit
        // pixel are computed (glyph rows are blank at both ends, and some rows are blank).
        var litLower = [Int](repeating: 0, count: height), litUpper = [Int](repeating: 0, count: height)
        horizontal.first.withUnsafeBufferPointer { firsts in
        horizontal.start.withUnsafeBufferPointer { starts in
        horizontal.weights.withUnsafeBufferPointer { weights in
        across.withUnsafeMutableBufferPointer { across in
        litLower.withUnsafeMutableBufferPointer { litLower in
        litUpper.withUnsafeMutableBufferPointer { litUpper in
            // Sums are at most 255 × the box's width, so quotients stay below 2^20.
            let byWidth = ExactDivisor(horizontal.width, quotientBits: 20), roundingH = horizontal.width / 2
            let upper = coveredColumns.upperBound
            for row in 0..<height {
                let source = pixels.baseAddress! + ((y + row) * stride + x)
                let target = across.baseAddress! + row * outWidth
                // A row equal to the one above (a stem, a bar, the blank rows) resamples to the
                // same values: copied, not summed again.
                if row > 0 && sameBytes(source, source - stride, width) {
                    litLower[row] = litLower[row &- 1]
                    litUpper[row] = litUpper[row &- 1]
                    (target + litLower[row]).update(from: target - outWidth + litLower[row], count: litUpper[row] &- litLower[row])
                    continue
                }
                var firstLit = 0
                while firstLit < width && source[firstLit] == 0 { firstLit &+= 1 }
                if firstLit == width { continue }
                var lastLit = width - 1
                while source[lastLit] == 0 { lastLit &-= 1 }
                // Taps move right with the column (first and last cells never decrease): skip the
                // columns whose last tap is left of the first lit pixel, stop at the first whose
                // first tap is right of the last.
                var column = coveredColumns.lowerBound
                while column < upper && firsts[column] &+ (starts[column + 1] &- starts[column]) <= firstLit { column &+= 1 }
                litLower[row] = column
                while column < upper && firsts[column] <= lastLit {
                    var sum = 0
                    var cell = source + firsts[column]
                    var tap = starts[column]
                    let end = starts[column &+ 1]
                    while tap < end {
                        sum &+= weights[tap] &* Int(cell.pointee)
                        cell += 1
                        tap &+= 1
                    }
                    target[column] = UInt32(truncatingIfNeeded: byWidth.divide(sum &* 4096 &+ roundingH))
                    column &+= 1
                }
                litUpper[row] = column
            }
        }}}}}}
        vertical.first.withUnsafeBufferPointer { firsts in
        vertical.start.withUnsafeBufferPointer { starts in
        vertical.weights.withUnsafeBufferPointer { weights in
        across.withUnsafeBufferPointer { across in
        sums.withUnsafeMutableBufferPointer { sums in
        values.withUnsafeMutableBufferPointer { values in
        litLower.withUnsafeBufferPointer { litLower in
        litUpper.withUnsafeBufferPointer { litUpper in
            // Sums are at most 255 × 4096 × the box's width: quotients below 2^8, 2^20 to spare.
            let divisor = vertical.width * 4096, rounding = divisor / 2
            let byDivisor = ExactDivisor(divisor, quotientBits: 20)
            let sums = sums.baseAddress!
            for row in coveredRows {
                let start = starts[row], end = starts[row + 1]
                guard start < end else { continue }
                // The lit columns of the taps' rows together; outside them every tap adds 0, and
                // a sum of 0 rounds to the 0 `values` already holds.
                var lower = outWidth, upper = 0
                var storedRow = firsts[row]
                for _ in start..<end {
                    if litLower[storedRow] < litUpper[storedRow] {
                        lower = min(lower, litLower[storedRow])
                        upper = max(upper, litUpper[storedRow])
                    }
                    storedRow &+= 1
                }
                guard lower < upper else { continue }
                for column in lower..<upper { sums[column] = 0 }
                storedRow = firsts[row]
                for tap in start..<end {
                    // Values below 2^20 times weights up to 2^16: 32-bit operands, a 64-bit
                    // product (one SSE2 multiply for two lanes).
                    let source = across.baseAddress! + storedRow * outWidth
                    let weight = UInt64(truncatingIfNeeded: weights[tap])
                    var column = litLower[storedRow]
                    let end = litUpper[storedRow]
                    while column < end {
                        sums[column] &+= Int(truncatingIfNeeded: weight &* UInt64(source[column]))
                        column &+= 1
                    }
                    storedRow &+= 1
                }
                let target = values.baseAddress! + row * outWidth
                for column in lower..<upper {
                    target[column] = UInt8(truncatingIfNeeded: min(255, byDivisor.divide(sums[column] &+ rounding)))
                }
            }
        }}}}}}}}
        return trimmed(values, width: outWidth, height: outHeight, x: columns.lowerBound, y: rows.lowerBound)
    }

    /// Whether the `count` bytes at `a` and at `b` are equal, eight at a time.
    @inline(__always)
    static func sameBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let rawA = UnsafeRawPointer(a), rawB = UnsafeRawPointer(b)
        var i = 0
        while i &+ 8 <= count {
            if rawA.loadUnaligned(fromByteOffset: i, as: UInt64.self) != rawB.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
            i &+= 8
        }
        while i < count {
            if a[i] != b[i] { return false }
            i &+= 1
        }
        return true
    }

    /// The mask without its blank border rows and columns.
    static func trimmed(_ values: [UInt8], width: Int, height: Int, x: Int, y: Int) -> PlacedMask {
        var minX = width, maxX = -1, minY = height, maxY = -1
        values.withUnsafeBufferPointer { values in
            for row in 0..<height {
                let line = UnsafeBufferPointer(start: values.baseAddress! + row * width, count: width)
                guard let firstLit = line.firstIndex(where: { $0 != 0 }) else { continue }
                let lastLit = line.lastIndex(where: { $0 != 0 })!
                minX = min(minX, firstLit); maxX = max(maxX, lastLit)
                if minY == height { minY = row }
                maxY = row
            }
        }
        guard maxX >= 0 else { return PlacedMask(mask: CoverageMask(width: 0, height: 0), x: 0, y: 0) }
        let newWidth = maxX - minX + 1, newHeight = maxY - minY + 1
        var out = [UInt8](repeating: 0, count: newWidth * newHeight)
        for row in 0..<newHeight {
            let from = (row + minY) * width + minX
            out[(row * newWidth)..<(row * newWidth + newWidth)] = values[from..<(from + newWidth)]
        }
        return PlacedMask(mask: CoverageMask(width: newWidth, height: newHeight, values: out)!, x: x + minX, y: y + minY)
    }
}

/// Integer division rounding towards negative infinity (Swift's `/` truncates towards zero).
func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}

/// Integer division rounding towards positive infinity.
func ceilDiv(_ a: Int, _ b: Int) -> Int { -floorDiv(-a, b) }
