import CPNGGlue
import Raster
import XCTest

/// The direct decoding path (PNGDirectDecode.c: our own inflater and unfiltering for well-formed
/// 8-bit RGB and RGBA files and 1/2/4/8-bit palette files) against libpng: the same pixels for every filter type, size and
/// chunk split, and on damaged files the same outcome (the direct path declines them, so libpng
/// reports them as it always did).
final class PNGDirectDecodeTests: XCTestCase {
    /// Decodes with the direct path alone and with libpng alone (`pp_png_decode_rgba8` uses the
    /// first only in optimised builds, so tests call both themselves).
    private func bothWays(_ file: [UInt8]) -> (direct: (Int32, [UInt8]), libpng: (Int32, [UInt8]), tookDirectPath: Bool) {
        var header = pp_png_header()
        var error = pp_png_error()
        guard pp_png_inspect(file, file.count, &header, &error) == 0 else { return ((-1, []), (-1, []), false) }
        let count = Int(header.width) * Int(header.height) * 4
        var direct = [UInt8](repeating: 0, count: count), viaLibpng = [UInt8](repeating: 0, count: count)
        let took = pp_png_decode_direct(file, file.count, &direct, count) == 1
        let second = pp_png_decode_rgba8_with_libpng(file, file.count, &viaLibpng, count, &error)
        return ((took ? 0 : -1, took ? direct : []), (second, second == 0 ? viaLibpng : []), took)
    }

    /// Smooth gradients with grain and repeated rows, over 256 colours, so the encoder writes RGB
    /// (opaque) or RGBA (translucent) rows and every predictor sees varied neighbours.
    private func picture(width: Int, height: Int, translucent: Bool, seed: UInt32) -> Bitmap {
        var state = seed
        var bitmap = Bitmap(width: width, height: height)
        bitmap.withUnsafeMutableBytes { bytes in
            for y in 0..<height {
                for x in 0..<width {
                    state = state &* 1_103_515_245 &+ 12345
                    let grain = Int(state >> 27), i = (y * width + x) * 4, row = y / 3
                    bytes[i] = UInt8(truncatingIfNeeded: x * 5 + grain)
                    bytes[i + 1] = UInt8(truncatingIfNeeded: row * 37 + x * x)
                    bytes[i + 2] = UInt8(truncatingIfNeeded: 255 - x * 3 - row * 11 + grain * 7)
                    bytes[i + 3] = translucent ? UInt8(truncatingIfNeeded: 40 + x * 9 + row) : 255
                }
            }
        }
        return bitmap
    }

    func testEveryFilterTypeAndSizeDecodesAsLibpngDoes() throws {
        let filters: [Int32] = [0, 1, 2, 3, 4, Int32(PP_PNG_FILTER_SMALLEST_PER_ROW), Int32(PP_PNG_FILTER_MEASURED)]
        for (width, height) in [(300, 1), (257, 3), (97, 5), (129, 17), (20, 40)] {
            for translucent in [false, true] {
                let image = picture(width: width, height: height, translucent: translucent, seed: UInt32(width * 31 + height))
                for filter in filters {
                    let file = glueEncode(image, filter: filter)
                    let colorType = file[25]
                    XCTAssertEqual(colorType, translucent ? 6 : 2, "the encoder wrote \(translucent ? "RGBA" : "RGB") rows")
                    let (direct, libpng, took) = bothWays(file)
                    let context = "\(width)×\(height), filter \(filter), \(translucent ? "RGBA" : "RGB")"
                    XCTAssertTrue(took, "the direct path took the file, \(context)")
                    XCTAssertEqual(direct.0, 0, context)
                    XCTAssertEqual(libpng.0, 0, context)
                    XCTAssertTrue(direct.1 == libpng.1, "pixels differ from libpng's, \(context)")
                    XCTAssertEqual(try PNGCodec.decode(file), image, context)
                }
            }
        }
    }

