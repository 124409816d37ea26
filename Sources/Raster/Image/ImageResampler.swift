/// Resamples a region of a premultiplied image onto the device pixels a rectangle covers, in
/// integers only (see `ImageInterpolation` for the filters).
///
/// The rectangle arrives in 24.8 fixed-point device pixels (converted once by the canvas). Each
/// device pixel's centre maps to a source position in 1/4096 source pixels; the filter's weights
/// come from integer kernels and sum to exactly `1 << weightShift`. The result already carries
/// each pixel's edge coverage (the fraction of the pixel inside the rectangle, as a byte).
enum ImageResampler {
    /// Sub-units per source pixel, as a shift.
    static let positionShift = 12
    /// The weights of one output pixel sum to `1 << weightShift`.
    static let weightShift = 14

    /// One output column's (or row's) source pixels and their weights.
    struct Contribution {
        var first: Int
        var weights: [Int32]
    }

    /// Contributions flattened for the inner loops: output `i` reads `counts[i]` source pixels
    /// from `firsts[i]` with the weights at `offsets[i]` in `weights`.
    struct Table {
        var firsts: [Int] = []
        var counts: [Int] = []
        var offsets: [Int] = []
        var weights: [Int32] = []
        /// Every output reads exactly one source pixel (nearest neighbour, or an aligned 1:1 draw).
        var isSingle = true

        init(_ contributions: [Contribution]) {
            firsts.reserveCapacity(contributions.count)
            for contribution in contributions {
                // Zero weights at either end read nothing.
                var lo = 0, hi = contribution.weights.count
                while lo < hi - 1 && contribution.weights[lo] == 0 { lo += 1 }
                while hi - 1 > lo && contribution.weights[hi - 1] == 0 { hi -= 1 }
                firsts.append(contribution.first + lo)
                counts.append(hi - lo)
                offsets.append(weights.count)
                weights.append(contentsOf: contribution.weights[lo..<hi])
                if hi - lo != 1 { isSingle = false }
            }
        }
    }

    /// The resampled pixels of `box` (device pixels, inside the rectangle's pixel bounds), packed
    /// premultiplied, row-major, edge coverage applied.
    static func resample(_ image: Pixmap, region: ImageSourceRegion, x0: Int, y0: Int, x1: Int, y1: Int, box: PixelBox,
                         interpolation: ImageInterpolation) -> [UInt32] {
        let columns = Table(contributions(sourceLength: region.width, start: x0, end: x1, from: box.minX, to: box.maxX, interpolation: interpolation))
        let rows = Table(contributions(sourceLength: region.height, start: y0, end: y1, from: box.minY, to: box.maxY, interpolation: interpolation))
        let columnCoverage = coverages(start: x0, end: x1, from: box.minX, to: box.maxX)
        let rowCoverage = coverages(start: y0, end: y1, from: box.minY, to: box.maxY)
        let width = box.width, height = box.height
        var out = [UInt32](repeating: 0, count: width * height)
        if columns.isSingle && rows.isSingle {
            // One source pixel per output pixel: a copy.
            image.pixels.withUnsafeBufferPointer { source in
                out.withUnsafeMutableBufferPointer { target in
                    let src = source.baseAddress!, dst = target.baseAddress!
                    var row = 0, column = 0, sourceRow = src
                    while row < height {
                        sourceRow = src + (region.y + rows.firsts[row]) * image.width + region.x
                        column = 0
                        while column < width {
                            dst[row * width + column] = sourceRow[columns.firsts[column]]
                            column += 1
                        }
                        row += 1
                    }
                }
            }
        } else {
            filter(image, region: region, columns: columns, rows: rows, width: width, height: height, into: &out)
        }
        // Edge coverage: only the outermost rows and columns can be partly covered.
        for row in 0..<height {
            let rowFactor = rowCoverage[row]
            for column in 0..<width {
                let coverage = rowFactor == 255 ? columnCoverage[column] : SourceOver.scale(columnCoverage[column], by: rowFactor)
                if coverage != 255 { out[row * width + column] = SourceOver.scale(out[row * width + column], by: coverage) }
                if rowFactor == 255 && column == 0 && width > 2 && columnCoverage[1] == 255 {
                    // Skip to the last column: the inner ones are fully covered.
                    if columnCoverage[width - 1] != 255 {
                        out[row * width + width - 1] = SourceOver.scale(out[row * width + width - 1], by: columnCoverage[width - 1])
                    }
                    break
                }
            }
        }
        return out
    }

