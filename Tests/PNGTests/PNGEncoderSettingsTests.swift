import CPNGGlue
import Raster
import XCTest

/// The glue's encoder under every setting the benchmark compares, so the sizes it reports are of
/// valid files: each filter type and zlib tuning decodes to the exact input.
final class PNGEncoderSettingsTests: XCTestCase {
    private func encode(_ bitmap: Bitmap, _ settings: pp_png_compression) throws -> [UInt8] {
        var compression = settings
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        var error = pp_png_error()
        let status = bitmap.withUnsafeBytes { pixels in
            pp_png_encode_rgba8(pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(bitmap.width),
                                UInt32(bitmap.height), &compression, &output, &size, &error)
        }
        defer { pp_png_free(output) }
        XCTAssertEqual(status, 0)
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    /// Translucent gradients with repeated rows, over 256 colours: RGBA rows, so every filter
    /// predicts across whole pixels.
    private let image: Bitmap = {
        var bitmap = Bitmap(width: 37, height: 23)
        bitmap.withUnsafeMutableBytes { bytes in
            for y in 0..<23 {
                for x in 0..<37 {
                    let i = (y * 37 + x) * 4, band = y / 4
                    bytes[i] = UInt8(x * 7)
                    bytes[i + 1] = UInt8(band * 40)
                    bytes[i + 2] = UInt8((x * band * 13) & 255)
                    bytes[i + 3] = UInt8(255 - x * 3)
                }
            }
        }
        return bitmap
    }()

    func testEveryFilterTypeDecodesToTheSamePixels() throws {
        for filter in [0, 1, 2, 3, 4, Int(PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED)] {
            var settings = pp_png_canonical_compression()
            settings.filter = Int32(filter)
            XCTAssertEqual(try PNGCodec.decode(encode(image, settings)), image, "filter \(filter)")
        }
    }

    func testZlibLevelsAndTuningsDecodeToTheSamePixels() throws {
        for (level, chain) in [(1, 0), (6, 0), (9, 0), (9, 16)] {
            var settings = pp_png_canonical_compression()
            settings.zlib_level = Int32(level)
            settings.max_chain = Int32(chain)
            XCTAssertEqual(try PNGCodec.decode(encode(image, settings)), image, "level \(level) chain \(chain)")
        }
    }

    func testCanonicalSettingsAreWhatPNGCodecWrites() throws {
        XCTAssertEqual(try encode(image, pp_png_canonical_compression()), try PNGCodec.encode(image))
    }
}