    func testLibpngWrittenFilesOfEverySmallSizeDecodeAsLibpngDoes() throws {
        for colorType in [PNGColorType.rgb, .rgba] {
            for (width, height) in [(1, 1), (1, 6), (6, 1), (2, 2), (13, 11), (64, 9)] {
                let fixture = try LibPNGFixture(colorType, bitDepth: 8, width: width, height: height)
                let (direct, libpng, took) = bothWays(fixture.file)
                XCTAssertTrue(took, "the direct path took \(fixture.name) \(width)×\(height)")
                XCTAssertEqual(direct.0, 0)
                XCTAssertTrue(direct.1 == libpng.1, "\(fixture.name) \(width)×\(height)")
                XCTAssertEqual(try PNGCodec.decode(fixture.file), fixture.expected, "\(fixture.name) \(width)×\(height)")
            }
        }
    }

    /// Palette files of every depth, with and without tRNS, from libpng's own writer and from
    /// our canonical encoder (every filter): the direct path takes them and gives libpng's pixels.
    func testPaletteFilesOfEveryDepthDecodeAsLibpngDoes() throws {
        for depth in [1, 2, 4, 8] {
            for transparency in [false, true] {
                for (width, height) in [(1, 1), (1, 6), (7, 1), (13, 11), (64, 9), (33, 4)] {
                    let fixture = try LibPNGFixture(.palette, bitDepth: depth, transparency: transparency, width: width, height: height)
                    let context = "\(fixture.name) \(width)×\(height)"
                    let (direct, libpng, took) = bothWays(fixture.file)
                    XCTAssertTrue(took, "the direct path took \(context)")
                    XCTAssertEqual(libpng.0, 0, context)
                    XCTAssertTrue(direct.1 == libpng.1, context)
                    XCTAssertEqual(try PNGCodec.decode(fixture.file), fixture.expected, context)
                }
            }
        }
        // A few colours, some translucent, so the canonical encoder writes a palette with tRNS.
        let colors: [[UInt8]] = [[250, 250, 252, 255], [10, 122, 59, 255], [0, 0, 0, 128], [255, 0, 0, 0], [30, 60, 90, 200]]
        for (width, height) in [(9, 3), (120, 17), (2, 40)] {
            var image = Bitmap(width: width, height: height)
            image.withUnsafeMutableBytes { bytes in
                for i in 0..<(width * height) { bytes.baseAddress!.advanced(by: i * 4).copyMemory(from: colors[(i * 7 / 5 + i / width) % colors.count], byteCount: 4) }
            }
            for filter: Int32 in [0, 1, 2, 3, 4] {
                let file = glueEncode(image, filter: filter)
                XCTAssertEqual(file[25], 3, "the encoder wrote a palette")
                let (direct, libpng, took) = bothWays(file)
                XCTAssertTrue(took, "\(width)×\(height), filter \(filter)")
                XCTAssertTrue(direct.1 == libpng.1, "\(width)×\(height), filter \(filter)")
                XCTAssertEqual(try PNGCodec.decode(file), image)
            }
        }
    }

