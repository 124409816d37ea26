import Foundation
import Raster
import XCTest

/// PNG headers that claim more pixels than the file could hold.
final class HostileImageTests: XCTestCase {
    /// A PNG with the given header and `data` as its (uncompressed-looking) IDAT payload.
    func png(width: UInt32, height: UInt32, colourType: UInt8 = 6, data: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) -> [UInt8] {
        var header = [UInt8]()
        for value in [width, height] { header += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        header += [8, colourType, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + PNGChunk.bytes("IHDR", header) + PNGChunk.bytes("IDAT", data) + PNGChunk.bytes("IEND", [])
    }

    func testLargestHeaderPNGAllowsIsRefusedBeforeAnyAllocation() {
        XCTAssertThrowsError(try PNGCodec.decode(png(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF), source: "huge.png")) { error in
            XCTAssertTrue("\(error)".hasPrefix("huge.png: "), "\(error)")
        }
    }

    func testHeaderJustAboveThePixelLimitIsRefusedNamingTheLimit() {
        XCTAssertThrowsError(try PNGCodec.decode(png(width: 10_001, height: 10_000), source: "big.png")) { error in
            XCTAssertEqual(error as? PNGError, .tooManyPixels(source: "big.png", width: 10_001, height: 10_000, limit: 100_000_000))
        }
    }

    func testHeaderAtThePixelLimitWithAlmostNoDataIsRefusedAsTooLittleImageData() {
        XCTAssertThrowsError(try PNGCodec.decode(png(width: 10_000, height: 10_000), source: "empty.png")) { error in
            guard case .corruptImageData(let source, _)? = error as? PNGError else { return XCTFail("\(error)") }
            XCTAssertEqual(source, "empty.png")
        }
    }
}

/// PNG chunk framing: length, type, data, CRC-32 of type and data.
enum PNGChunk {
    static func bytes(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
