import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// mapbox/pixelmatch v6, counted exactly as the reference implementation counts:
///
/// - the YIQ delta of Kotsarenko and Ramos, `0.5053·dY² + 0.299·dI² + 0.1957·dQ²`, computed in
///   `Double` with the same constants and the same order of operations, so the same pixels land on
///   the same side of `35215 · threshold²`;
/// - a pixel with alpha below 255 is first blended on white, `255 + (c − 255) · a/255`;
/// - a pixel above the threshold is not counted when it looks anti-aliased in either image
///   (Vyšniauskas 2009: among its 8 neighbours it has both a darker and a brighter one, at most two
///   equal ones, and the darkest or the brightest has three or more identical neighbours in both
///   images), unless `includeAA`.
///
/// Neighbours are visited column by column (x outer, y inner) as pixelmatch does, because the first
/// of equal extremes wins. pixelmatch v7's patterned background for translucent pixels is not used.
enum PixelmatchKernel {
    /// Marks each pixel's verdict in `mask` and counts them; `worstDeltaE` is the largest
    /// `PerceptualKernel.deltaE` among the changed pixels (0 when none), what
    /// `PerceptualKernel.worstDeltaE` finds from the mask, found here in the same pass.
    static func countDifferences(
        _ reference: Bitmap, _ actual: Bitmap, threshold: Double, includeAA: Bool, into mask: inout DifferenceMask
    ) -> (changed: Int, antiAliased: Int, worstDeltaE: Double) {
        let width = reference.width, height = reference.height
        let maxDelta = 35215 * threshold * threshold
        let rowBytes = width &* 4
        var counts: [(changed: Int, antiAliased: Int, worstDeltaE: Double)] = []
        withPixels(reference) { image1 in
            withPixels(actual) { image2 in
                mask.values.withUnsafeMutableBufferPointer { maskBuffer in
                    mask.rows.withUnsafeMutableBufferPointer { rowBuffer in
                        let m = maskBuffer.baseAddress!, rows = rowBuffer.baseAddress!
                        let words1 = image1.pixels, words2 = image2.pixels
                        // Bands of rows on every core: each writes only its rows of the mask.
                        counts = RowBands.run(width: width, height: height) { band in
                            var changed = 0, antiAliased = 0
                            // Each image's brightness around the current row, for the anti-aliasing
                            // test; made when a band first needs it (most bands of most pairs never do).
                            var brightness1: PixelmatchBrightnessRows?, brightness2: PixelmatchBrightnessRows?
                            defer {
                                brightness1?.deallocate()
                                brightness2?.deallocate()
                            }
                            // The last pair of differing pixels and whether it was above the
                            // threshold: runs of one colour pair (a recoloured area) skip the YIQ maths.
                            var lastA: UInt32 = 0, lastB: UInt32 = 0, lastAbove = false
                            // The last pair's ΔE once a changed pixel needed it (−1: not yet), and the
                            // largest so far; L*a*b* values cached as `worstDeltaE` caches them.
                            var lastDeltaE = -1.0, worst = 0.0
                            var labs: PerceptualKernel.LabCache?
                            var y = band.lowerBound
                            while y < band.upperBound {
                                defer { y &+= 1 }
                                let rowStart = y &* width
                                if memcmp(words1 + rowStart, words2 + rowStart, rowBytes) == 0 { continue }
                                var x = 0
                                while x < width {
                                    defer { x &+= 1 }
                                    let i = rowStart &+ x
                                    let wordA = words1[i], wordB = words2[i]
                                    if wordA == wordB { continue }
                                    if wordA != lastA || wordB != lastB {
                                        lastA = wordA
                                        lastB = wordB
                                        let delta = colorDelta(image1.bytes, i &* 4, image2.bytes, i &* 4, yOnly: false)
                                        lastAbove = (delta < 0 ? -delta : delta) > maxDelta
                                        lastDeltaE = -1
                                    }
                                    guard lastAbove else { continue }
                                    rows[y] = 1
                                    var looksAntialiased = false
                                    if !includeAA {
                                        // antialiased(image1) || antialiased(image2), each first answered
                                        // here without a call for a pixel inside the image with three or
                                        // more neighbours of its bytes (flat areas: most pixels), which
                                        // `antialiased` returns false for too (its fast path).
                                        let interior = x > 0 && x < width &- 1 && y > 0 && y < height &- 1
                                        if !(interior && hasThreeEqualNeighbours(words1, i, width)) {
                                            if brightness1 == nil { brightness1 = PixelmatchBrightnessRows(image1) }
                                            looksAntialiased = antialiased(brightness1!, x, y, other: image2, uneven: interior)
                                        }
                                        if !looksAntialiased && !(interior && hasThreeEqualNeighbours(words2, i, width)) {
                                            if brightness2 == nil { brightness2 = PixelmatchBrightnessRows(image2) }
                                            looksAntialiased = antialiased(brightness2!, x, y, other: image1, uneven: interior)
                                        }
                                    }
                                    if looksAntialiased {
                                        m[i] = DifferenceMask.Verdict.antiAliased.rawValue
                                        antiAliased &+= 1
                                    } else {
                                        m[i] = DifferenceMask.Verdict.changed.rawValue
                                        changed &+= 1
                                        if lastDeltaE < 0 {
                                            if labs == nil { labs = PerceptualKernel.LabCache() }
                                            lastDeltaE = PerceptualKernel.deltaE(wordA, wordB, cache: &labs!)
                                        }
                                        if lastDeltaE > worst { worst = lastDeltaE }
                                    }
                                }
                            }
                            return (changed, antiAliased, worst)
                        }
                    }
                }
            }
        }
        var changed = 0, antiAliased = 0, worst = 0.0
        for band in counts {
            changed += band.changed
            antiAliased += band.antiAliased
            if band.worstDeltaE > worst { worst = band.worstDeltaE }
        }
        return (changed, antiAliased, worst)
    }

