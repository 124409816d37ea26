import Foundation
import Raster
import XCTest

/// The canonical encoder picks the smallest cheap lossless form, decodes to the exact input and
/// produces the same bytes every time.
final class PNGCanonicalEncoderTests: XCTestCase {
    private func roundTrip(_ bitmap: Bitmap, file: StaticString = #filePath, line: UInt = #line) throws -> PNGHeader {
        let bytes = try PNGCodec.encode(bitmap)
        XCTAssertEqual(try PNGCodec.decode(bytes), bitmap, "decodes to the exact input", file: file, line: line)
        return try PNGHeader(bytes)
    }

    /// `count` distinct colours in stripes, `alpha` for all of them.
    private func stripes(count: Int, alpha: UInt8 = 255, grey: Bool = false, width: Int = 40, height: Int = 9) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for x in 0..<width {
            let i = x % count
            let color = grey
                ? RGBA8(r: UInt8(i), g: UInt8(i), b: UInt8(i), a: alpha)
                : RGBA8(r: UInt8(i & 255), g: UInt8((i * 7) & 255), b: UInt8(i >> 8 &* 40), a: alpha)
            bitmap.fill(Bitmap.Region(x: x, y: 0, width: 1, height: height), with: color)
        }
        return bitmap
    }

    func testBlackAndWhiteBecomesOneBitGrey() throws {
        var bitmap = Bitmap(width: 10, height: 3, fill: .white)
        bitmap.fill(Bitmap.Region(x: 0, y: 1, width: 10, height: 1), with: .black)
        let header = try roundTrip(bitmap)
        XCTAssertEqual(header.colorType, .grey)
        XCTAssertEqual(header.bitDepth, 1)
    }

    func testGreyLevelsThatAreMultiplesOfEightyFiveBecomeTwoBitGrey() throws {
        var bitmap = Bitmap(width: 7, height: 2)
        for x in 0..<7 {
            let v = UInt8((x % 4) * 85)
            bitmap.fill(Bitmap.Region(x: x, y: 0, width: 1, height: 2), with: RGBA8(r: v, g: v, b: v))
        }
        let header = try roundTrip(bitmap)
        XCTAssertEqual(header.colorType, .grey)
        XCTAssertEqual(header.bitDepth, 2)
    }

    func testGreyLevelsThatAreMultiplesOfSeventeenBecomeFourBitGrey() throws {
        var bitmap = Bitmap(width: 16, height: 2)
        for x in 0..<16 {
            let v = UInt8(x * 17)
            bitmap.fill(Bitmap.Region(x: x, y: 0, width: 1, height: 2), with: RGBA8(r: v, g: v, b: v))
        }
        let header = try roundTrip(bitmap)
        XCTAssertEqual(header.colorType, .grey)
        XCTAssertEqual(header.bitDepth, 4)
    }

    func testFewArbitraryGreyLevelsBecomeASmallPalette() throws {
        let header = try roundTrip(stripes(count: 3, grey: true))
        XCTAssertEqual(header.colorType, .palette)
        XCTAssertEqual(header.bitDepth, 2)
    }

    func testManyOpaqueGreyLevelsBecomeEightBitGrey() throws {
        let header = try roundTrip(stripes(count: 200, grey: true, width: 200))
        XCTAssertEqual(header.colorType, .grey)
        XCTAssertEqual(header.bitDepth, 8)
    }

    func testTranslucentGreyWithManyColoursBecomesGreyAlpha() throws {
        var bitmap = stripes(count: 256, grey: true, width: 256)
        bitmap[0, 0] = RGBA8(r: 9, g: 9, b: 9, a: 10)
        bitmap[1, 0] = RGBA8(r: 9, g: 9, b: 9, a: 11)
        let header = try roundTrip(bitmap)
        XCTAssertEqual(header.colorType, .greyAlpha)
        XCTAssertEqual(header.bitDepth, 8)
    }

    func testUpTo256ColoursBecomePaletteWithSmallestDepth() throws {
        for (count, depth) in [(2, 1), (4, 2), (5, 4), (16, 4), (17, 8), (256, 8)] {
            let header = try roundTrip(stripes(count: count, width: 256))
            XCTAssertEqual(header.colorType, .palette, "\(count) colours")
            XCTAssertEqual(header.bitDepth, depth, "\(count) colours")
        }
    }

    func testTinyImageWithAsManyColoursAsPixelsSkipsThePalette() throws {
        // 16 indices of 4 bits + 48 bytes of PLTE outweigh 16 RGB samples of 3 bytes.
        let header = try roundTrip(stripes(count: 16, width: 16, height: 1))
        XCTAssertEqual(header.colorType, .rgb)
    }

    func testTranslucentPaletteKeepsEveryAlphaAndTransparentColour() throws {
        var bitmap = stripes(count: 30, alpha: 128)
        bitmap[0, 0] = RGBA8(r: 1, g: 2, b: 3, a: 0)
        bitmap[1, 0] = RGBA8(r: 200, g: 100, b: 50, a: 0)
        bitmap[2, 0] = .white
        let header = try roundTrip(bitmap)
        XCTAssertEqual(header.colorType, .palette)
    }

    func testOpaqueImageWithMoreThan256ColoursDropsAlpha() throws {
        let header = try roundTrip(stripes(count: 257, width: 300))
        XCTAssertEqual(header.colorType, .rgb)
        XCTAssertEqual(header.bitDepth, 8)
    }

    func testTranslucentImageWithMoreThan256ColoursStaysRGBA() throws {
        var bitmap = stripes(count: 257, width: 300)
        bitmap[5, 5] = RGBA8(r: 5, g: 6, b: 7, a: 254)
        let header = try roundTrip(bitmap)
        XCTAssertEqual(header.colorType, .rgba)
    }

    func testFullyTransparentPixelsKeepTheirColourInRGBA() throws {
        var bitmap = stripes(count: 300, alpha: 0, width: 300)
        bitmap[0, 0] = .black
        let header = try roundTrip(bitmap)
        XCTAssertEqual(header.colorType, .rgba)
    }

    func testEncodingTwiceGivesIdenticalBytes() throws {
        let bitmap = stripes(count: 300, alpha: 77, width: 300)
        XCTAssertEqual(try PNGCodec.encode(bitmap), try PNGCodec.encode(bitmap))
    }

    func testEncodingOnManyThreadsAtOnceGivesIdenticalBytes() throws {
        let bitmap = stripes(count: 300, alpha: 77, width: 300)
        let expected = try PNGCodec.encode(bitmap)
        let results = ResultsBox(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            results.set(index, try? PNGCodec.encode(bitmap))
        }
        for index in 0..<8 { XCTAssertEqual(results.get(index), expected, "thread \(index)") }
    }

    func testOutputHoldsOnlyCriticalChunksAndTransparency() throws {
        let opaque = PNGChunks(try PNGCodec.encode(stripes(count: 300, width: 300)))
        XCTAssertEqual(Set(opaque.chunks.map(\.type)), ["IHDR", "IDAT", "IEND"])
        let palette = PNGChunks(try PNGCodec.encode(stripes(count: 3, alpha: 9)))
        XCTAssertEqual(palette.chunks.map(\.type), ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"])
    }

    /// The palette layout itself, read back from the chunks (the pinned digest in
    /// `PNGEncoderOutputPinTests` would hide a change behind a re-pin): translucent entries come
    /// first, then opaque ones, each group in order of first appearance, so `tRNS` holds exactly
    /// one alpha per translucent entry and none for the opaque ones.
    func testPaletteListsTranslucentColoursFirstSoTransparencyCoversOnlyThem() throws {
        let columns = [
            RGBA8(r: 10, g: 20, b: 30), RGBA8(r: 40, g: 50, b: 60, a: 128), RGBA8(r: 70, g: 80, b: 90),
            RGBA8(r: 100, g: 110, b: 120, a: 0), RGBA8(r: 130, g: 140, b: 150),
        ]
        var bitmap = Bitmap(width: 40, height: 9)
        for x in 0..<40 { bitmap.fill(Bitmap.Region(x: x, y: 0, width: 1, height: 9), with: columns[x % 5]) }
        let file = try PNGCodec.encode(bitmap)
        let chunks = PNGChunks(file).chunks
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"])
        let palette = try XCTUnwrap(chunks.first { $0.type == "PLTE" }).data
        let alphas = try XCTUnwrap(chunks.first { $0.type == "tRNS" }).data
        XCTAssertEqual(palette, [40, 50, 60, 100, 110, 120, 10, 20, 30, 70, 80, 90, 130, 140, 150])
        XCTAssertEqual(alphas, [128, 0])
        XCTAssertEqual(try PNGCodec.decode(file), bitmap)
    }

    func testLargeImageSpansSeveralImageDataChunksAndDecodesExactly() throws {
        let bitmap = NoiseImage.bitmap(width: 300, height: 300)
        let bytes = try PNGCodec.encode(bitmap)
        XCTAssertGreaterThan(PNGChunks(bytes).chunks.filter { $0.type == "IDAT" }.count, 1)
        XCTAssertEqual(try PNGCodec.decode(bytes), bitmap)
    }

    func testEmptyBitmapCannotBeEncoded() {
        XCTAssertThrowsError(try PNGCodec.encode(Bitmap(width: 0, height: 5))) { error in
            guard case PNGError.cannotEncode(0, 5, _) = error else { return XCTFail("\(error)") }
        }
    }
}

/// Encoded files collected from concurrent work.
final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[UInt8]?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: [UInt8]?) { lock.withLock { values[index] = value } }
    func get(_ index: Int) -> [UInt8]? { lock.withLock { values[index] } }
}

/// Deterministic random RGBA bytes: incompressible, so the encoder's output is large.
enum NoiseImage {
    static func bitmap(width: Int, height: Int) -> Bitmap {
        var state: UInt32 = 12345
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<bytes.count {
            state = state &* 1103515245 &+ 12345
            bytes[i] = UInt8(truncatingIfNeeded: state >> 23)
        }
        return Bitmap(width: width, height: height, bytes: bytes)!
    }
}