    /// The separable filter: source rows filtered horizontally (channels kept in 1/256, rounded
    /// half up), then columns vertically, rounded, clamped to valid premultiplied bytes.
    private static func filter(_ image: Pixmap, region: ImageSourceRegion, columns: Table, rows: Table, width: Int, height: Int,
                               into out: inout [UInt32]) {
        var firstRow = Int.max, lastRow = Int.min
        for row in 0..<height {
            firstRow = min(firstRow, rows.firsts[row])
            lastRow = max(lastRow, rows.firsts[row] + rows.counts[row] - 1)
        }
        let rowCount = lastRow - firstRow + 1
        var horizontal = [Int32](repeating: 0, count: rowCount * width * 4)
        let shift1 = weightShift - 8, half1 = 1 << (shift1 - 1)
        let shift2 = weightShift + 8, half2 = 1 << (shift2 - 1)
        image.pixels.withUnsafeBufferPointer { source in
            horizontal.withUnsafeMutableBufferPointer { buffer in
                columns.weights.withUnsafeBufferPointer { weightBuffer in
                    let src = source.baseAddress!, h = buffer.baseAddress!, weights = weightBuffer.baseAddress!
                    var r = 0, g = 0, b = 0, a = 0, w = 0, k = 0, v: UInt32 = 0, column = 0, o = 0
                    var sourceRow = 0
                    while sourceRow < rowCount {
                        let rowBase = src + (region.y + firstRow + sourceRow) * image.width + region.x
                        column = 0
                        while column < width {
                            r = 0; g = 0; b = 0; a = 0
                            let taps = rowBase + columns.firsts[column], tapWeights = weights + columns.offsets[column]
                            k = 0
                            while k < columns.counts[column] {
                                v = taps[k]
                                w = Int(tapWeights[k])
                                r &+= w &* Int(v & 0xFF)
                                g &+= w &* Int((v >> 8) & 0xFF)
                                b &+= w &* Int((v >> 16) & 0xFF)
                                a &+= w &* Int(v >> 24)
                                k += 1
                            }
                            o = (sourceRow * width + column) * 4
                            h[o] = Int32(truncatingIfNeeded: (r &+ half1) >> shift1)
                            h[o + 1] = Int32(truncatingIfNeeded: (g &+ half1) >> shift1)
                            h[o + 2] = Int32(truncatingIfNeeded: (b &+ half1) >> shift1)
                            h[o + 3] = Int32(truncatingIfNeeded: (a &+ half1) >> shift1)
                            column += 1
                        }
                        sourceRow += 1
                    }
                }
            }
        }
        horizontal.withUnsafeBufferPointer { buffer in
            out.withUnsafeMutableBufferPointer { target in
                rows.weights.withUnsafeBufferPointer { weightBuffer in
                    let h = buffer.baseAddress!, dst = target.baseAddress!, weights = weightBuffer.baseAddress!
                    var r = 0, g = 0, b = 0, a = 0, w = 0, k = 0, o = 0, column = 0, row = 0
                    var alpha = 0, red = 0, green = 0, blue = 0
                    let stride = width * 4
                    while row < height {
                        let tapWeights = weights + rows.offsets[row], count = rows.counts[row]
                        let base = h + (rows.firsts[row] - firstRow) * stride
                        column = 0
                        while column < width {
                            r = 0; g = 0; b = 0; a = 0
                            o = column * 4
                            k = 0
                            while k < count {
                                w = Int(tapWeights[k])
                                r &+= w &* Int(base[o])
                                g &+= w &* Int(base[o + 1])
                                b &+= w &* Int(base[o + 2])
                                a &+= w &* Int(base[o + 3])
                                o &+= stride
                                k += 1
                            }
                            alpha = max(0, min(255, (a &+ half2) >> shift2))
                            red = max(0, min(alpha, (r &+ half2) >> shift2))
                            green = max(0, min(alpha, (g &+ half2) >> shift2))
                            blue = max(0, min(alpha, (b &+ half2) >> shift2))
                            dst[row * width + column] = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
                            column += 1
                        }
                        row += 1
                    }
                }
            }
        }
    }