    /// Raw RGBA8 pixels with their size: as bytes, and as one 32-bit word per pixel (for equality).
    struct Image {
        let bytes: UnsafePointer<UInt8>
        let pixels: UnsafePointer<UInt32>
        let width: Int
        let height: Int
    }

    /// Calls `body` with `bitmap`'s pixels. Its bytes are used in place when they are aligned for
    /// 32-bit words (an array's storage always is in practice); otherwise a word-aligned copy is used.
    static func withPixels<R>(_ bitmap: Bitmap, _ body: (Image) -> R) -> R {
        bitmap.withUnsafeBytes { raw in
            let count = bitmap.width &* bitmap.height
            if let base = raw.baseAddress, Int(bitPattern: base) % MemoryLayout<UInt32>.alignment == 0 {
                return body(Image(bytes: base.assumingMemoryBound(to: UInt8.self), pixels: base.assumingMemoryBound(to: UInt32.self),
                                  width: bitmap.width, height: bitmap.height))
            }
            var copy = [UInt32](repeating: 0, count: max(count, 1))
            return copy.withUnsafeMutableBytes { words in
                if let base = raw.baseAddress { words.baseAddress!.copyMemory(from: base, byteCount: count &* 4) }
                return body(Image(bytes: words.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                  pixels: words.baseAddress!.assumingMemoryBound(to: UInt32.self),
                                  width: bitmap.width, height: bitmap.height))
            }
        }
    }

