import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CIE94 ΔE per pixel. Translucent pixels are composited (in 8-bit, exactly rounded) over white
/// and over black and the larger ΔE counts, so a change of alpha alone is never invisible.
/// A small cache of L*a*b* values keyed by the pixel's bytes keeps flat UI images cheap.
enum PerceptualKernel {
    static func countDifferences(_ reference: Bitmap, _ actual: Bitmap, maxDeltaE: Double, into mask: inout DifferenceMask) -> Int {
        var counts: [Int] = []
        let width = reference.width, rowBytes = reference.bytesPerRow
        reference.withUnsafeBytes { referenceBytes in
            actual.withUnsafeBytes { actualBytes in
                mask.values.withUnsafeMutableBufferPointer { maskBuffer in
                    mask.rows.withUnsafeMutableBufferPointer { rowBuffer in
                        let a = referenceBytes.baseAddress!, b = actualBytes.baseAddress!
                        let m = maskBuffer.baseAddress!, rows = rowBuffer.baseAddress!
                        counts = RowBands.run(width: width, height: reference.height) { band in
                            var cache = LabCache()
                            var changed = 0
                            for y in band {
                                let rowA = a + y &* rowBytes, rowB = b + y &* rowBytes
                                if memcmp(rowA, rowB, rowBytes) == 0 { continue }
                                var x = 0
                                while x < width {
                                    let wordA = rowA.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                                    let wordB = rowB.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                                    if wordA != wordB && deltaE(wordA, wordB, cache: &cache) > maxDeltaE {
                                        m[y &* width &+ x] = DifferenceMask.Verdict.changed.rawValue
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

    /// The largest ΔE among the pixels the mask marks `.changed`; 0 when there are none.
    static func worstDeltaE(_ reference: Bitmap, _ actual: Bitmap, where mask: DifferenceMask) -> Double {
        var worsts: [Double] = []
        let width = reference.width
        reference.withUnsafeBytes { referenceBytes in
            actual.withUnsafeBytes { actualBytes in
                mask.values.withUnsafeBufferPointer { maskBuffer in
                    let a = referenceBytes.baseAddress!, b = actualBytes.baseAddress!
                    let m = maskBuffer.baseAddress!
                    worsts = RowBands.run(width: width, height: reference.height) { band in
                        var cache = LabCache()
                        var worst = 0.0
                        var previous: (UInt32, UInt32, Double)?
                        let changed = DifferenceMask.Verdict.changed.rawValue
                        let fourChanged = UInt32(changed) &* 0x0101_0101
                        for y in band where mask.rows[y] != 0 {
                            var i = y &* width
                            let end = i &+ width
                            while i < end {
                                if m[i] == changed {
                                    let wordA = a.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                                    let wordB = b.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                                    let value: Double
                                    if let previous, previous.0 == wordA, previous.1 == wordB {
                                        value = previous.2
                                    } else {
                                        value = deltaE(wordA, wordB, cache: &cache)
                                        previous = (wordA, wordB, value)
                                    }
                                    if value > worst { worst = value }
                                    // The changed pixels after it with the same pair (a run of
                                    // one change, the common case) cannot raise the worst.
                                    i &+= 1
                                    // Four at a time first: four `.changed` verdicts as one word,
                                    // the pixels as two words of each image.
                                    let pairA = UInt64(wordA) | UInt64(wordA) << 32, pairB = UInt64(wordB) | UInt64(wordB) << 32
                                    while i &+ 4 <= end, UnsafeRawPointer(m + i).loadUnaligned(as: UInt32.self) == fourChanged,
                                          a.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self) == pairA,
                                          a.loadUnaligned(fromByteOffset: i &* 4 &+ 8, as: UInt64.self) == pairA,
                                          b.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self) == pairB,
                                          b.loadUnaligned(fromByteOffset: i &* 4 &+ 8, as: UInt64.self) == pairB {
                                        i &+= 4
                                    }
                                    while i < end, m[i] == changed, a.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self) == wordA,
                                          b.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self) == wordB {
                                        i &+= 1
                                    }
                                    continue
                                }
                                i &+= 1
                            }
                        }
                        return worst
                    }
                }
            }
        }
        return worsts.max() ?? 0
    }

    /// ΔE94 between two pixels given as their 4 bytes in memory order (R, G, B, A).
    static func deltaE(_ reference: UInt32, _ actual: UInt32, cache: inout LabCache) -> Double {
        let first = cache.lab(reference), second = cache.lab(actual)
        let overWhite = first.overWhite.deltaE94(to: second.overWhite)
        // Both opaque (alpha, byte 3, 255 in both): over black is the same pair of colours as
        // over white (`lab` returns one colour twice), so the same ΔE; not computed twice.
        if UInt32(littleEndian: reference & actual) >> 24 == 255 { return overWhite }
        return max(overWhite, first.overBlack.deltaE94(to: second.overBlack))
    }

    /// L*a*b* over white and over black for recently seen pixels, direct-mapped by a hash of the bytes.
    struct LabCache {
        private var keys = [UInt32](repeating: 0, count: 1024)
        private var filled = [Bool](repeating: false, count: 1024)
        private var values = [(overWhite: CIELab, overBlack: CIELab)](
            repeating: (CIELab(red: 0, green: 0, blue: 0), CIELab(red: 0, green: 0, blue: 0)), count: 1024)

        mutating func lab(_ word: UInt32) -> (overWhite: CIELab, overBlack: CIELab) {
            let slot = Int((word &* 2654435761) >> 22)
            if filled[slot] && keys[slot] == word { return values[slot] }
            let value = PerceptualKernel.lab(word)
            keys[slot] = word
            filled[slot] = true
            values[slot] = value
            return value
        }
    }

    static func lab(_ word: UInt32) -> (overWhite: CIELab, overBlack: CIELab) {
        var bytes = word.littleEndian
        return withUnsafeBytes(of: &bytes) { raw in
            let r = raw[0], g = raw[1], b = raw[2], alpha = raw[3]
            if alpha == 255 {
                let lab = CIELab(red: r, green: g, blue: b)
                return (lab, lab)
            }
            let white = multiplyRounded(255, 255 &- alpha)
            return (
                CIELab(red: multiplyRounded(r, alpha) &+ white, green: multiplyRounded(g, alpha) &+ white, blue: multiplyRounded(b, alpha) &+ white),
                CIELab(red: multiplyRounded(r, alpha), green: multiplyRounded(g, alpha), blue: multiplyRounded(b, alpha))
            )
        }
    }
}
