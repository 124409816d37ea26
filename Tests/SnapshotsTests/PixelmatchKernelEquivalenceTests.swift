import Raster
@testable import Snapshots
import XCTest

/// `PixelmatchKernel` (brightness cache, flat-area exits, unrolled neighbours, bands of rows)
/// against a literal transcription of mapbox/pixelmatch v6's loop, which recomputes every
/// colour delta: the same verdict for every pixel, on generated screens with flat areas, edges,
/// gradients, translucent pixels and noise, at image edges and sizes down to one pixel.
final class PixelmatchKernelEquivalenceTests: XCTestCase {
    func testKernelMatchesThePlainTranscriptionPixelForPixel() {
        var random = Generator(seed: 0x5eed)
        let sizes = [(1, 1), (1, 7), (7, 1), (2, 2), (3, 3), (17, 9), (40, 33), (64, 64)]
        for (index, (width, height)) in sizes.enumerated() {
            for round in 0..<6 {
                let a = Self.screen(width, height, &random)
                let b = Self.perturbed(a, &random)
                for threshold in [0, 0.05, 0.1, 0.3] {
                    for includeAA in [false, true] {
                        assertSame(a, b, threshold: threshold, includeAA: includeAA, "size \(index) round \(round)")
                    }
                }
            }
        }
    }

    func testKernelMatchesThePlainTranscriptionInBands() {
        // Above RowBands.minimumPixels, so the kernel runs in bands of rows on every core.
        var random = Generator(seed: 42)
        let a = Self.screen(620, 430, &random)
        let b = Self.perturbed(a, &random)
        let inverse = Bitmap(width: a.width, height: a.height, bytes: a.bytes.enumerated().map { $0.offset % 4 == 3 ? $0.element : 255 - $0.element })!
        assertSame(a, b, threshold: 0.1, includeAA: false, "perturbed")
        assertSame(a, inverse, threshold: 0.1, includeAA: false, "inverse")
        let banded = ImageComparator.pixelmatch().compare(a, inverse)
        let single = RowBands.$singleBand.withValue(true) { ImageComparator.pixelmatch().compare(a, inverse) }
        XCTAssertEqual(banded.mask, single.mask)
        XCTAssertEqual(banded.worstDeltaE, single.worstDeltaE)
    }

    func assertSame(_ a: Bitmap, _ b: Bitmap, threshold: Double, includeAA: Bool, _ what: String, line: UInt = #line) {
        let expected = Transcription.run(a, b, threshold: threshold, includeAA: includeAA)
        let comparison = ImageComparator.pixelmatch(threshold: threshold, includeAA: includeAA).compare(a, b)
        let context = "\(what), \(a.width)×\(a.height), threshold \(threshold), includeAA \(includeAA)"
        XCTAssertEqual(comparison.differingPixels, expected.changed, "changed pixels, \(context)", line: line)
        XCTAssertEqual(comparison.antiAliasedPixels, expected.antiAliased, "anti-aliased pixels, \(context)", line: line)
        let mask = comparison.mask?.values ?? [UInt8](repeating: 0, count: a.width * a.height)
        if let first = mask.indices.first(where: { mask[$0] != expected.mask[$0] }) {
            XCTFail("verdict of pixel (\(first % a.width), \(first / a.width)): \(mask[first]), expected \(expected.mask[first]); \(context)", line: line)
        }
        // The kernel finds the worst ΔE in its own pass; the separate pass over the mask must agree bit for bit.
        let worstFromMask = comparison.mask.map { PerceptualKernel.worstDeltaE(a, b, where: $0) } ?? 0
        XCTAssertEqual(comparison.worstDeltaE.bitPattern, worstFromMask.bitPattern, "worst ΔE \(comparison.worstDeltaE) against \(worstFromMask) from the mask, \(context)", line: line)
    }

