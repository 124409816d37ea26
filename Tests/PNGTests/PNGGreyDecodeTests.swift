import CPNGGlue
import Raster
import XCTest

/// Decoding to one byte a pixel (`PNGCodec.decodeGrey`, `pp_png_decode_grey8`): the direct path
/// for 8-bit grey (PNGDirectDecode.c) against libpng for every filter type, size and chunk split;
/// every other form, and every damaged file, gives the first channel of the RGBA decode or its
/// error, word for word.
final class PNGGreyDecodeTests: XCTestCase {
    /// The direct grey path alone, and the first channel of libpng's RGBA8.
    private func bothWays(_ file: [UInt8]) -> (direct: [UInt8]?, libpng: (Int32, [UInt8])) {
        var header = pp_png_header()
        var error = pp_png_error()
        guard pp_png_inspect(file, file.count, &header, &error) == 0 else { return (nil, (-1, [])) }
        let count = Int(header.width) * Int(header.height)
        var direct = [UInt8](repeating: 0, count: count), rgba = [UInt8](repeating: 0, count: count * 4)
        let took = pp_png_decode_direct_grey(file, file.count, &direct, count) == 1
        let status = pp_png_decode_rgba8_with_libpng(file, file.count, &rgba, count * 4, &error)
        let first = status == 0 ? stride(from: 0, to: rgba.count, by: 4).map { rgba[$0] } : []
        return (took ? direct : nil, (status, first))
    }

    /// Opaque grey with grain and repeated rows, every level used, so the encoder writes 8-bit grey.
    private func greyPicture(width: Int, height: Int, seed: UInt32) -> (Bitmap, [UInt8]) {
        var state = seed
        var bitmap = Bitmap(width: width, height: height)
        var grey = [UInt8](repeating: 0, count: width * height)
        bitmap.withUnsafeMutableBytes { bytes in
            for y in 0..<height {
                for x in 0..<width {
                    state = state &* 1_103_515_245 &+ 12345
                    let value = UInt8(truncatingIfNeeded: x * 5 + (y / 3) * 37 + Int(state >> 27) + (x + y) % 256)
                    let i = (y * width + x) * 4
                    bytes[i] = value; bytes[i + 1] = value; bytes[i + 2] = value; bytes[i + 3] = 255
                    grey[y * width + x] = value
                }
            }
        }
        return (bitmap, grey)
    }

    func testEveryFilterTypeAndSizeDecodesAsLibpngDoes() throws {
        let filters: [Int32] = [0, 1, 2, 3, 4, Int32(PP_PNG_FILTER_SMALLEST_PER_ROW), Int32(PP_PNG_FILTER_MEASURED)]
        for (width, height) in [(300, 1), (257, 3), (97, 5), (129, 17), (1, 9), (1024, 6)] {
            let (image, grey) = greyPicture(width: width, height: height, seed: UInt32(width * 31 + height))
            for filter in filters {
                let file = glueEncode(image, filter: filter)
                let context = "\(width)×\(height), filter \(filter)"
                XCTAssertEqual(file[24], 8, "8-bit, \(context)")
                XCTAssertEqual(file[25], 0, "the encoder wrote grey rows, \(context)")
                let (direct, libpng) = bothWays(file)
                XCTAssertEqual(libpng.0, 0, context)
                XCTAssertNotNil(direct, "the direct path took the file, \(context)")
                XCTAssertTrue(direct == libpng.1, "samples differ from libpng's, \(context)")
                XCTAssertTrue(direct == grey, "samples differ from the picture's, \(context)")
                let decoded = try PNGCodec.decodeGrey(file)
                XCTAssertEqual(decoded.width, width)
                XCTAssertEqual(decoded.height, height)
                XCTAssertTrue(decoded.samples == grey, context)
            }
        }
    }

