import Raster
import XCTest

/// Damaged files generated here from a valid one: every case throws a typed `PNGError` that names
/// the file, and none crashes or returns an image.
final class PNGMalformedFileTests: XCTestCase {
    /// A valid file with several chunks: IHDR, PLTE, tRNS, a text chunk, IDAT split in two, IEND.
    private func validChunks() throws -> PNGChunks {
        let fixture = try LibPNGFixture(.palette, bitDepth: 8, transparency: true, width: 40, height: 30)
        var chunks = PNGChunks(fixture.file)
        let imageData = chunks.chunks.firstIndex { $0.type == "IDAT" }!
        let data = chunks.chunks[imageData].data
        chunks.chunks[imageData].data = Array(data[..<(data.count / 2)])
        chunks.chunks.insert(.init(type: "IDAT", data: Array(data[(data.count / 2)...])), at: imageData + 1)
        chunks.chunks.insert(.init(type: "tEXt", data: Array("Comment\u{0}hello".utf8)), at: 1)
        XCTAssertEqual(try PNGCodec.decode(chunks.file), fixture.expected, "the undamaged file decodes")
        return chunks
    }

    private func decodeError(_ file: [UInt8], pixelLimit: Int = PNGCodec.defaultPixelLimit, line: UInt = #line) -> PNGError? {
        do {
            let bitmap = try PNGCodec.decode(file, source: "broken.png", pixelLimit: pixelLimit)
            XCTFail("decoded a damaged file to \(bitmap.width)×\(bitmap.height)", line: line)
            return nil
        } catch let error as PNGError {
            XCTAssertTrue(error.description.hasPrefix("broken.png: "), "\(error)", line: line)
            return error
        } catch {
            XCTFail("untyped error \(error)", line: line)
            return nil
        }
    }

    func testTruncationAtEveryChunkBoundaryAndInsideEveryChunkIsReported() throws {
        let chunks = try validChunks()
        let file = chunks.file
        for boundary in chunks.boundaries.dropLast() {
            for cut in [boundary, boundary + 1, boundary + 9] where cut < file.count {
                guard case .truncated? = decodeError(Array(file[..<cut])) else {
                    return XCTFail("cut at \(cut): expected .truncated, got \(String(describing: decodeError(Array(file[..<cut]))))")
                }
            }
        }
        XCTAssertEqual(chunks.boundaries.last, file.count)
    }

    func testEachFlippedCRCIsReportedWithItsChunk() throws {
        let chunks = try validChunks()
        let file = chunks.file
        for (chunk, end) in zip(chunks.chunks, chunks.boundaries.dropFirst()) {
            var damaged = file
            damaged[end - 1] ^= 0x01
            XCTAssertEqual(decodeError(damaged), .badCRC(source: "broken.png", chunk: chunk.type, offset: end - chunk.data.count - 12))
        }
    }

    func testBadSignatureIsReported() throws {
        var file = try validChunks().file
        file[1] = UInt8(ascii: "J")
        XCTAssertEqual(decodeError(file), .badSignature(source: "broken.png"))
        XCTAssertEqual(decodeError([]), .badSignature(source: "broken.png"))
        XCTAssertEqual(decodeError(Array("not a png at all".utf8)), .badSignature(source: "broken.png"))
    }

    func testZeroWidthIsReported() throws {
        var chunks = try validChunks()
        chunks.patchHeader(width: 0)
        XCTAssertEqual(decodeError(chunks.file), .zeroSize(source: "broken.png", width: 0, height: 30))
    }

    func testHugeHeaderIsRefusedBeforeAllocating() throws {
        var chunks = try validChunks()
        chunks.patchHeader(width: 100_000, height: 100_000)
        XCTAssertEqual(decodeError(chunks.file), .tooManyPixels(source: "broken.png", width: 100_000, height: 100_000, limit: 100_000_000))
        XCTAssertTrue(decodeError(chunks.file)!.description.contains("raise the limit"))
    }

    func testPixelLimitIsConfigurable() throws {
        let file = try validChunks().file
        XCTAssertEqual(decodeError(file, pixelLimit: 1199), .tooManyPixels(source: "broken.png", width: 40, height: 30, limit: 1199))
        XCTAssertNoThrow(try PNGCodec.decode(file, pixelLimit: 1200))
    }

    func testUnknownColourTypeIsReported() throws {
        var chunks = try validChunks()
        chunks.patchHeader(colorType: 5)
        XCTAssertEqual(decodeError(chunks.file), .badColorType(source: "broken.png", colorType: 5))
    }

    func testBitDepthNotAllowedForColourTypeIsReported() throws {
        var chunks = try validChunks()
        chunks.patchHeader(bitDepth: 16)
        XCTAssertEqual(decodeError(chunks.file), .badBitDepth(source: "broken.png", bitDepth: 16, colorType: 3))
        chunks.patchHeader(bitDepth: 4, colorType: 2)
        XCTAssertEqual(decodeError(chunks.file), .badBitDepth(source: "broken.png", bitDepth: 4, colorType: 2))
    }

    func testFileWithoutImageDataIsReported() throws {
        var chunks = try validChunks()
        chunks.chunks.removeAll { $0.type == "IDAT" }
        XCTAssertEqual(decodeError(chunks.file), .missingImageData(source: "broken.png"))
    }

    func testCorruptZlibDataIsReported() throws {
        var chunks = try validChunks()
        let index = chunks.chunks.firstIndex { $0.type == "IDAT" }!
        for i in 2..<chunks.chunks[index].data.count { chunks.chunks[index].data[i] = UInt8(truncatingIfNeeded: i &* 151) }
        guard case .corruptImageData? = decodeError(chunks.file) else { return XCTFail() }
    }

    func testImageDataEndingEarlyIsReportedNotPadded() throws {
        var chunks = try validChunks()
        let first = chunks.chunks.firstIndex { $0.type == "IDAT" }!
        chunks.chunks.remove(at: first + 1)  // keep only the first half of the zlib stream
        guard case .corruptImageData? = decodeError(chunks.file) else { return XCTFail("\(String(describing: decodeError(chunks.file)))") }
    }

    func testDamagedChunkContentsWithValidCRCsNeverCrashOrEscapeAsUntypedErrors() throws {
        // Bytes inside IHDR, PLTE, tRNS and IDAT changed and CRCs recomputed, so libpng itself meets
        // the damage: every case must decode or throw a PNGError.
        let original = try validChunks()
        var state: UInt32 = 2024
        for _ in 0..<300 {
            var chunks = original
            state = state &* 1103515245 &+ 12345
            let index = Int(state >> 16) % (chunks.chunks.count - 1)
            guard !chunks.chunks[index].data.isEmpty else { continue }
            for _ in 0..<(1 + Int(state >> 29)) {
                state = state &* 1103515245 &+ 12345
                let offset = Int(state >> 8) % chunks.chunks[index].data.count
                chunks.chunks[index].data[offset] ^= UInt8(truncatingIfNeeded: state | 1)
            }
            do {
                _ = try PNGCodec.decode(chunks.file, source: "broken.png")
            } catch is PNGError {
            } catch {
                XCTFail("untyped error \(error)")
            }
        }
    }

    func testMissingFileIsReportedWithItsPath() {
        let url = URL(fileURLWithPath: "/nonexistent/pixelproof/missing.png")
        XCTAssertThrowsError(try PNGCodec.read(contentsOf: url)) { error in
            XCTAssertEqual(error as? PNGError, .unreadable(path: url.path, reason: "No such file or directory"))
        }
    }
}
