import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Per-channel comparison: a pixel differs when any channel differs by more than a tolerance
/// (0 for the exact comparator). Equal rows are skipped with one `memcmp`, groups of eight equal
/// pixels in a differing row with four 64-bit compares; the exact comparator writes a differing
/// group's eight verdicts as one word, a tolerance looks at the channels of each differing word.
/// Large images are split into `RowBands` on every core.
enum ChannelKernel {
    static func countDifferences(_ reference: Bitmap, _ actual: Bitmap, tolerance: UInt8, into mask: inout DifferenceMask) -> Int {
        let width = reference.width, rowBytes = reference.bytesPerRow
        let limit = Int32(tolerance)
        var counts: [Int] = []
        reference.withUnsafeBytes { referenceBytes in
            actual.withUnsafeBytes { actualBytes in
                mask.values.withUnsafeMutableBufferPointer { maskBuffer in
                    mask.rows.withUnsafeMutableBufferPointer { rowBuffer in
                        let a = referenceBytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                        let b = actualBytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                        let m = maskBuffer.baseAddress!, rows = rowBuffer.baseAddress!
                        counts = RowBands.run(width: width, height: reference.height) { band in
                            var changed = 0
                            for y in band {
                                let rowA = a + y &* rowBytes, rowB = b + y &* rowBytes
                                if memcmp(rowA, rowB, rowBytes) == 0 { continue }
                                let rowMask = m + y &* width
                                var x = 0
                                while x < width {
                                    // Eight equal pixels (four 64-bit words XORed and ORed to zero) are
                                    // skipped in one step; a group with a difference is looked at pixel by pixel.
                                    var groupEnd = x &+ 8
                                    if groupEnd <= width {
                                        let p = UnsafeRawPointer(rowA + x &* 4), q = UnsafeRawPointer(rowB + x &* 4)
                                        // Pixels x, x + 1 in the low, high half of each word.
                                        func pair(_ offset: Int) -> UInt64 {
                                            UInt64(littleEndian: p.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                                                ^ UInt64(littleEndian: q.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                                        }
                                        let d0 = pair(0), d1 = pair(8), d2 = pair(16), d3 = pair(24)
                                        if d0 | d1 | d2 | d3 == 0 { x = groupEnd; continue }
                                        if limit == 0 {
                                            // Exact: a pixel differs when its word does. The eight
                                            // verdicts (0 or 1) as one word, byte k for pixel x + k.
                                            let verdicts = verdictBytes(d0) | verdictBytes(d1) << 16
                                                | verdictBytes(d2) << 32 | verdictBytes(d3) << 48
                                            UnsafeMutableRawPointer(rowMask + x).storeBytes(of: verdicts.littleEndian, as: UInt64.self)
                                            rows[y] = 1
                                            // The bytes' sum (each 0 or 1) lands in the top byte:
                                            // no `popcnt` in x86-64's baseline.
                                            changed &+= Int(truncatingIfNeeded: (verdicts &* 0x0101_0101_0101_0101) >> 56)
                                            x = groupEnd
                                            continue
                                        }
                                    } else {
                                        groupEnd = width
                                    }
                                    while x < groupEnd {
                                        let offset = x &* 4
                                        if UnsafeRawPointer(rowA + offset).loadUnaligned(as: UInt32.self)
                                            != UnsafeRawPointer(rowB + offset).loadUnaligned(as: UInt32.self)
                                            && exceeds(rowA + offset, rowB + offset, limit) {
                                            rowMask[x] = DifferenceMask.Verdict.changed.rawValue
                                            rows[y] = 1
                                            changed &+= 1
                                        }
                                        x &+= 1
                                    }
                                }
                            }
                            return changed
                        }
                    }
                }
            }
        }
        return counts.reduce(0, +)
    }

    /// The verdict bytes (`.changed` is 1) of two pixels from the XOR of their words, the first
    /// pixel's in the low half: byte 0 for the first, byte 1 for the second.
    @inline(__always)
    private static func verdictBytes(_ difference: UInt64) -> UInt64 {
        let changed = UInt64(DifferenceMask.Verdict.changed.rawValue)
        return (UInt32(truncatingIfNeeded: difference) != 0 ? changed : 0) | (difference >> 32 != 0 ? changed << 8 : 0)
    }

    @inline(__always)
    private static func exceeds(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int32) -> Bool {
        abs(Int32(a[0]) &- Int32(b[0])) > limit || abs(Int32(a[1]) &- Int32(b[1])) > limit
            || abs(Int32(a[2]) &- Int32(b[2])) > limit || abs(Int32(a[3]) &- Int32(b[3])) > limit
    }
}