    /// Files from libpng's own writer: grey 8 through the direct path; every other form (packed
    /// and 16-bit grey, colour, palettes, tRNS, interlaced) declined by it, and `decodeGrey` gives
    /// the first channel of `decode`.
    func testEveryFormGivesTheFirstChannelOfTheRGBADecode() throws {
        var fixtures: [LibPNGFixture] = []
        for (colorType, depth) in LibPNGFixture.formats {
            for (width, height) in [(1, 1), (6, 1), (13, 11), (64, 9)] {
                fixtures.append(try LibPNGFixture(colorType, bitDepth: depth, width: width, height: height))
            }
            fixtures.append(try LibPNGFixture(colorType, bitDepth: depth, interlaced: true))
            if colorType != .greyAlpha && colorType != .rgba {
                fixtures.append(try LibPNGFixture(colorType, bitDepth: depth, transparency: true))
            }
        }
        for fixture in fixtures {
            let context = "\(fixture.name) \(fixture.width)×\(fixture.height)"
            let (direct, libpng) = bothWays(fixture.file)
            let plainGrey8 = fixture.colorType == .grey && fixture.bitDepth == 8 && !fixture.interlaced && !fixture.hasTransparency
            XCTAssertEqual(direct != nil, plainGrey8, "the direct path takes only plain 8-bit grey: \(context)")
            if let direct { XCTAssertTrue(direct == libpng.1, context) }
            let expected = fixture.expected.bytes.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
            let decoded = try PNGCodec.decodeGrey(fixture.file)
            XCTAssertTrue(decoded.samples == expected, context)
            XCTAssertEqual(decoded.width, fixture.width, context)
        }
    }

    func testImageDataSplitIntoManyChunksDecodes() throws {
        let (image, grey) = greyPicture(width: 90, height: 20, seed: 7)
        var chunks = PNGChunks(glueEncode(image, filter: 4))
        chunks.splitImageDataIntoGrowingChunks()
        chunks.chunks.insert(.init(type: "tEXt", data: Array("Comment\u{0}before".utf8)), at: 1)
        var samples = [UInt8](repeating: 0, count: 90 * 20)
        XCTAssertEqual(pp_png_decode_direct_grey(chunks.file, chunks.file.count, &samples, samples.count), 1, "the direct path took the file")
        XCTAssertTrue(samples == grey)
        XCTAssertTrue(try PNGCodec.decodeGrey(chunks.file).samples == grey)
        XCTAssertEqual(pp_png_decode_direct_grey(chunks.file, chunks.file.count, &samples, samples.count - 1), 0, "a buffer one byte short is declined")
    }

    /// Damaged grey files with valid CRCs: the direct path never returns samples libpng would
    /// not, and `decodeGrey` fails exactly when `decode` does, with the same message.
    func testDamagedFilesFareAsWithLibpngAlone() throws {
        let (image, _) = greyPicture(width: 61, height: 23, seed: 99)
        let original = PNGChunks(glueEncode(image, filter: Int32(PP_PNG_FILTER_MEASURED)))
        XCTAssertEqual(original.file[25], 0)
        let variants = original.damagedVariants(transparency: [0, 9])
        var declined = 0, failed = 0
        for (name, chunks) in variants {
            let (direct, libpng) = bothWays(chunks.file)
            if !name.hasPrefix("flipped") { XCTAssertNil(direct, "the direct path declines: \(name)") }
            if let direct {
                XCTAssertEqual(libpng.0, 0, "the direct path decoded a file libpng refuses: \(name)")
                XCTAssertTrue(direct == libpng.1, "samples differ from libpng's: \(name)")
            } else {
                declined += 1
            }
            do {
                let rgba = try PNGCodec.decode(chunks.file, source: "band.png")
                let grey = try PNGCodec.decodeGrey(chunks.file, source: "band.png")
                XCTAssertTrue(grey.samples == rgba.bytes.enumerated().filter { $0.offset % 4 == 0 }.map(\.element), name)
            } catch let expected {
                failed += 1
                XCTAssertThrowsError(try PNGCodec.decodeGrey(chunks.file, source: "band.png"), name) { error in
                    XCTAssertEqual("\(error)", "\(expected)", name)
                }
            }
        }
        XCTAssertGreaterThan(declined, 5, "damaged files are declined")
        XCTAssertGreaterThan(failed, 5, "damaged files fail")
    }
}
