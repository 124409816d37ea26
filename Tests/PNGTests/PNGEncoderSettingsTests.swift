import CPNGGlue
import Raster
import XCTest

/// The glue's encoder under every setting the benchmark compares, so the sizes it reports are of
/// valid files: each filter type and zlib tuning decodes to the exact input.
final class PNGEncoderSettingsTests: XCTestCase {
    private func encode(_ bitmap: Bitmap, _ settings: pp_png_compression) throws -> [UInt8] {
        glueEncode(bitmap, settings)
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
        for filter in [0, 1, 2, 3, 4, Int(PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED), Int(PP_PNG_FILTER_SMALLEST_PER_ROW),
                       Int(PP_PNG_FILTER_MEASURED)] {
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

    /// A photograph-like image: smooth colour over the whole frame plus grain from a generator,
    /// so (almost) no pixel repeats its left or upper neighbour.
    private func photo(width: Int, height: Int, grain: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        var state: UInt64 = 42
        bitmap.withUnsafeMutableBytes { bytes in
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    for c in 0..<3 {
                        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                        let noise = Int(state >> 59) % (2 * grain + 1) - grain
                        bytes[i + c] = UInt8(max(0, min(255, 60 + x / 2 + y / 3 + c * 30 + noise)))
                    }
                    bytes[i + 3] = 255
                }
            }
        }
        return bitmap
    }

    private func settings(filter: Int32) -> pp_png_compression {
        var settings = pp_png_canonical_compression()
        settings.filter = filter
        return settings
    }

    func testMeasuredChoiceFiltersPhotographsPerRow() throws {
        let image = photo(width: 160, height: 120, grain: 3)
        let canonical = try PNGCodec.encode(image)
        let flat = try encode(image, settings(filter: Int32(PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED)))
        XCTAssertEqual(try PNGCodec.decode(canonical), image)
        XCTAssertLessThan(Double(canonical.count), 0.8 * Double(flat.count), "per-row filters should win on a photo")
        XCTAssertEqual(try PNGCodec.encode(image), canonical, "the choice must be deterministic")
    }

    func testMeasuredChoiceKeepsNoneOrUpForFlatColours() throws {
        var image = Bitmap(width: 120, height: 80, fill: RGBA8(r: 0xF2, g: 0xF2, b: 0xF7))
        image.fill(Bitmap.Region(x: 10, y: 10, width: 100, height: 60), with: .white)
        for x in stride(from: 20, to: 100, by: 3) {
            image.fill(Bitmap.Region(x: x, y: 30, width: 1, height: 8), with: RGBA8(r: UInt8(x), g: 40, b: 200))
        }
        XCTAssertEqual(try PNGCodec.encode(image),
                       try encode(image, settings(filter: Int32(PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED))))
    }

    func testMeasuredChoiceKeepsTheSmallerOfBothInBetween() throws {
        // Left half photograph, right half flat: about half the pixels repeat a neighbour.
        var image = photo(width: 160, height: 120, grain: 3)
        image.fill(Bitmap.Region(x: 80, y: 0, width: 80, height: 120), with: RGBA8(r: 0xF2, g: 0xF2, b: 0xF7))
        let canonical = try PNGCodec.encode(image)
        let flat = try encode(image, settings(filter: Int32(PP_PNG_FILTER_NONE_OR_UP_WHEN_REPEATED)))
        var perRow = settings(filter: Int32(PP_PNG_FILTER_SMALLEST_PER_ROW))
        perRow.zlib_strategy = 3  // Z_RLE, what the measured choice uses for this image
        XCTAssertEqual(try PNGCodec.decode(canonical), image)
        XCTAssertLessThanOrEqual(canonical.count, flat.count)
        XCTAssertLessThanOrEqual(canonical.count, try encode(image, perRow).count)
    }
}
