import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Per-channel comparison: a pixel differs when any channel differs by more than a tolerance
/// (0 for the exact comparator). Pixels whose 32-bit words are equal are skipped with one load
/// and compare each; only differing words look at channels. Large images are split into
/// `RowBands` on every core.
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
                            return changed
                        }
                    }
                }
            }
        }
        return counts.reduce(0, +)
    }

    @inline(__always)
    private static func exceeds(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int32) -> Bool {
        abs(Int32(a[0]) &- Int32(b[0])) > limit || abs(Int32(a[1]) &- Int32(b[1])) > limit
            || abs(Int32(a[2]) &- Int32(b[2])) > limit || abs(Int32(a[3]) &- Int32(b[3])) > limit
    }
}
