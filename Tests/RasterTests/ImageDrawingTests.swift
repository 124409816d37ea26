import Raster
import XCTest

final class ImageDrawingTests: XCTestCase {
    private let red = RGBA8(r: 255, g: 0, b: 0), green = RGBA8(r: 0, g: 255, b: 0)
    private let blue = RGBA8(r: 0, g: 0, b: 255), white = RGBA8(r: 255, g: 255, b: 255)

    private func image(_ width: Int, _ height: Int, _ colors: [RGBA8]) -> Pixmap {
        Pixmap(Bitmap(width: width, height: height, bytes: colors.flatMap { [$0.r, $0.g, $0.b, $0.a] })!)
    }

    private var quad: Pixmap { image(2, 2, [red, green, blue, white]) }

    func testNearestNeighbourRepeatsEachPixel() {
        let canvas = Canvas(size: Size(width: 4, height: 4), scale: .x1)
        canvas.draw(quad, in: Rect(x: 0, y: 0, width: 4, height: 4), interpolation: .none)
        let bitmap = canvas.makeBitmap()
        for y in 0..<4 {
            for x in 0..<4 {
                XCTAssertEqual(bitmap[x, y], [red, green, blue, white][(y / 2) * 2 + x / 2], "(\(x), \(y))")
            }
        }
    }

    func testEveryFilterDrawsAnImageAtItsOwnSizeUnchanged() {
        let colors: [RGBA8] = (0..<12).map { (i: Int) -> RGBA8 in
            let r = UInt8(i * 20), g = UInt8(255 - i * 20), b = UInt8(i * 7), a = UInt8(100 + i * 10)
            return RGBA8(r: r, g: g, b: b, a: a)
        }
        let source = image(4, 3, colors)
        for interpolation in ImageInterpolation.allCases {
            let canvas = Canvas(size: Size(width: 4, height: 3), scale: .x1)
            canvas.draw(source, in: Rect(x: 0, y: 0, width: 4, height: 3), interpolation: interpolation)
            XCTAssertEqual(canvas.pixmap, source as Pixmap, "\(interpolation)")
        }
    }

    func testBilinearBlendsNeighboursByDistance() {
        // Two source pixels over four device pixels: centres at source 0.25, 0.75, 1.25, 1.75;
        // the edges repeat, the middle ones weigh ¾ and ¼ (255·¼ = 63.75 → 64).
        let source = image(2, 1, [RGBA8(r: 0, g: 0, b: 0), white])
        let canvas = Canvas(size: Size(width: 4, height: 1), scale: .x1)
        canvas.draw(source, in: Rect(x: 0, y: 0, width: 4, height: 1), interpolation: .low)
        XCTAssertEqual((0..<4).map { canvas.makeBitmap()[$0, 0].r }, [0, 64, 191, 255])
    }

    func testHighSharpensWithClampedOvershoot() {
        let source = image(4, 1, [RGBA8(r: 0, g: 0, b: 0), RGBA8(r: 0, g: 0, b: 0), white, white])
        let canvas = Canvas(size: Size(width: 16, height: 1), scale: .x1)
        canvas.draw(source, in: Rect(x: 0, y: 0, width: 16, height: 1), interpolation: .high)
        let row = (0..<16).map { canvas.makeBitmap()[$0, 0].r }
        XCTAssertEqual(row.first, 0)
        XCTAssertEqual(row.last, 255)
        XCTAssertEqual(row, row.sorted(), "a step stays monotonic once the overshoot is clamped")
        XCTAssertEqual(row[7] + row[8], 255, "the step is symmetric about its middle: \(row)")
    }

    func testMediumAveragesWhenShrinking() {
        // Eight alternating columns shrunk to two: the widened triangle averages them to grey,
        // where bilinear picks near single columns (the triangle weighs the centre most: 104 and 151).
        let stripes = image(8, 1, (0..<8).map { $0 % 2 == 0 ? RGBA8(r: 0, g: 0, b: 0) : white })
        let canvas = Canvas(size: Size(width: 2, height: 1), scale: .x1)
        canvas.draw(stripes, in: Rect(x: 0, y: 0, width: 2, height: 1), interpolation: .medium)
        for x in 0..<2 { XCTAssertEqual(Double(canvas.makeBitmap()[x, 0].r), 127.5, accuracy: 30) }
    }

    func testFractionalEdgesAreCoveredPartially() {
        let canvas = Canvas(size: Size(width: 3, height: 1), scale: .x1)
        canvas.draw(image(1, 1, [white]), in: Rect(x: 0.5, y: 0, width: 1, height: 1), interpolation: .none)
        XCTAssertEqual(canvas.pixmap[0, 0].a, 128)
        XCTAssertEqual(canvas.pixmap[1, 0].a, 128)
        XCTAssertEqual(canvas.pixmap[2, 0].a, 0)
    }

