import Raster
import XCTest

/// Pins the exact output bytes: any change to the encoder's form choice, palette order, filters or
/// zlib settings changes these digests and must be a deliberate decision.
final class PNGEncoderOutputPinTests: XCTestCase {
    /// 96×64: a translucent gradient behind an opaque disc, over 256 colours, so RGBA; no pixel
    /// repeats a neighbour, so the smallest filter per row with Z_FILTERED (a gradient).
    static func gradientImage() -> Bitmap {
        var bitmap = Bitmap(width: 96, height: 64)
        bitmap.withUnsafeMutableBytes { bytes in
            for y in 0..<64 {
                for x in 0..<96 {
                    let i = (y * 96 + x) * 4
                    let inside = (x - 48) * (x - 48) + (y - 32) * (y - 32) < 400
                    bytes[i] = UInt8(x * 2)
                    bytes[i + 1] = UInt8(y * 3)
                    bytes[i + 2] = inside ? 200 : 90
                    bytes[i + 3] = inside ? 255 : UInt8(x + y)
                }
            }
        }
        return bitmap
    }

    /// 50×30: three flat colours and a transparent border, so palette with tRNS.
    static func flatImage() -> Bitmap {
        var bitmap = Bitmap(width: 50, height: 30, fill: RGBA8(r: 0xF2, g: 0xF2, b: 0xF7))
        bitmap.fill(Bitmap.Region(x: 5, y: 5, width: 40, height: 20), with: RGBA8(r: 0x2F, g: 0x6B, b: 0xFF))
        bitmap.fill(Bitmap.Region(x: 10, y: 12, width: 30, height: 2), with: .white)
        bitmap.fill(Bitmap.Region(x: 0, y: 0, width: 50, height: 1), with: .clear)
        return bitmap
    }

    func testGradientImageHasPinnedDigest() throws {
        let bytes = try PNGCodec.encode(Self.gradientImage())
        XCTAssertEqual(try PNGHeader(bytes).colorType, .rgba)
        XCTAssertEqual(SHA256.hex(bytes), "105b7d6db28e331a0e5ad993a851a4b53292c38046cc692c6c9902d2fa81e398")
    }

    func testFlatImageHasPinnedDigest() throws {
        let bytes = try PNGCodec.encode(Self.flatImage())
        XCTAssertEqual(try PNGHeader(bytes).colorType, .palette)
        XCTAssertEqual(SHA256.hex(bytes), "4e0702e00bf679e07c5347c0c01d7a0faa5b81b6268be6505e2fec795ca4ec03")
    }
}