    /// A UI-like image: a background, rectangles (some translucent), soft edges and noise.
    static func screen(_ width: Int, _ height: Int, _ random: inout Generator) -> Bitmap {
        var image = Bitmap(width: width, height: height, fill: RGBA8(r: 250, g: 250, b: 252))
        for _ in 0..<max(1, width * height / 150) {
            let x0 = random.next(width), y0 = random.next(height)
            let x1 = min(width, x0 + 1 + random.next(max(1, width / 3))), y1 = min(height, y0 + 1 + random.next(max(1, height / 3)))
            let color = random.color(translucent: random.next(4) == 0)
            let soft = random.next(2) == 0
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let edge = x == x0 || y == y0 || x == x1 - 1 || y == y1 - 1
                    image[x, y] = soft && edge ? RGBA8(r: color.r / 2 &+ 100, g: color.g / 2 &+ 100, b: color.b / 2 &+ 100, a: color.a) : color
                }
            }
        }
        for _ in 0..<max(1, width * height / 40) {
            image[random.next(width), random.next(height)] = random.color(translucent: random.next(5) == 0)
        }
        return image
    }

    /// `image` changed: shifted right by one pixel, or recoloured in a rectangle, plus noise and
    /// off-by-one channels.
    static func perturbed(_ image: Bitmap, _ random: inout Generator) -> Bitmap {
        var result = image
        let width = image.width, height = image.height
        if random.next(2) == 0 {
            for y in 0..<height { for x in 1..<max(1, width) { result[x, y] = image[x - 1, y] } }
        } else {
            let x0 = random.next(width), y0 = random.next(height), color = random.color(translucent: false)
            for y in y0..<min(height, y0 + 1 + random.next(height)) { for x in x0..<min(width, x0 + 1 + random.next(width)) { result[x, y] = color } }
        }
        for _ in 0..<max(1, width * height / 30) {
            let x = random.next(width), y = random.next(height)
            var pixel = result[x, y]
            pixel.g = pixel.g &+ UInt8(random.next(3))
            result[x, y] = random.next(3) == 0 ? random.color(translucent: true) : pixel
        }
        return result
    }

    /// mapbox/pixelmatch v6's `pixelmatch`, `antialiased`, `hasManySiblings` and `colorDelta`,
    /// transcribed statement by statement (no caches, no shortcuts).
    enum Transcription {
        static func run(_ a: Bitmap, _ b: Bitmap, threshold: Double, includeAA: Bool) -> (changed: Int, antiAliased: Int, mask: [UInt8]) {
            let width = a.width, height = a.height
            let img1 = a.bytes, img2 = b.bytes
            let maxDelta = 35215 * threshold * threshold
            var changed = 0, antiAliased = 0
            var mask = [UInt8](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width {
                    let pos = (y * width + x) * 4
                    let delta = colorDelta(img1, img2, pos, pos, yOnly: false)
                    if abs(delta) > maxDelta {
                        if !includeAA && (antialiased(img1, x, y, width, height, img2) || antialiased(img2, x, y, width, height, img1)) {
                            mask[y * width + x] = 2
                            antiAliased += 1
                        } else {
                            mask[y * width + x] = 1
                            changed += 1
                        }
                    }
                }
            }
            return (changed, antiAliased, mask)
        }

        static func antialiased(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, _ img2: [UInt8]) -> Bool {
            let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
            let pos = (y1 * width + x1) * 4
            var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
            var minimum = 0.0, maximum = 0.0
            var minX = 0, minY = 0, maxX = 0, maxY = 0
            for x in x0...x2 {
                for y in y0...y2 {
                    if x == x1 && y == y1 { continue }
                    let delta = colorDelta(img, img, pos, (y * width + x) * 4, yOnly: true)
                    if delta == 0 {
                        zeroes += 1
                        if zeroes > 2 { return false }
                    } else if delta < minimum {
                        minimum = delta; minX = x; minY = y
                    } else if delta > maximum {
                        maximum = delta; maxX = x; maxY = y
                    }
                }
            }
            if minimum == 0 || maximum == 0 { return false }
            return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(img2, minX, minY, width, height))
                || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(img2, maxX, maxY, width, height))
        }

        static func hasManySiblings(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
            let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
            let pos = (y1 * width + x1) * 4
            var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
            for x in x0...x2 {
                for y in y0...y2 {
                    if x == x1 && y == y1 { continue }
                    let pos2 = (y * width + x) * 4
                    if img[pos] == img[pos2] && img[pos + 1] == img[pos2 + 1] && img[pos + 2] == img[pos2 + 2] && img[pos + 3] == img[pos2 + 3] {
                        zeroes += 1
                    }
                    if zeroes > 2 { return true }
                }
            }
            return false
        }

        static func colorDelta(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ m: Int, yOnly: Bool) -> Double {
            var r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
            var r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])
            if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
            if a1 < 255 { a1 /= 255; r1 = blend(r1, a1); g1 = blend(g1, a1); b1 = blend(b1, a1) }
            if a2 < 255 { a2 /= 255; r2 = blend(r2, a2); g2 = blend(g2, a2); b2 = blend(b2, a2) }
            let y1 = rgb2y(r1, g1, b1), y2 = rgb2y(r2, g2, b2), y = y1 - y2
            if yOnly { return y }
            let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
            let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
            let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
            return y1 > y2 ? -delta : delta
        }

        static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
        static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
        static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }
        static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }
    }

    /// A deterministic generator (SplitMix64), so failures reproduce.
    struct Generator {
        var state: UInt64
        init(seed: UInt64) { state = seed }

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
        }

        mutating func color(translucent: Bool) -> RGBA8 {
            RGBA8(r: UInt8(next(256)), g: UInt8(next(256)), b: UInt8(next(256)), a: translucent ? UInt8(next(256)) : 255)
        }
    }
}
