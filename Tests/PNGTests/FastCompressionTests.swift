import Raster
import XCTest

final class FastCompressionTests: XCTestCase {
    func testFastCompressionDecodesToTheSamePixelsAsCanonical() throws {
        var image = Bitmap(width: 64, height: 32, fill: .white)
        for x in 0..<64 { image[x, x / 2] = RGBA8(r: UInt8(x * 4), g: 0x6B, b: 0xFF, a: UInt8(128 + x)) }
        let fast = try PNGCodec.encode(image, compression: .fast)
        XCTAssertEqual(try PNGCodec.decode(fast), image)
        XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(image)), image)
        XCTAssertNotEqual(fast, try PNGCodec.encode(image), "fast and canonical settings should give different streams")
    }
}
