import Raster
import XCTest

/// Files written by libpng's own writer, in every colour type, bit depth and interlace method,
/// decode to the RGBA8 pixels their samples stand for.
final class PNGDecodeRoundTripTests: XCTestCase {
    func testEveryColorTypeAndBitDepthDecodesToItsSamples() throws {
        for (colorType, depth) in LibPNGFixture.formats {
            let fixture = try LibPNGFixture(colorType, bitDepth: depth)
            XCTAssertEqual(try PNGCodec.decode(fixture.file), fixture.expected, fixture.name)
        }
    }

    func testEveryColorTypeAndBitDepthDecodesWhenAdam7Interlaced() throws {
        for (colorType, depth) in LibPNGFixture.formats {
            let fixture = try LibPNGFixture(colorType, bitDepth: depth, interlaced: true)
            XCTAssertEqual(try PNGHeader(fixture.file).interlaced, true, fixture.name)
            XCTAssertEqual(try PNGCodec.decode(fixture.file), fixture.expected, fixture.name)
        }
    }

    func testPaletteTransparencyBecomesAlphaAtEveryDepth() throws {
        for depth in [1, 2, 4, 8] {
            for interlaced in [false, true] {
                let fixture = try LibPNGFixture(.palette, bitDepth: depth, interlaced: interlaced, transparency: true)
                XCTAssertEqual(try PNGCodec.decode(fixture.file), fixture.expected, fixture.name)
            }
        }
    }

    func testGreyAndRGBTransparentKeyColourBecomesAlphaZero() throws {
        for (colorType, depth) in [(PNGColorType.grey, 1), (.grey, 4), (.grey, 8), (.grey, 16), (.rgb, 8), (.rgb, 16)] {
            let fixture = try LibPNGFixture(colorType, bitDepth: depth, transparency: true)
            let decoded = try PNGCodec.decode(fixture.file)
            XCTAssertEqual(decoded, fixture.expected, fixture.name)
            XCTAssertFalse(decoded.isOpaque, fixture.name)
        }
    }

    func testSixteenBitSamplesRoundToNearestEightBitValue() throws {
        // 256×256 grey 16-bit holds every value 0…65535 once: the rounding rule is checked exhaustively.
        let fixture = try LibPNGFixture(.grey, bitDepth: 16, width: 256, height: 256) { x, y, _ in y * 256 + x }
        let decoded = try PNGCodec.decode(fixture.file)
        XCTAssertEqual(decoded, fixture.expected)
        XCTAssertEqual(decoded[128, 0].r, 0, "128/257 = 0.498 rounds down")
        XCTAssertEqual(decoded[129, 0].r, 1, "129/257 = 0.502 rounds up, where truncating would give 0")
    }

    func testColourSpaceChunksNeverChangePixelValues() throws {
        let fixture = try LibPNGFixture(.rgba, bitDepth: 8)
        var chunks = PNGChunks(fixture.file)
        let colourChunks: [PNGChunks.Chunk] = [
            .init(type: "gAMA", data: PNGChunks.bigEndianBytes(100_000)),  // gamma 1.0: a gamma-correcting decoder would brighten
            .init(type: "cHRM", data: (0..<8).flatMap { PNGChunks.bigEndianBytes(UInt32(10_000 * ($0 + 1))) }),
            .init(type: "sRGB", data: [0]),
            .init(type: "iCCP", data: Array("broken profile".utf8) + [0, 0, 1, 2, 3, 4]),  // not even valid zlib
        ]
        chunks.chunks.insert(contentsOf: colourChunks, at: 1)
        XCTAssertEqual(try PNGCodec.decode(chunks.file), fixture.expected)
    }
}
