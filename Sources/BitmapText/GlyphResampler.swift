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
        // Rows first: every stored row resampled to the target columns, scaled to 0…255 × 4096.
        var across = [Int](repeating: 0, count: height * outWidth)
        for row in 0..<height {
            let base = (y + row) * stride + x
            for column in 0..<outWidth {
                var sum = 0
                let first = horizontal.first[column]
                var tap = horizontal.start[column]
                let end = horizontal.start[column + 1]
                var cell = first
                while tap < end {
                    sum &+= horizontal.weights[tap] &* Int(pixels[base &+ cell])
                    tap &+= 1
                    cell &+= 1
                }
                across[row * outWidth + column] = (sum * 4096 + horizontal.width / 2) / horizontal.width
            }
        }
        var values = [UInt8](repeating: 0, count: outWidth * outHeight)
        let divisor = vertical.width * 4096
        for row in 0..<outHeight {
            let first = vertical.first[row], start = vertical.start[row], end = vertical.start[row + 1]
            guard start < end else { continue }
            for column in 0..<outWidth {
                var sum = 0
                var cell = first
                for tap in start..<end {
                    sum &+= vertical.weights[tap] &* across[cell * outWidth + column]
                    cell &+= 1
                }
                values[row * outWidth + column] = UInt8(min(255, (sum + divisor / 2) / divisor))
            }
        }
        return trimmed(values, width: outWidth, height: outHeight, x: columns.lowerBound, y: rows.lowerBound)
    }

    /// The mask without its blank border rows and columns.
    static func trimmed(_ values: [UInt8], width: Int, height: Int, x: Int, y: Int) -> PlacedMask {
        var minX = width, maxX = -1, minY = height, maxY = -1
        for row in 0..<height {
            for column in 0..<width where values[row * width + column] != 0 {
                minX = min(minX, column); maxX = max(maxX, column)
                minY = min(minY, row); maxY = max(maxY, row)
            }
        }
        guard maxX >= 0 else { return PlacedMask(mask: CoverageMask(width: 0, height: 0), x: 0, y: 0) }
        let newWidth = maxX - minX + 1, newHeight = maxY - minY + 1
        var out = [UInt8](repeating: 0, count: newWidth * newHeight)
        for row in 0..<newHeight {
            for column in 0..<newWidth { out[row * newWidth + column] = values[(row + minY) * width + column + minX] }
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
