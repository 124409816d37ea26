import Raster
@testable import Snapshots
import XCTest

/// The exact comparator and the diff image read four or eight pixels a step (equal groups
/// skipped, a group's verdicts or marks written as one word): checked here against a plain
/// pixel-by-pixel reading, on images of runs of a few colours with differences in runs of every
/// length, at widths that are and are not multiples of 4, 8 and 16.
final class ImagePassEquivalenceTests: XCTestCase {
    private var seed: UInt32 = 1_815
    private func next(_ bound: Int) -> Int {
        seed = seed &* 1_664_525 &+ 1_013_904_223
        return Int(seed >> 8) % bound
    }

    /// A pair of images: runs of a few colours (translucent and transparent too), the actual one
    /// with runs of changed pixels (often a one-bit change, often in alpha alone).
    private func pair(width: Int, height: Int) -> (Bitmap, Bitmap) {
        let palette: [RGBA8] = [.white, .black, .clear, RGBA8(r: 36, g: 83, b: 214), RGBA8(r: 40, g: 80, b: 200, a: 128)]
        var a = Bitmap(width: width, height: height), b = a
        var colour = palette[0], changing = false
        for y in 0..<height {
            for x in 0..<width {
                if next(12) == 0 { colour = palette[next(palette.count)] }
                if next(10) == 0 { changing.toggle() }
                a[x, y] = colour
                var other = colour
                if changing {
                    switch next(4) {
                    case 0: other.a ^= 1
                    case 1: other.r ^= 0x80
                    case 2: other = palette[next(palette.count)]
                    default: other.b ^= 1
                    }
                }
                b[x, y] = other
            }
        }
        return (a, b)
    }

    func testExactVerdictsCountsAndTheDiffImageMatchAPlainReading() {
        for width in [1, 3, 4, 7, 8, 9, 15, 16, 17, 31, 33, 64, 70] {
            for round in 0..<4 {
                let height = 1 + next(20)
                let (a, b) = pair(width: width, height: height)
                for comparator in [ImageComparator.exact, .pixelmatch()] {
                    let comparison = comparator.compare(a, b)
                    let name = "\(comparator), \(width) × \(height), round \(round)"
                    var plainCount = 0
                    for y in 0..<height {
                        for x in 0..<width where a[x, y] != b[x, y] {
                            plainCount += 1
                            if comparator == .exact { XCTAssertEqual(comparison.mask?[x, y], .changed, "\(name): (\(x), \(y))") }
                        }
                    }
                    if comparator == .exact {
                        XCTAssertEqual(comparison.differingPixels, plainCount, name)
                        if let mask = comparison.mask {
                            let marked = mask.values.filter { $0 != 0 }.count
                            XCTAssertEqual(marked, plainCount, "\(name): only differing pixels are marked")
                            for y in 0..<height {
                                XCTAssertEqual(mask.rows[y] != 0, (0..<width).contains { a[$0, y] != b[$0, y] }, "\(name): row \(y)'s flag")
                            }
                        }
                    }
                    // The diff image, pixel by pixel: marks in their colours, the rest faded grey.
                    let diff = DiffImage.draw(reference: a, actual: b, comparison: comparison)
                    for y in 0..<height {
                        for x in 0..<width {
                            let expected: RGBA8
                            switch comparison.mask?[x, y] ?? .same {
                            case .changed: expected = DiffImage.changedColor
                            case .antiAliased: expected = DiffImage.antiAliasedColor
                            case .same:
                                let p = a[x, y]
                                let luma = PixelmatchKernel.rgb2y(Double(p.r), Double(p.g), Double(p.b))
                                let grey = UInt8(PixelmatchKernel.blend(luma, DiffImage.fade * Double(p.a) / 255))
                                expected = RGBA8(r: grey, g: grey, b: grey)
                            }
                            XCTAssertEqual(diff[x, y], expected, "\(name): diff at (\(x), \(y))")
                        }
                    }
                }
            }
        }
    }
}
