import XCTest
@testable import BitmapText
import Raster
import TestSupport

/// `GlyphResampler` (unchecked buffers, whole-row vertical sums, blank padding and the blank ends
/// of rows skipped) gives the bytes of the straightforward resampler it replaced, kept below as
/// the reference, for random masks at every kind of size (shrinking a lot, a little, enlarging),
/// phase and placement.
final class GlyphResamplerTests: XCTestCase {
    func testSameMasksAsTheReferenceResampler() {
        var random = SplitMix(seed: 0x5eed_6_1f)
        var compared = 0, lit = 0
        for trial in 0..<1_500 {
            let width = Int(random.next() % 48) + 1, height = Int(random.next() % 56) + 1
            let stride = width + Int(random.next() % 9), x = stride - width == 0 ? 0 : Int(random.next() % UInt64(stride - width + 1))
            let rowsAbove = Int(random.next() % 4), rowsBelow = Int(random.next() % 4)
            let kind = random.next() % 5
            var pixels = [UInt8](repeating: 0, count: stride * (rowsAbove + height + rowsBelow))
            // Glyph-like: a ring, anti-aliased, blank at both ends of its rows and in its blank
            // rows (which the resampler skips), with lit neighbours beside the mask in the atlas.
            let ringX = Double(random.next() % 100) / 100 * Double(width), ringY = Double(random.next() % 100) / 100 * Double(height)
            let ringRadius = Double(random.next() % 100) / 100 * Double(max(width, height)) / 2
            for index in pixels.indices {
                let value = random.next()
                switch kind {
                case 0: pixels[index] = UInt8(truncatingIfNeeded: value)            // noise
                case 1: pixels[index] = value % 3 == 0 ? 255 : 0                   // hard edges
                case 2: pixels[index] = value % 5 == 0 ? UInt8(truncatingIfNeeded: value >> 8) : 0  // sparse
                case 3: pixels[index] = index % stride < stride / 2 ? 255 : 128    // flat areas
                default:
                    let column = index % stride - x, row = index / stride - rowsAbove
                    if column < 0 || column >= width || row < 0 || row >= height {
                        pixels[index] = 255
                    } else {
                        let dx = Double(column) + 0.5 - ringX, dy = Double(row) + 0.5 - ringY
                        let distance = abs((dx * dx + dy * dy).squareRoot() - ringRadius)
                        pixels[index] = UInt8(max(0, min(255, (2.5 - distance) * 128)))
                    }
                }
            }
            let stored = [48, 64, 96, 128][Int(random.next() % 4)]
            // 1 px to 4× the stored size, in 64ths, with the common sizes often.
            let s64 = trial % 3 == 0 ? [11, 13, 17, 22, 26, 34, 44][Int(random.next() % 7)] * 64 : Int(random.next() % UInt64(stored * 4 * 64)) + 64
            let left = Int(random.next() % 21) - 10, top = Int(random.next() % 81) - 20
            let phase = Int(random.next() % 4)
            let expected = pixels.withUnsafeBufferPointer {
                ReferenceGlyphResampler.resample($0, stride: stride, x: x, y: rowsAbove, width: width, height: height, left: left, top: top,
                                                 storedPixelsPerEm: stored, pixelsPerEm64: s64, phase: phase)
            }
            let actual = pixels.withUnsafeBufferPointer {
                GlyphResampler.resample($0, stride: stride, x: x, y: rowsAbove, width: width, height: height, left: left, top: top,
                                        storedPixelsPerEm: stored, pixelsPerEm64: s64, phase: phase)
            }
            let context = "trial \(trial): \(width)×\(height) stored at \(stored) px/em, \(s64)/64 px/em, phase \(phase), left \(left), top \(top)"
            let shared = min(actual.mask.values.count, expected.mask.values.count)
            if let index = (0..<shared).first(where: { actual.mask.values[$0] != expected.mask.values[$0] }) {
                XCTFail("\(context): byte \(index) is \(actual.mask.values[index]), the reference gives \(expected.mask.values[index])")
            }
            XCTAssertEqual([actual.mask.width, actual.mask.height, actual.x, actual.y],
                           [expected.mask.width, expected.mask.height, expected.x, expected.y], context)
            compared += 1
            if !expected.isEmpty { lit += 1 }
        }
        XCTAssertEqual(compared, 1_500)
        XCTAssertGreaterThan(lit, 1_250, "too few random masks had any coverage to compare")
    }

    func testBlankAndDegenerateInputs() {
        let blank = [UInt8](repeating: 0, count: 12 * 12)
        for s64 in [64, 17 * 64, 300 * 64] {
            let placed = blank.withUnsafeBufferPointer {
                GlyphResampler.resample($0, stride: 12, x: 0, y: 0, width: 12, height: 12, left: 1, top: 10,
                                        storedPixelsPerEm: 64, pixelsPerEm64: s64, phase: 2)
            }
            XCTAssertTrue(placed.isEmpty, "a blank mask at \(s64)/64 px/em")
        }
        let one: [UInt8] = [255]
        let dot = one.withUnsafeBufferPointer {
            GlyphResampler.resample($0, stride: 1, x: 0, y: 0, width: 1, height: 1, left: 0, top: 1,
                                    storedPixelsPerEm: 64, pixelsPerEm64: 64 * 64, phase: 0)
        }
        XCTAssertEqual([dot.mask.width, dot.mask.height], [1, 1])
        XCTAssertEqual(dot.mask.values, [255])
    }
}

/// The resampler as it was before the unchecked-buffer rewrite (BENCHMARKS.md, "Round 6"),
/// verbatim but for its name: the reference the rewrite must match byte for byte.
enum ReferenceGlyphResampler {
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