    func testOpacityClipAndScaleApply() {
        let canvas = Canvas(size: Size(width: 4, height: 4), scale: .x2)
        canvas.clip(to: Rect(x: 0, y: 0, width: 1, height: 4))
        canvas.draw(quad, in: Rect(x: 0, y: 0, width: 4, height: 4), interpolation: .none, opacity: 0.5)
        XCTAssertEqual(canvas.pixmap[0, 0], PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128))
        XCTAssertEqual(canvas.pixmap[2, 0].a, 0, "outside the clip")
        XCTAssertEqual(canvas.pixmap.width, 8)
    }

    func testRegionDrawsOnlyThosePixels() {
        let canvas = Canvas(size: Size(width: 2, height: 2), scale: .x1)
        canvas.draw(quad, region: ImageSourceRegion(x: 1, y: 1, width: 1, height: 1), in: Rect(x: 0, y: 0, width: 2, height: 2), interpolation: .high)
        XCTAssertEqual(canvas.makeBitmap()[0, 0], white)
        XCTAssertEqual(canvas.makeBitmap()[1, 1], white)
    }

    func testTemplatePaintsTheAlpha() {
        let shape = image(2, 1, [RGBA8(r: 10, g: 20, b: 30, a: 255), RGBA8(r: 0, g: 0, b: 0, a: 0)])
        let canvas = Canvas(size: Size(width: 2, height: 1), scale: .x1)
        canvas.drawTemplate(shape, in: Rect(x: 0, y: 0, width: 2, height: 1), interpolation: .none, paint: .solid(blue))
        XCTAssertEqual(canvas.makeBitmap()[0, 0], blue)
        XCTAssertEqual(canvas.makeBitmap()[1, 0].a, 0)
    }

    func testDegenerateInputsDrawNothingAndNeverTrap() {
        let canvas = Canvas(size: Size(width: 4, height: 4), scale: .x1)
        canvas.draw(quad, in: Rect(x: 0, y: 0, width: 0, height: 4))
        canvas.draw(quad, in: Rect(x: .nan, y: 0, width: 4, height: 4))
        canvas.draw(quad, in: Rect(x: -1e300, y: 0, width: 1e300, height: 4))
        canvas.draw(Pixmap(width: 0, height: 0), in: Rect(x: 0, y: 0, width: 4, height: 4))
        canvas.draw(quad, region: ImageSourceRegion(x: 5, y: 5, width: 9, height: 9), in: Rect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(canvas.pixmap, Pixmap(width: 4, height: 4))
    }

    func testLargeEnlargementAndShrinkStayInBounds() {
        let canvas = Canvas(size: Size(width: 64, height: 64), scale: .x3)
        for interpolation in ImageInterpolation.allCases {
            canvas.draw(quad, in: Rect(x: -10.3, y: 3.7, width: 200, height: 41.1), interpolation: interpolation)
            canvas.draw(image(300, 2, Array(repeating: red, count: 600)), in: Rect(x: 1.1, y: 1.1, width: 0.7, height: 9), interpolation: interpolation)
        }
        XCTAssertGreaterThan(canvas.pixmap[100, 100].a, 0)
    }

    /// Every filter at fractional rectangles, shrinking and enlarging, through a clip and an
    /// opacity, at 2x: pinned, so a change of any filter's arithmetic (or a debug/release
    /// difference, when this runs in release) shows.
    func testImageSceneMatchesItsPinnedSHA256() {
        var bitmap = Bitmap(width: 7, height: 5)
        for y in 0..<5 {
            for x in 0..<7 {
                bitmap[x, y] = RGBA8(r: UInt8(x * 36), g: UInt8(y * 60), b: UInt8((x * y * 17) % 256), a: UInt8(255 - (x + y) * 12))
            }
        }
        let source = Pixmap(bitmap)
        let canvas = Canvas(size: Size(width: 80, height: 40), scale: .x2, background: .white)
        canvas.clip(to: .roundedRect(Rect(x: 1, y: 1, width: 78, height: 38), cornerRadius: 8))
        for (index, interpolation) in ImageInterpolation.allCases.enumerated() {
            let x = 1.3 + Double(index) * 19.7
            canvas.draw(source, in: Rect(x: x, y: 0.6, width: 17.9, height: 13.1), interpolation: interpolation, opacity: 0.9)
            canvas.draw(source, in: Rect(x: x + 2.2, y: 20.25, width: 3.3, height: 2.6), interpolation: interpolation)
            canvas.drawTemplate(source, region: ImageSourceRegion(x: 1, y: 1, width: 5, height: 3), in: Rect(x: x, y: 26.5, width: 12.5, height: 11),
                                interpolation: interpolation, paint: .solid(RGBA8(r: 0, g: 122, b: 255)))
        }
        XCTAssertEqual(SHA256.hex(SHA256.digest(canvas.makeBitmap().bytes)), "138d3e850b5a767e924573e5cbba39b11dfbf5e549c2e0c67a55ff33707b74e8")
    }

    func testSameInputsSameBytes() {
        func scene() -> Bitmap {
            let canvas = Canvas(size: Size(width: 20, height: 20), scale: .x3)
            canvas.draw(quad, in: Rect(x: 0.4, y: 0.7, width: 18.3, height: 17.1), interpolation: .high)
            return canvas.makeBitmap()
        }
        XCTAssertEqual(scene(), scene())
    }
}
