import Raster

/// Small deterministic images: a flat colour per seed, with one pixel marking the seed.
enum TestImages {
    static func flat(_ seed: Int, width: Int = 24, height: Int = 16) -> Bitmap {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            bytes[pixel * 4] = UInt8(truncatingIfNeeded: seed &* 37)
            bytes[pixel * 4 + 1] = UInt8(truncatingIfNeeded: seed &* 91 &+ 40)
            bytes[pixel * 4 + 2] = UInt8(truncatingIfNeeded: 200 &- seed)
            bytes[pixel * 4 + 3] = 255
        }
        bytes[(seed % (width * height)) * 4 + 1] ^= 0xFF
        return Bitmap(width: width, height: height, bytes: bytes)!
    }
}

extension TestImages {
    /// Pseudo-random pixels (xorshift32), opaque: incompressible, about 4 bytes of PNG per pixel.
    static func noise(_ seed: Int, width: Int, height: Int) -> Bitmap {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        var state = UInt32(truncatingIfNeeded: seed &* 2_654_435_761 &+ 1)
        for pixel in 0..<(width * height) {
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            bytes[pixel * 4] = UInt8(truncatingIfNeeded: state)
            bytes[pixel * 4 + 1] = UInt8(truncatingIfNeeded: state >> 8)
            bytes[pixel * 4 + 2] = UInt8(truncatingIfNeeded: state >> 16)
        }
        return Bitmap(width: width, height: height, bytes: bytes)!
    }
}
