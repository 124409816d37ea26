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

    /// The resampled pixels of `box` (device pixels, inside the rectangle's pixel bounds), packed
    /// premultiplied, row-major, edge coverage applied.
    static func resample(_ image: Pixmap, region: ImageSourceRegion, x0: Int, y0: Int, x1: Int, y1: Int, box: PixelBox,
                         interpolation: ImageInterpolation) -> [UInt32] {
        let columns = contributions(sourceLength: region.width, start: x0, end: x1, from: box.minX, to: box.maxX, interpolation: interpolation)
        let rows = contributions(sourceLength: region.height, start: y0, end: y1, from: box.minY, to: box.maxY, interpolation: interpolation)
        let columnCoverage = coverages(start: x0, end: x1, from: box.minX, to: box.maxX)
        let rowCoverage = coverages(start: y0, end: y1, from: box.minY, to: box.maxY)
        // The source rows any output row reads.
        let firstRow = rows.map(\.first).min() ?? 0
        let lastRow = rows.map { $0.first + $0.weights.count - 1 }.max() ?? 0
        let width = box.width
        // Pass 1: each source row filtered horizontally, channels in 1/256 (rounded half up).
        var horizontal = [Int32](repeating: 0, count: (lastRow - firstRow + 1) * width * 4)
        image.pixels.withUnsafeBufferPointer { pixels in
            for sourceRow in firstRow...lastRow {
                let rowBase = (region.y + sourceRow) * image.width + region.x
                let outBase = (sourceRow - firstRow) * width * 4
                for (column, contribution) in columns.enumerated() {
                    var r = 0, g = 0, b = 0, a = 0
                    for (k, weight) in contribution.weights.enumerated() {
                        let v = pixels[rowBase + contribution.first + k]
                        let w = Int(weight)
                        r += w * Int(v & 0xFF)
                        g += w * Int((v >> 8) & 0xFF)
                        b += w * Int((v >> 16) & 0xFF)
                        a += w * Int(v >> 24)
                    }
                    let shift = weightShift - 8, half = 1 << (shift - 1)
                    let o = outBase + column * 4
                    horizontal[o] = Int32((r + half) >> shift)
                    horizontal[o + 1] = Int32((g + half) >> shift)
                    horizontal[o + 2] = Int32((b + half) >> shift)
                    horizontal[o + 3] = Int32((a + half) >> shift)
                }
            }
        }
        // Pass 2: columns filtered vertically, clamped to valid premultiplied bytes, edge coverage applied.
        var out = [UInt32](repeating: 0, count: width * box.height)
        let shift = weightShift + 8, half = 1 << (shift - 1)
        for (row, contribution) in rows.enumerated() {
            for column in 0..<width {
                var r = 0, g = 0, b = 0, a = 0
                for (k, weight) in contribution.weights.enumerated() {
                    let o = ((contribution.first + k - firstRow) * width + column) * 4
                    let w = Int(weight)
                    r += w * Int(horizontal[o])
                    g += w * Int(horizontal[o + 1])
                    b += w * Int(horizontal[o + 2])
                    a += w * Int(horizontal[o + 3])
                }
                let alpha = clampByte((a + half) >> shift)
                let red = min(alpha, clampByte((r + half) >> shift))
                let green = min(alpha, clampByte((g + half) >> shift))
                let blue = min(alpha, clampByte((b + half) >> shift))
                var pixel = red | green << 8 | blue << 16 | alpha << 24
                let coverage = SourceOver.scale(columnCoverage[column], by: rowCoverage[row])
                if coverage != 255 { pixel = SourceOver.scale(pixel, by: coverage) }
                out[row * width + column] = pixel
            }
        }
        return out
    }

    @inline(__always)
    private static func clampByte(_ value: Int) -> UInt32 { UInt32(max(0, min(255, value))) }

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
