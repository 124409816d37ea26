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
    static func countDifferences(
        _ reference: Bitmap, _ actual: Bitmap, threshold: Double, includeAA: Bool, into mask: inout DifferenceMask
    ) -> (changed: Int, antiAliased: Int) {
        let width = reference.width, height = reference.height
        let maxDelta = 35215 * threshold * threshold
        let rowBytes = width &* 4
        var counts: [(changed: Int, antiAliased: Int)] = []
        reference.withUnsafeBytes { referenceBytes in
            actual.withUnsafeBytes { actualBytes in
                mask.values.withUnsafeMutableBufferPointer { maskBuffer in
                    mask.rows.withUnsafeMutableBufferPointer { rowBuffer in
                        let image1 = Image(referenceBytes.baseAddress!, width: width, height: height)
                        let image2 = Image(actualBytes.baseAddress!, width: width, height: height)
                        let m = maskBuffer.baseAddress!, rows = rowBuffer.baseAddress!
                        // Bands of rows on every core: each writes only its rows of the mask.
                        counts = RowBands.run(width: width, height: height) { band in
                            var changed = 0, antiAliased = 0
                            // The last pair of differing pixels and whether it was above the
                            // threshold: runs of one colour pair (a recoloured area) skip the YIQ maths.
                            var lastA: UInt32 = 0, lastB: UInt32 = 0, lastAbove = false
                            for y in band {
                                if memcmp(image1.bytes + y &* rowBytes, image2.bytes + y &* rowBytes, rowBytes) == 0 { continue }
                                var x = 0
                                while x < width {
                                    defer { x &+= 1 }
                                    let i = y &* width &+ x
                                    let wordA = image1.word(i), wordB = image2.word(i)
                                    if wordA == wordB { continue }
                                    if wordA != lastA || wordB != lastB {
                                        lastA = wordA
                                        lastB = wordB
                                        lastAbove = abs(colorDelta(image1.bytes, i &* 4, image2.bytes, i &* 4, yOnly: false)) > maxDelta
                                    }
                                    guard lastAbove else { continue }
                                    rows[y] = 1
                                    if !includeAA && (antialiased(image1, x, y, other: image2) || antialiased(image2, x, y, other: image1)) {
                                        m[i] = DifferenceMask.Verdict.antiAliased.rawValue
                                        antiAliased &+= 1
                                    } else {
                                        m[i] = DifferenceMask.Verdict.changed.rawValue
                                        changed &+= 1
                                    }
                                }
                            }
                            return (changed, antiAliased)
                        }
                    }
                }
            }
        }
        return (counts.reduce(0) { $0 + $1.changed }, counts.reduce(0) { $0 + $1.antiAliased })
    }

    /// Raw RGBA8 pixels with their size.
    struct Image {
        let bytes: UnsafePointer<UInt8>
        let width: Int
        let height: Int

        init(_ base: UnsafeRawPointer, width: Int, height: Int) {
            bytes = base.assumingMemoryBound(to: UInt8.self)
            self.width = width
            self.height = height
        }

        @inline(__always)
        func word(_ index: Int) -> UInt32 {
            UnsafeRawPointer(bytes + index &* 4).loadUnaligned(as: UInt32.self)
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

    /// Whether pixel (`x1`, `y1`) of `image` looks like anti-aliasing.
    static func antialiased(_ image: Image, _ x1: Int, _ y1: Int, other: Image) -> Bool {
        let width = image.width, height = image.height
        let x0 = max(x1 &- 1, 0), y0 = max(y1 &- 1, 0)
        let x2 = min(x1 &+ 1, width &- 1), y2 = min(y1 &+ 1, height &- 1)
        let position = (y1 &* width &+ x1) &* 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        // Fast path: a neighbour with the same bytes has a brightness delta of 0, so when the edge
        // and the identical neighbours already make more than two zeroes, the loop below would
        // return false too (it returns nothing else before its end). Flat areas end here with
        // eight word compares instead of eight conversions to Double.
        let center = image.word(y1 &* width &+ x1)
        if zeroes == 0 {
            // Inside the image: the eight neighbours, unrolled.
            let above = (y1 &- 1) &* width &+ x1, here = y1 &* width &+ x1, below = (y1 &+ 1) &* width &+ x1
            var same = 0
            if image.word(above &- 1) == center { same &+= 1 }
            if image.word(above) == center { same &+= 1 }
            if image.word(above &+ 1) == center { same &+= 1 }
            if image.word(here &- 1) == center { same &+= 1 }
            if image.word(here &+ 1) == center { same &+= 1 }
            if image.word(below &- 1) == center { same &+= 1 }
            if image.word(below) == center { same &+= 1 }
            if image.word(below &+ 1) == center { same &+= 1 }
            if same > 2 { return false }
        } else {
            var same = zeroes
            for y in y0...y2 {
                let row = y &* width
                for x in x0...x2 where (x != x1 || y != y1) && image.word(row &+ x) == center { same &+= 1 }
            }
            if same > 2 { return false }
        }
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // colorDelta(yOnly:) of the centre against each neighbour, with the centre's brightness
        // computed once: the same operations on the same values, so the same Double.
        let centerY = brightness(image.bytes, position)
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let other = y &* width &+ x
                let delta = image.word(other) == center ? 0 : centerY - brightness(image.bytes, other &* 4)
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
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether pixel (`x1`, `y1`) has three or more identical neighbours (an image edge counts as one).
    static func hasManySiblings(_ image: Image, _ x1: Int, _ y1: Int) -> Bool {
        let width = image.width, height = image.height
        let x0 = max(x1 &- 1, 0), y0 = max(y1 &- 1, 0)
        let x2 = min(x1 &+ 1, width &- 1), y2 = min(y1 &+ 1, height &- 1)
        let value = image.word(y1 &* width &+ x1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if value == image.word(y &* width &+ x) { zeroes &+= 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
