import Raster

/// Per-channel comparison: a pixel differs when any channel differs by more than a tolerance
/// (0 for the exact comparator). Pixels whose 32-bit words are equal are skipped with one load
/// and compare each; only differing words look at channels.
enum ChannelKernel {
    static func countDifferences(_ reference: Bitmap, _ actual: Bitmap, tolerance: UInt8, into mask: inout DifferenceMask) -> Int {
        let count = reference.pixelCount
        let limit = Int32(tolerance)
        var changed = 0
        reference.withUnsafeBytes { referenceBytes in
            actual.withUnsafeBytes { actualBytes in
                mask.values.withUnsafeMutableBufferPointer { maskBuffer in
                    let a = referenceBytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                    let b = actualBytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                    let m = maskBuffer.baseAddress!
                    var i = 0
                    while i < count {
                        let offset = i &* 4
                        let wordA = UnsafeRawPointer(a + offset).loadUnaligned(as: UInt32.self)
                        let wordB = UnsafeRawPointer(b + offset).loadUnaligned(as: UInt32.self)
                        if wordA != wordB && exceeds(a + offset, b + offset, limit) {
                            m[i] = DifferenceMask.Verdict.changed.rawValue
                            changed &+= 1
                        }
                        i &+= 1
                    }
                }
            }
        }
        return changed
    }

    @inline(__always)
    private static func exceeds(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int32) -> Bool {
        abs(Int32(a[0]) &- Int32(b[0])) > limit || abs(Int32(a[1]) &- Int32(b[1])) > limit
            || abs(Int32(a[2]) &- Int32(b[2])) > limit || abs(Int32(a[3]) &- Int32(b[3])) > limit
    }
}
