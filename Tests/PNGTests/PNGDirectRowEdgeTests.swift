import CPNGGlue
import XCTest

/// The direct path's row loops at the edges of their vector steps (PNGDirectDecode.c: RGB rows
/// widened 4 pixels a step with None/Up unfiltered in the same pass, RGBA Up rows summed into
/// the output 16 bytes a step, 8-bit indices checked 16 a step): files written byte by byte here (stored deflate blocks, so every filter byte and
/// index is chosen), for every width around those steps, against libpng.
final class PNGDirectRowEdgeTests: XCTestCase {
    /// A PNG of the given header fields and already filtered rows (filter byte first in each),
    /// with `palette` (RGB triples) as PLTE when not empty; the image data as stored blocks.
    private func file(width: Int, height: Int, depth: UInt8, colorType: UInt8, rows: [UInt8], palette: [UInt8] = []) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var at = 0
        repeat {
            let length = min(65_535, rows.count - at)
            stream.append(at + length == rows.count ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            stream += rows[at..<(at + length)]
            at += length
        } while at < rows.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in rows { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        stream += PNGChunks.bigEndianBytes(b << 16 | a)
        var header = PNGChunks.bigEndianBytes(UInt32(width)) + PNGChunks.bigEndianBytes(UInt32(height))
        header += [depth, colorType, 0, 0, 0]
        var chunks: [PNGChunks.Chunk] = [.init(type: "IHDR", data: header)]
        if !palette.isEmpty { chunks.append(.init(type: "PLTE", data: palette)) }
        chunks += [.init(type: "IDAT", data: stream), .init(type: "IEND", data: [])]
        return chunks.reduce(PNGChunks.signature) { $0 + PNGChunks.encode($1) }
    }

    private func decodeBothWays(_ file: [UInt8], width: Int, height: Int) -> (direct: [UInt8]?, libpng: [UInt8]?) {
        let count = width * height * 4
        var direct = [UInt8](repeating: 0, count: count), viaLibpng = [UInt8](repeating: 0, count: count)
        var error = pp_png_error()
        let took = pp_png_decode_direct(file, file.count, &direct, count) == 1
        let status = pp_png_decode_rgba8_with_libpng(file, file.count, &viaLibpng, count, &error)
        return (took ? direct : nil, status == 0 ? viaLibpng : nil)
    }

    /// RGB and RGBA rows of every filter in turn (None and Up more often, as in the catalog) for
    /// widths 1 to 40 and a few longer: the same pixels as libpng's.
    func testRowsOfEveryWidthAroundTheVectorStepsDecodeAsLibpngDoes() {
        var state: UInt32 = 12_345
        let filters: [UInt8] = [0, 2, 2, 1, 0, 3, 2, 4, 0, 2, 4, 2]
        for (colorType, channels) in [(UInt8(2), 3), (6, 4)] {
            for width in Array(1...40) + [63, 64, 65, 129, 300] {
                let height = filters.count
                var rows: [UInt8] = []
                for y in 0..<height {
                    rows.append(filters[y])
                    for _ in 0..<(width * channels) {
                        state = state &* 1_103_515_245 &+ 12_345
                        rows.append(UInt8(truncatingIfNeeded: state >> 24))
                    }
                }
                let png = file(width: width, height: height, depth: 8, colorType: colorType, rows: rows)
                let (direct, libpng) = decodeBothWays(png, width: width, height: height)
                let context = "\(channels == 3 ? "RGB" : "RGBA") file \(width) pixels wide"
                XCTAssertNotNil(libpng, "libpng decodes the \(context)")
                XCTAssertNotNil(direct, "the direct path takes the \(context)")
                XCTAssertTrue(direct == libpng, "pixels differ from libpng's, \(context)")
            }
        }
    }

    /// An index past the palette anywhere in a row (first, middle, last pixel, in a vector step
    /// or in the tail) makes the direct path decline the file, so libpng decides (1.6.39, here,
    /// reads such an index as opaque black rather than refusing these files, without tRNS). With
    /// the palette complete, both decode the file alike.
    func testAnIndexPastThePaletteIsDeclinedWhereverItIs() {
        for depth in [1, 2, 4, 8] {
            let perByte = 8 / depth, entries = 1 << depth
            for width in [1, 3, 15, 16, 17, 31, 32, 33, 47, 70] {
                for column in Set([0, width / 2, width - 1]) {
                    let height = 3, rowBytes = (width * depth + 7) / 8
                    var rows: [UInt8] = []
                    for y in 0..<height {
                        var row = [UInt8](repeating: 0, count: rowBytes)
                        for x in 0..<width {
                            // Indices below the last two entries everywhere; the last entry once.
                            let index = y == 1 && x == column ? entries - 1 : (x * 7 + y) % max(1, entries - 2)
                            row[x / perByte] |= UInt8(index << (8 - depth * (x % perByte + 1)))
                        }
                        rows.append(y == 2 ? 2 : 0)
                        rows += y == 2 ? [UInt8](repeating: 0, count: rowBytes) : row
                    }
                    let colors: [UInt8] = (0..<entries).flatMap { (entry: Int) -> [UInt8] in [UInt8(entry), UInt8(255 - entry), 7] }
                    let context = "depth \(depth), width \(width), index \(entries - 1) at column \(column)"
                    for missing in depth == 1 ? [1] : [1, 2] {
                        let short = file(width: width, height: height, depth: UInt8(depth), colorType: 3, rows: rows,
                                         palette: Array(colors.dropLast(3 * missing)))
                        let direct = decodeBothWays(short, width: width, height: height).direct
                        XCTAssertNil(direct, "the direct path declines \(context) with \(entries - missing) entries")
                    }
                    let full = file(width: width, height: height, depth: UInt8(depth), colorType: 3, rows: rows, palette: colors)
                    let both = decodeBothWays(full, width: width, height: height)
                    XCTAssertNotNil(both.direct, "the direct path takes \(context) with \(entries) entries")
                    XCTAssertTrue(both.direct == both.libpng, "pixels differ from libpng's, \(context)")
                }
            }
        }
    }
}