    /// Palette files libpng reads differently or refuses: the direct path declines them, so the
    /// outcome and message are libpng's.
    func testUnusualPalettesAreLeftToLibpng() throws {
        let original = PNGChunks(try LibPNGFixture(.palette, bitDepth: 8, transparency: true, width: 20, height: 6).file)
        let plte = original.chunks.firstIndex { $0.type == "PLTE" }!, trns = original.chunks.firstIndex { $0.type == "tRNS" }!
        var variants: [(String, PNGChunks)] = []
        var short = original
        short.chunks[plte].data.removeLast(3 * 200)
        variants.append(("indices past the palette, tRNS longer than it", short))
        var late = original
        late.chunks.insert(late.chunks.remove(at: trns), at: plte)
        variants.append(("tRNS before PLTE", late))
        var long = original
        long.chunks[trns].data += [UInt8](repeating: 9, count: 256)
        variants.append(("more alphas than colours", long))
        var none = original
        none.chunks.remove(at: trns)
        none.chunks.remove(at: plte)
        variants.append(("no PLTE", none))
        var odd = original
        odd.chunks[plte].data.removeLast()
        variants.append(("PLTE not a multiple of 3", odd))
        var twice = original
        twice.chunks.insert(twice.chunks[plte], at: plte)
        variants.append(("two PLTE chunks", twice))
        for (name, chunks) in variants {
            let (_, libpng, took) = bothWays(chunks.file)
            XCTAssertFalse(took, "the direct path declines: \(name)")
            var header = pp_png_header(), error = pp_png_error()
            guard pp_png_inspect(chunks.file, chunks.file.count, &header, &error) == 0 else { continue }
            var pixels = [UInt8](repeating: 0, count: 20 * 6 * 4)
            XCTAssertEqual(pp_png_decode_rgba8(chunks.file, chunks.file.count, &pixels, pixels.count, &error), libpng.0, name)
        }
        // libpng refuses this one for its tRNS, now longer than the palette (indices past the palette
        // alone it reads as opaque black: PNGDirectRowEdgeTests), so the decode fails either way.
        XCTAssertNotEqual(bothWays(short.file).libpng.0, 0, "libpng refuses a tRNS longer than the palette")
    }

    func testImageDataSplitIntoManyChunksAndEmptyChunksDecodes() throws {
        let image = picture(width: 90, height: 20, translucent: false, seed: 7)
        var chunks = PNGChunks(glueEncode(image, filter: 4))
        chunks.splitImageDataIntoGrowingChunks()
        chunks.chunks.insert(.init(type: "tEXt", data: Array("Comment\u{0}before".utf8)), at: 1)
        chunks.chunks.insert(.init(type: "tEXt", data: Array("Comment\u{0}after".utf8)), at: chunks.chunks.count - 1)
        XCTAssertEqual(try PNGCodec.decode(chunks.file), image)
        var pixels = [UInt8](repeating: 0, count: 90 * 20 * 4)
        XCTAssertEqual(pp_png_decode_direct(chunks.file, chunks.file.count, &pixels, pixels.count), 1, "the direct path took the file")
    }

    /// Damaged RGB files with valid CRCs (image data cut, extended, corrupted; chunks moved): the
    /// direct path never returns an image libpng would not, and what both return is the same.
    func testDamagedFilesFareAsWithLibpngAlone() throws {
        let image = picture(width: 61, height: 23, translucent: false, seed: 99)
        let original = PNGChunks(glueEncode(image, filter: Int32(PP_PNG_FILTER_MEASURED)))
        var whole = [UInt8](repeating: 0, count: 61 * 23 * 4)
        XCTAssertEqual(pp_png_decode_direct(original.file, original.file.count, &whole, whole.count), 1, "the undamaged file takes the direct path")
        let variants = original.damagedVariants(transparency: [0, 1, 0, 2, 0, 3])
        var declined = 0
        for (name, chunks) in variants {
            let (direct, libpng, took) = bothWays(chunks.file)
            if !name.hasPrefix("flipped") { XCTAssertFalse(took, "the direct path declines: \(name)") }
            if took {
                XCTAssertEqual(libpng.0, 0, "the direct path decoded a file libpng refuses: \(name)")
                XCTAssertTrue(direct.1 == libpng.1, "pixels differ from libpng's: \(name)")
            } else {
                declined += 1
            }
            // What PNGCodec.decode does either way: the same outcome as libpng alone.
            var header = pp_png_header(), error = pp_png_error()
            XCTAssertEqual(pp_png_inspect(chunks.file, chunks.file.count, &header, &error), 0)
            var pixels = [UInt8](repeating: 0, count: 61 * 23 * 4)
            XCTAssertEqual(pp_png_decode_rgba8(chunks.file, chunks.file.count, &pixels, pixels.count, &error), libpng.0, name)
        }
        XCTAssertGreaterThan(declined, 5, "damaged files are declined")
    }
}