    /// The coverage byte of each device pixel `from..<to` by the span `start…end` (24.8).
    static func coverages(start: Int, end: Int, from: Int, to: Int) -> [UInt32] {
        (from..<to).map { pixel in
            let lo = max(start, pixel << FixedPoint.shift), hi = min(end, (pixel + 1) << FixedPoint.shift)
            let inside = max(0, hi - lo)
            return UInt32((inside * 255 + 128) >> FixedPoint.shift)
        }
    }

    /// The source pixels and weights of each device pixel `from..<to` when `sourceLength` source
    /// pixels span `start…end` (24.8 device units, `end > start`).
    static func contributions(sourceLength: Int, start: Int, end: Int, from: Int, to: Int,
                              interpolation: ImageInterpolation) -> [Contribution] {
        let one = 1 << positionShift
        let span = end - start
        // Source pixels per device pixel, in 1/4096: how far the filter widens when shrinking.
        let shrink = sourceLength * FixedPoint.one * one / span
        return (from..<to).map { pixel in
            // The device pixel's centre in source units of 1/4096 (floor division).
            let centre = (pixel << FixedPoint.shift) + FixedPoint.one / 2 - start
            let position = floorDivide(centre * sourceLength * one, span)
            switch interpolation {
            case .none:
                let index = min(sourceLength - 1, max(0, position >> positionShift))
                return Contribution(first: index, weights: [Int32(1 << weightShift)])
            case .low:
                return filtered(position, sourceLength: sourceLength, radius: 1, scale: one, kernel: triangle)
            case .medium:
                return filtered(position, sourceLength: sourceLength, radius: 1, scale: max(one, shrink), kernel: triangle)
            case .high:
                return filtered(position, sourceLength: sourceLength, radius: 2, scale: max(one, shrink), kernel: catmullRom)
            }
        }
    }

    /// The weights of the source pixels near `position` (1/4096 source pixels) under `kernel`
    /// (of `radius` kernel units) stretched by `scale` (1/4096), edge pixels repeated.
    private static func filtered(_ position: Int, sourceLength: Int, radius: Int, scale: Int,
                                 kernel: (Int) -> Int) -> Contribution {
        let one = 1 << positionShift
        let reach = radius * scale
        // Source pixel j's centre is j + ½; those within `reach` of the position contribute.
        let lo = floorDivide(position - reach - one / 2, one), hi = floorDivide(position + reach - one / 2, one) + 1
        let first = min(sourceLength - 1, max(0, lo)), last = min(sourceLength - 1, max(0, hi))
        var raw = [Int](repeating: 0, count: last - first + 1)
        for j in lo...hi {
            let distance = abs(j * one + one / 2 - position)
            let weight = kernel(distance * one / scale)
            raw[min(sourceLength - 1, max(0, j)) - first] += weight
        }
        let sum = raw.reduce(0, +)
        let total = 1 << weightShift
        guard sum > 0 else {
            // Cannot happen for these kernels (the nearest pixel always weighs > 0); nearest then.
            let index = min(sourceLength - 1, max(0, position >> positionShift))
            return Contribution(first: index, weights: [Int32(total)])
        }
        var weights = raw.map { floorDivide($0 * total * 2 + sum, sum * 2) }
        let residue = total - weights.reduce(0, +)
        if residue != 0 {
            var largest = 0
            for index in weights.indices where abs(weights[index]) > abs(weights[largest]) { largest = index }
            weights[largest] += residue
        }
        return Contribution(first: first, weights: weights.map { Int32($0) })
    }

    /// max(0, 1 − |t|), t and the result in 1/4096.
    static func triangle(_ t: Int) -> Int {
        max(0, (1 << positionShift) - t)
    }

    /// Keys' cubic with a = −½ (Catmull-Rom), t ≥ 0 and the result in 1/4096, floor-rounded:
    /// 1.5t³ − 2.5t² + 1 below 1, −0.5t³ + 2.5t² − 4t + 2 below 2, else 0.
    static func catmullRom(_ t: Int) -> Int {
        let one = 1 << positionShift
        let denominator = 2 * one * one
        if t < one {
            return floorDivide(3 * t * t * t - 5 * t * t * one + 2 * one * one * one, denominator)
        }
        if t < 2 * one {
            return floorDivide(-t * t * t + 5 * t * t * one - 8 * t * one * one + 4 * one * one * one, denominator)
        }
        return 0
    }

    /// `n / d` rounded down, `d > 0`.
    @inline(__always)
    static func floorDivide(_ n: Int, _ d: Int) -> Int {
        let q = n / d
        return (n % d != 0 && n < 0) ? q - 1 : q
    }
}
