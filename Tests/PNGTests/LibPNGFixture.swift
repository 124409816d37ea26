import CPNGGlue
import CPNGTestWriter
import Raster

/// A PNG written by libpng's own writer (not by `PNGCodec`) from samples made up by the test,
/// together with the RGBA8 pixels a correct decoder must produce.
struct LibPNGFixture {
    let colorType: PNGColorType
    let bitDepth: Int
    let interlaced: Bool
    let width: Int
    let height: Int
    let file: [UInt8]
    let expected: Bitmap

    var name: String { "\(colorType) \(bitDepth)-bit\(interlaced ? " interlaced" : "")\(hasTransparency ? " tRNS" : "")" }
    let hasTransparency: Bool

    /// Every colour type / bit depth combination PNG allows.
    static let formats: [(PNGColorType, Int)] = [
        (.grey, 1), (.grey, 2), (.grey, 4), (.grey, 8), (.grey, 16),
        (.rgb, 8), (.rgb, 16),
        (.palette, 1), (.palette, 2), (.palette, 4), (.palette, 8),
        (.greyAlpha, 8), (.greyAlpha, 16),
        (.rgba, 8), (.rgba, 16),
    ]

    /// Samples follow a fixed pseudo-random pattern so every sample value of small depths appears.
    /// `transparency` adds `tRNS`: alphas for the palette, or a transparent key colour for grey/RGB.
    init(_ colorType: PNGColorType, bitDepth: Int, interlaced: Bool = false, transparency: Bool = false,
         width: Int = 13, height: Int = 11, samples: ((Int, Int, Int) -> Int)? = nil) throws {
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.interlaced = interlaced
        self.width = width
        self.height = height
        self.hasTransparency = transparency
        let channels: Int
        switch colorType {
        case .grey, .palette: channels = 1
        case .greyAlpha: channels = 2
        case .rgb: channels = 3
        case .rgba: channels = 4
        }
        let maximum = (1 << bitDepth) - 1
        let paletteSize = min(256, 1 << bitDepth) - (bitDepth == 8 ? 6 : 0)  // 250 entries: not all indices used
        let sample: (Int, Int, Int) -> Int = samples ?? { x, y, channel in
            let mixed: Int = x * 7919 + y * 104729 + channel * 3571 + x * y * 31
            let value = mixed & 0xffff
            return colorType == .palette ? value % paletteSize : value & maximum
        }
        var palette: [UInt8] = []
        for i in 0..<(colorType == .palette ? paletteSize : 0) {
            palette += [UInt8(truncatingIfNeeded: i * 37), UInt8(truncatingIfNeeded: i * 91 + 7), UInt8(truncatingIfNeeded: 255 - i * 13)]
        }
        var alphas: [UInt8] = []
        if colorType == .palette && transparency {
            for i in 0..<max(1, paletteSize / 2) { alphas.append(UInt8(truncatingIfNeeded: i * 53)) }
        }
        // The key is a value the pattern uses, so some pixels turn transparent.
        let key: [UInt16] = (0..<3).map { UInt16(sample(1, 0, colorType == .grey ? 0 : $0)) }
        let keyUsed = transparency && (colorType == .grey || colorType == .rgb)

        let rowBytes = (width * channels * bitDepth + 7) / 8
        var rows = [UInt8](repeating: 0, count: rowBytes * height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let values = (0..<channels).map { sample(x, y, $0) }
                for (channel, value) in values.enumerated() {
                    LibPNGFixture.store(value, bits: bitDepth, at: (x * channels + channel), in: &rows, rowStart: y * rowBytes)
                }
                let eight = values.map { LibPNGFixture.toEight($0, bits: bitDepth) }
                var rgba: [UInt8]
                switch colorType {
                case .grey: rgba = [eight[0], eight[0], eight[0], 255]
                case .greyAlpha: rgba = [eight[0], eight[0], eight[0], eight[1]]
                case .rgb: rgba = [eight[0], eight[1], eight[2], 255]
                case .rgba: rgba = eight
                case .palette:
                    let index = values[0]
                    rgba = [palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2], index < alphas.count ? alphas[index] : 255]
                }
                if keyUsed && values.map(UInt16.init) == Array(key.prefix(channels)) { rgba[3] = 0 }
                pixels.replaceSubrange((y * width + x) * 4..<(y * width + x + 1) * 4, with: rgba)
            }
        }
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        var error = pp_png_error()
        let status = pp_png_write_raw(UInt32(width), UInt32(height), Int32(colorType.rawValue), Int32(bitDepth),
                                      interlaced ? 1 : 0, rows, rowBytes, palette, Int32(palette.count / 3),
                                      alphas, Int32(alphas.count), keyUsed ? 1 : 0, key, &output, &size, &error)
        defer { pp_png_free(output) }
        guard status == 0, let output else { throw PNGError(fixtureError: error) }
        file = Array(UnsafeBufferPointer(start: output, count: size))
        expected = Bitmap(width: width, height: height, bytes: pixels)!
    }

    /// PNG's rule for widening a sample to 8 bits: exact multiples for 1/2/4 bits, rounding for 16.
    static func toEight(_ value: Int, bits: Int) -> UInt8 {
        switch bits {
        case 16: return UInt8((value * 255 + 32767) / 65535)
        case 8: return UInt8(value)
        default: return UInt8(value * 255 / ((1 << bits) - 1))
        }
    }

    private static func store(_ value: Int, bits: Int, at sampleIndex: Int, in rows: inout [UInt8], rowStart: Int) {
        switch bits {
        case 16:
            rows[rowStart + sampleIndex * 2] = UInt8(value >> 8)
            rows[rowStart + sampleIndex * 2 + 1] = UInt8(value & 255)
        case 8:
            rows[rowStart + sampleIndex] = UInt8(value)
        default:
            let bit = sampleIndex * bits
            let shift = 8 - bits - bit % 8
            rows[rowStart + bit / 8] |= UInt8(value << shift)
        }
    }
}

extension PNGError {
    init(fixtureError error: pp_png_error) {
        self = .cannotEncode(width: 0, height: 0, detail: "libpng's writer failed with code \(error.code)")
    }
}