    /// The squared YIQ distance between pixel `k` of `image1` and pixel `m` of `image2` (byte
    /// offsets); with `yOnly`, the signed brightness difference `Y1 − Y2` instead.
    @inline(__always)
    static func colorDelta(_ image1: UnsafePointer<UInt8>, _ k: Int, _ image2: UnsafePointer<UInt8>, _ m: Int, yOnly: Bool) -> Double {
        var r1 = Double(image1[k]), g1 = Double(image1[k &+ 1]), b1 = Double(image1[k &+ 2]), a1 = Double(image1[k &+ 3])
        var r2 = Double(image2[m]), g2 = Double(image2[m &+ 1]), b2 = Double(image2[m &+ 2]), a2 = Double(image2[m &+ 3])
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        if a1 < 255 {
            a1 /= 255
            r1 = blend(r1, a1)
            g1 = blend(g1, a1)
            b1 = blend(b1, a1)
        }
        if a2 < 255 {
            a2 /= 255
            r2 = blend(r2, a2)
            g2 = blend(g2, a2)
            b2 = blend(b2, a2)
        }
        let y = rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
        if yOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The brightness (YIQ's Y) of the pixel at byte offset `k`, blended on white when translucent,
    /// exactly as `colorDelta` computes it for each side.
    @inline(__always)
    static func brightness(_ image: UnsafePointer<UInt8>, _ k: Int) -> Double {
        var r = Double(image[k]), g = Double(image[k &+ 1]), b = Double(image[k &+ 2]), a = Double(image[k &+ 3])
        if a < 255 {
            a /= 255
            r = blend(r, a)
            g = blend(g, a)
            b = blend(b, a)
        }
        return rgb2y(r, g, b)
    }

    @inline(__always) static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    @inline(__always) static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    @inline(__always) static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }
    /// A channel blended on white by `alpha` (0…1).
    @inline(__always) static func blend(_ c: Double, _ alpha: Double) -> Double { 255 + (c - 255) * alpha }

    /// Whether at least three of the eight neighbours of the pixel at `index`, not on the
    /// image's edge, have its bytes. Stops at the third: in a flat area after three compares.
    @inline(__always)
    static func hasThreeEqualNeighbours(_ words: UnsafePointer<UInt32>, _ index: Int, _ width: Int) -> Bool {
        let here = words + index, above = here - width, below = here + width
        let center = here[0]
        var same = here[-1] == center ? 1 : 0
        if here[1] == center { same &+= 1 }
        if above[0] == center { same &+= 1 }
        if same > 2 { return true }
        if below[0] == center { same &+= 1 }
        if same > 2 { return true }
        if above[-1] == center { same &+= 1 }
        if above[1] == center { same &+= 1 }
        if same > 2 { return true }
        if below[-1] == center { same &+= 1 }
        if below[1] == center { same &+= 1 }
        return same > 2
    }

    /// Whether pixel (`x1`, `y1`) of the image of `brightness` looks like anti-aliasing.
    /// `uneven`: the caller found the pixel inside the image with at most two neighbours of its
    /// bytes (`hasThreeEqualNeighbours` false), so the fast path is skipped.
    static func antialiased(_ brightness: PixelmatchBrightnessRows, _ x1: Int, _ y1: Int, other: Image, uneven: Bool = false) -> Bool {
        let image = brightness.image
        let width = image.width, height = image.height
        let words = image.pixels
        let x0 = x1 > 0 ? x1 &- 1 : 0, y0 = y1 > 0 ? y1 &- 1 : 0
        let x2 = x1 &+ 1 < width ? x1 &+ 1 : x1, y2 = y1 &+ 1 < height ? y1 &+ 1 : y1
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        // Fast path: a neighbour with the same bytes has a brightness delta of 0, so when the edge
        // and the identical neighbours already make more than two zeroes, the loop below would
        // return false too (it returns nothing else before its end). Flat areas end here with
        // at most eight word compares instead of eight brightness look-ups.
        let center = words[y1 &* width &+ x1]
        if zeroes == 0 {
            if !uneven && hasThreeEqualNeighbours(words, y1 &* width &+ x1, width) { return false }
        } else {
            var same = zeroes
            var y = y0
            while y <= y2 {
                let row = words + y &* width
                var x = x0
                while x <= x2 {
                    if row[x] == center && (x != x1 || y != y1) { same &+= 1 }
                    x &+= 1
                }
                y &+= 1
            }
            if same > 2 { return false }
        }
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // colorDelta(yOnly:) of the centre against each neighbour: the centre's brightness minus
        // the neighbour's, each computed once per band and image (`PixelmatchBrightnessRows`), so
        // the same Doubles as computing them here. Neighbours column by column, as pixelmatch.
        let slot0 = brightness.slot(y0), slot1 = brightness.slot(y1), slot2 = brightness.slot(y2)
        let centerY = brightness.value(slot1, x1, y1)
        if zeroes == 0 {
            // Inside the image: the loop below unrolled, without its word compares and early exit.
            // A neighbour with the centre's bytes has its brightness, so its delta is exactly 0, as
            // the loop sets it; the loop returns false as soon as there are more than two zeroes,
            // as this does after counting them all; and the first strictly smallest (largest)
            // delta in the loop's column-by-column order is the one kept, as here.
            let left = x1 &- 1, right = x1 &+ 1
            let d0 = centerY - brightness.value(slot0, left, y0), d1 = centerY - brightness.value(slot1, left, y1)
            let d2 = centerY - brightness.value(slot2, left, y2), d3 = centerY - brightness.value(slot0, x1, y0)
            let d4 = centerY - brightness.value(slot2, x1, y2), d5 = centerY - brightness.value(slot0, right, y0)
            let d6 = centerY - brightness.value(slot1, right, y1), d7 = centerY - brightness.value(slot2, right, y2)
            var flat = d0 == 0 ? 1 : 0
            flat &+= d1 == 0 ? 1 : 0
            flat &+= d2 == 0 ? 1 : 0
            flat &+= d3 == 0 ? 1 : 0
            flat &+= d4 == 0 ? 1 : 0
            flat &+= d5 == 0 ? 1 : 0
            flat &+= d6 == 0 ? 1 : 0
            flat &+= d7 == 0 ? 1 : 0
            if flat > 2 { return false }
            var low = d0, lowAt = 0, high = d0, highAt = 0
            if d1 < low { low = d1; lowAt = 1 }
            if d2 < low { low = d2; lowAt = 2 }
            if d3 < low { low = d3; lowAt = 3 }
            if d4 < low { low = d4; lowAt = 4 }
            if d5 < low { low = d5; lowAt = 5 }
            if d6 < low { low = d6; lowAt = 6 }
            if d7 < low { low = d7; lowAt = 7 }
            if !(low < 0) { return false }
            if d1 > high { high = d1; highAt = 1 }
            if d2 > high { high = d2; highAt = 2 }
            if d3 > high { high = d3; highAt = 3 }
            if d4 > high { high = d4; highAt = 4 }
            if d5 > high { high = d5; highAt = 5 }
            if d6 > high { high = d6; highAt = 6 }
            if d7 > high { high = d7; highAt = 7 }
            if !(high > 0) { return false }
            let (lowX, lowY) = neighbour(lowAt, x1, y1), (highX, highY) = neighbour(highAt, x1, y1)
            return (hasManySiblings(image, lowX, lowY) && hasManySiblings(other, lowX, lowY))
                || (hasManySiblings(image, highX, highY) && hasManySiblings(other, highX, highY))
        }
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                defer { y &+= 1 }
                if x == x1 && y == y1 { continue }
                let delta: Double
                if words[y &* width &+ x] == center {
                    delta = 0
                } else {
                    let slot = y == y1 ? slot1 : (y == y0 ? slot0 : slot2)
                    delta = centerY - brightness.value(slot, x, y)
                }
                if delta == 0 {
                    zeroes &+= 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    minX = x
                    minY = y
                } else if delta > maximum {
                    maximum = delta
                    maxX = x
                    maxY = y
                }
            }
            x &+= 1
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// The position of neighbour `k` (0…7, column by column from the top left, the centre
    /// skipped) of pixel (`x`, `y`).
    @inline(__always)
    static func neighbour(_ k: Int, _ x: Int, _ y: Int) -> (x: Int, y: Int) {
        if k < 3 { return (x &- 1, y &+ k &- 1) }
        if k < 5 { return (x, k == 3 ? y &- 1 : y &+ 1) }
        return (x &+ 1, y &+ k &- 6)
    }

    /// Whether pixel (`x1`, `y1`) has three or more identical neighbours (an image edge counts as one).
    static func hasManySiblings(_ image: Image, _ x1: Int, _ y1: Int) -> Bool {
        let width = image.width, height = image.height
        let words = image.pixels
        let x0 = x1 > 0 ? x1 &- 1 : 0, y0 = y1 > 0 ? y1 &- 1 : 0
        let x2 = x1 &+ 1 < width ? x1 &+ 1 : x1, y2 = y1 &+ 1 < height ? y1 &+ 1 : y1
        // Inside the image no edge counts, and the answer is whether three neighbours have its bytes.
        if x1 > 0 && x1 &+ 1 < width && y1 > 0 && y1 &+ 1 < height {
            return hasThreeEqualNeighbours(words, y1 &* width &+ x1, width)
        }
        let value = words[y1 &* width &+ x1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if (x != x1 || y != y1) && value == words[y &* width &+ x] {
                    zeroes &+= 1
                    if zeroes > 2 { return true }
                }
                y &+= 1
            }
            x &+= 1
        }
        return false
    }
}
