import CPNGGlue
import Raster
import XCTest

/// The speed-first encoding (`PNGCodec.Compression.fast`, `pp_png_encode_rgba8_quick`): the same
/// pixels as the canonical encoding in every form it picks, deterministic, and never used for
/// the canonical bytes.
final class FastCompressionTests: XCTestCase {
    func testFastCompressionDecodesToTheSamePixelsAsCanonical() throws {
        var image = Bitmap(width: 64, height: 32, fill: .white)
        for x in 0..<64 { image[x, x / 2] = RGBA8(r: UInt8(x * 4), g: 0x6B, b: 0xFF, a: UInt8(128 + x)) }
        let fast = try PNGCodec.encode(image, compression: .fast)
        XCTAssertEqual(try PNGCodec.decode(fast), image)
        XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(image)), image)
        XCTAssertNotEqual(fast, try PNGCodec.encode(image), "fast and canonical settings should give different streams")
    }

    /// At most 256 colours: an 8-bit palette in order of first appearance, `tRNS` up to the last
    /// translucent entry, the colour of fully transparent pixels kept.
    func testFewColoursBecomeAnEightBitPaletteWithTransparency() throws {
        var image = Bitmap(width: 40, height: 30, fill: RGBA8(r: 10, g: 20, b: 30))
        image[3, 4] = RGBA8(r: 200, g: 0, b: 0, a: 0)      // transparent, with a colour
        image[5, 6] = RGBA8(r: 0, g: 200, b: 0, a: 100)
        for y in 10..<20 { for x in 0..<40 { image[x, y] = RGBA8(r: UInt8(x), g: 1, b: 2) } }
        let file = try PNGCodec.encode(image, compression: .fast)
        let chunks = PNGChunks(file)
        XCTAssertEqual(chunks.chunks.map(\.type), ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"])
        XCTAssertEqual(chunks.chunks[0].data[8], 8, "bit depth")
        XCTAssertEqual(chunks.chunks[0].data[9], 3, "colour type: palette")
        XCTAssertEqual(Array(chunks.chunks[1].data.prefix(3)), [10, 20, 30], "first colour seen is entry 0")
        XCTAssertEqual(chunks.chunks[2].data, [255, 0, 100], "tRNS ends at the last translucent entry")
        XCTAssertEqual(try PNGCodec.decode(file), image)
    }

    /// Past 256 colours: RGB when every pixel is opaque, RGBA otherwise; a 257th colour that
    /// shows up late (after many rows were indexed) still gives the right pixels.
    func testManyColoursBecomeRGBOrRGBA() throws {
        var opaque = Bitmap(width: 300, height: 20, fill: .white)
        for x in 0..<300 { opaque[x, 19] = RGBA8(r: UInt8(x % 256), g: UInt8(x / 256), b: 7) }
        let rgb = try PNGCodec.encode(opaque, compression: .fast)
        XCTAssertEqual(PNGChunks(rgb).chunks[0].data[9], 2, "colour type: RGB")
        XCTAssertEqual(try PNGCodec.decode(rgb), opaque)

        var translucent = opaque
        translucent[0, 0] = RGBA8(r: 1, g: 2, b: 3, a: 4)
        let rgba = try PNGCodec.encode(translucent, compression: .fast)
        XCTAssertEqual(PNGChunks(rgba).chunks[0].data[9], 6, "colour type: RGBA")
        XCTAssertEqual(try PNGCodec.decode(rgba), translucent)
    }

    /// Rows repeating the row above are sent as Up (all zeros), found before any row is
    /// zeroed: runs of equal rows, in every form, decode to the original pixels.
    func testRepeatedRowsDecodeToTheOriginalPixels() throws {
        for fill in [RGBA8.white, RGBA8(r: 1, g: 2, b: 3, a: 4)] {
            var image = Bitmap(width: 7, height: 6, fill: fill)
            image[2, 3] = .black  // rows 0-2 equal, row 3 differs, rows 4-5 equal each other
            XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(image, compression: .fast)), image)
            var many = Bitmap(width: 300, height: 6, fill: fill)
            for x in 0..<300 { for y in 2..<4 { many[x, y] = RGBA8(r: UInt8(x % 256), g: UInt8(x / 256), b: 9, a: fill.a) } }
            XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(many, compression: .fast)), many)
        }
        // Equal rows cost next to nothing: a tall flat image deflates to under 1 % of its
        // 802,000 bytes of rows (palette indices and filter bytes).
        let flat = Bitmap(width: 400, height: 2000, fill: RGBA8(r: 5, g: 6, b: 7))
        XCTAssertLessThan(try PNGCodec.encode(flat, compression: .fast).count, 8_020)
    }

    /// The deflate of the fast form (PNGRunDeflate.c): literals of every value (noise), matches
    /// of every length up to 258 at one pixel and one row back, rows too long for a row-back
    /// match (past deflate's 32 KiB window), all decoded, and checked by plain libpng with its
    /// Adler-32 check (`PNGCodec.decode` relies on the chunks' CRCs and skips it).
    func testRunDeflateRoundTripsNoiseRunsAndWideRows() throws {
        func assertRoundTrips(_ image: Bitmap, file: StaticString = #filePath, line: UInt = #line) throws {
            let bytes = try PNGCodec.encode(image, compression: .fast)
            XCTAssertEqual(try PNGCodec.decode(bytes), image, file: file, line: line)
            var error = pp_png_error()
            XCTAssertEqual(pp_png_decode_plain(bytes, bytes.count, 1, &error), 0, "libpng with its Adler-32 check refused the file", file: file, line: line)
        }
        var state: UInt32 = 12345
        func next() -> UInt8 { state = state &* 1_103_515_245 &+ 12345; return UInt8(truncatingIfNeeded: state >> 16) }
        var noise = Bitmap(width: 97, height: 61, fill: .white)
        for y in 0..<61 { for x in 0..<97 { noise[x, y] = RGBA8(r: next(), g: next(), b: next(), a: next()) } }
        try assertRoundTrips(noise)

        var runs = Bitmap(width: 700, height: 40, fill: .white)
        for y in 0..<40 { for x in 0..<700 where (x / (y + 1)) % 2 == 0 { runs[x, y] = RGBA8(r: UInt8(y * 6), g: 40, b: 200, a: y % 3 == 0 ? 255 : 128) } }
        try assertRoundTrips(runs)

        var wide = Bitmap(width: 9_000, height: 3, fill: RGBA8(r: 1, g: 2, b: 3, a: 4))
        for x in stride(from: 0, to: 9_000, by: 7) { wide[x, 1] = RGBA8(r: UInt8(x % 251), g: next(), b: 0, a: 255) }
        try assertRoundTrips(wide)
    }

    /// 300 seeded random images (sizes 1 to 260 px, 1 to 400 colours, rectangles, stripes and
    /// noise, opaque and translucent) round-trip through the fast form and libpng's decoder.
    func testRandomImagesRoundTrip() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<300 {
            let width = 1 + next(260), height = 1 + next(260)
            let colours = (0..<(1 + next(400))).map { _ in
                RGBA8(r: UInt8(next(256)), g: UInt8(next(256)), b: UInt8(next(256)), a: next(3) == 0 ? UInt8(next(256)) : 255)
            }
            var image = Bitmap(width: width, height: height, fill: colours[0])
            for _ in 0..<next(12) {
                let x0 = next(width), y0 = next(height), x1 = min(width, x0 + 1 + next(width)), y1 = min(height, y0 + 1 + next(height))
                let colour = colours[next(colours.count)]
                for y in y0..<y1 { for x in x0..<x1 { image[x, y] = colour } }
            }
            if next(4) == 0 {
                for _ in 0..<next(width * height + 1) { image[next(width), next(height)] = colours[next(colours.count)] }
            }
            let encoded = try PNGCodec.encode(image, compression: .fast)
            XCTAssertEqual(try PNGCodec.decode(encoded), image, "round \(round): \(width)×\(height), \(colours.count) colours")
        }
    }

    /// The fast form's exact bytes, pinned (size and FNV-1a) for one image of each form: the
    /// speed work on PNGQuickEncode.c / PNGRunDeflate.c (runs, 4-byte candidate test, SSE2
    /// Adler-32 and match compares) kept the bytes; a change here means the files changed.
    /// Widths are odd so rows end off every 8- and 16-byte step, and each image passes several
    /// 5,536-byte Adler-32 stretches.
    func testFastEncodingBytesArePinned() throws {
        func fnv1a(_ bytes: [UInt8]) -> UInt64 {
            bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        }
        func card(_ width: Int, _ height: Int, alpha: UInt8, gradient: Bool) -> Bitmap {
            var image = Bitmap(width: width, height: height, fill: RGBA8(r: 242, g: 242, b: 247))
            for y in 8..<(height - 8) {
                for x in 12..<(width - 12) {
                    let edge = min(x - 12, width - 13 - x, y - 8, height - 9 - y)
                    let shade = UInt8(min(255, 200 + edge * 9))
                    image[x, y] = RGBA8(r: shade, g: shade, b: gradient ? UInt8((x * 7 + y * 3) % 256) : 255, a: edge < 3 ? alpha : 255)
                }
            }
            for y in 20..<26 { for x in stride(from: 30, to: width - 30, by: 3) { image[x, y] = RGBA8(r: 28, g: 28, b: 30) } }
            return image
        }
        let cases: [(String, Bitmap, UInt8, Int, UInt64)] = [
            ("palette", card(203, 71, alpha: 255, gradient: false), 3, 505, 0x30F6_6F20_6EF8_2191),
            ("RGB", card(203, 71, alpha: 255, gradient: true), 2, 31_994, 0x4870_CE61_8D6D_4A05),
            ("RGBA", card(197, 83, alpha: 90, gradient: true), 6, 50_100, 0x8D72_BBE7_0DC2_BD28),
        ]
        for (name, image, colourType, size, hash) in cases {
            let bytes = try PNGCodec.encode(image, compression: .fast)
            XCTAssertEqual(PNGChunks(bytes).chunks[0].data[9], colourType, "\(name): colour type")
            XCTAssertEqual(try PNGCodec.decode(bytes), image, name)
            XCTAssertEqual(bytes.count, size, "\(name): size of the fast encoding")
            XCTAssertEqual(fnv1a(bytes), hash, "\(name): FNV-1a of the fast encoding, \(String(fnv1a(bytes), radix: 16))")
        }
    }

    /// The encoder streams its rows through a 64 KiB window into the deflater (PNGQuickEncode.c):
    /// images far larger than the window, so it is moved up many times, with matches of
    /// repeated rows across those moves, a palette that overflows in the last row (the RGB
    /// restart), an RGBA image of 360 KB of rows, rows too wide for row-back matches (33,201
    /// bytes) and a palette row of exactly deflate's 32 KiB window. Sizes and FNV-1a are those
    /// of the encoder before streaming, which filtered the whole image into one buffer first
    /// (computed with it): the same bytes.
    func testStreamedRowsGiveTheBytesOfTheWholeImageEncoder() throws {
        func fnv1a(_ bytes: [UInt8]) -> UInt64 {
            bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        }
        func palette(_ i: Int) -> RGBA8 { RGBA8(r: UInt8(i * 37 % 256), g: UInt8(i * 91 % 256), b: UInt8(i * 13 % 256)) }
        func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> RGBA8) -> Bitmap {
            var bytes = [UInt8]()
            bytes.reserveCapacity(width * height * 4)
            for y in 0..<height { for x in 0..<width { let c = pixel(x, y); bytes += [c.r, c.g, c.b, c.a] } }
            return Bitmap(width: width, height: height, bytes: bytes)!
        }
        let cases: [(String, Bitmap, UInt8, Int, UInt64)] = [
            ("tall palette", image(301, 700) { x, y in
                y % 50 < 20 ? palette((y / 50) % 7) : (x / 13 + y / 7) % 5 == 0 ? palette(7 + (x * 3 + y) % 200) : palette((x / 40) % 7)
            }, 3, 34_460, 0xD07C_2ED1_CE36_BE5B),
            ("257th colour in the last row", image(257, 400) { x, y in
                y < 399 ? palette((x / 16 + y / 25) % 40) : RGBA8(r: UInt8(x % 256), g: UInt8(200 + x / 256), b: 77)
            }, 2, 4_554, 0x55B8_CD0E_8C22_F2E7),
            ("tall RGBA", image(180, 500) { x, y in
                let row = (y / 10) % 3 == 0 ? y - y % 10 : y
                return RGBA8(r: UInt8((x * 5 + row) % 256), g: UInt8(row * 3 % 256), b: UInt8((x ^ row) % 256), a: (x + row) % 4 == 0 ? 128 : 255)
            }, 6, 267_126, 0xCCE0_712E_FF9E_D0BD),
            ("rows past the 32 KiB window", image(8_300, 5) { x, y in
                (y == 1 || y == 2) && x % 7 == 0 ? RGBA8(r: UInt8(x % 251), g: UInt8(x * 13 % 256), b: 0) : RGBA8(r: 1, g: 2, b: 3, a: 4)
            }, 6, 12_760, 0x0C7C_6714_5DC8_BB1C),
            ("a palette row of 32 KiB", image(32_767, 4) { x, y in
                y <= 1 ? palette((x / 1000) % 5) : y == 2 ? palette((x / 3) % 2 == 0 ? 5 : 6) : palette((x / 500) % 9)
            }, 3, 33_668, 0x558A_8AD7_1EA1_CCF1),
        ]
        for (name, image, colourType, size, hash) in cases {
            let bytes = try PNGCodec.encode(image, compression: .fast)
            XCTAssertEqual(PNGChunks(bytes).chunks[0].data[9], colourType, "\(name): colour type")
            XCTAssertEqual(try PNGCodec.decode(bytes), image, name)
            XCTAssertEqual(bytes.count, size, "\(name): size of the fast encoding")
            XCTAssertEqual(fnv1a(bytes), hash, "\(name): FNV-1a of the fast encoding, \(String(fnv1a(bytes), radix: 16))")
            var error = pp_png_error()
            XCTAssertEqual(pp_png_decode_plain(bytes, bytes.count, 1, &error), 0, "\(name): libpng with its Adler-32 check refused the file")
        }
    }

    func testFastEncodingIsDeterministicAndHandlesOnePixel() throws {
        var image = Bitmap(width: 123, height: 45, fill: .white)
        for y in 0..<45 { for x in 0..<123 where (x * y) % 7 == 0 { image[x, y] = RGBA8(r: UInt8(x), g: UInt8(y * 5), b: UInt8((x + y) % 256), a: 200) } }
        XCTAssertEqual(try PNGCodec.encode(image, compression: .fast), try PNGCodec.encode(image, compression: .fast))
        XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(image, compression: .fast)), image)
        let one = Bitmap(width: 1, height: 1, fill: RGBA8(r: 9, g: 8, b: 7, a: 6))
        XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(one, compression: .fast)), one)
    }

    func testFastEncodingRefusesAnEmptyImageWithAMessage() {
        var error = pp_png_error()
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        let pixel: [UInt8] = [0, 0, 0, 255]
        XCTAssertEqual(pp_png_encode_rgba8_quick(pixel, 0, 1, &output, &size, &error), Int32(PP_PNG_ENCODE_FAILED.rawValue))
        XCTAssertNil(output)
        let message = withUnsafeBytes(of: error.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        XCTAssertTrue(message.contains("0 x 1"), message)
    }
}
