import CPNGGlue

/// What a PNG's `IHDR` says, read after checking the whole file's structure (signature, chunk
/// lengths, CRCs, `IDAT` present, `IEND` last) but without decoding pixels. Useful to see which
/// form the canonical encoder chose, or to look at a file's size before decoding it.
///
/// ```swift
/// let header = try PNGHeader(PNGCodec.encode(Bitmap(width: 2, height: 1, fill: .white)))
/// header.colorType   // .grey
/// header.bitDepth    // 1
/// ```
public struct PNGHeader: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Bits per sample (per palette index for `.palette`): 1, 2, 4, 8 or 16.
    public let bitDepth: Int
    public let colorType: PNGColorType
    /// Adam7 interlaced.
    public let interlaced: Bool

    /// Checks the file's structure and reads its `IHDR`; throws the same errors as decoding would
    /// for a bad signature, truncation, a CRC mismatch, a bad `IHDR` or a missing `IDAT`.
    public init(_ data: [UInt8], source: String = "<memory>") throws {
        var header = pp_png_header()
        var error = pp_png_error()
        let status = data.withUnsafeBufferPointer { buffer in
            pp_png_inspect(buffer.baseAddress, buffer.count, &header, &error)
        }
        guard status == 0 else { throw PNGError(glue: error, source: source) }
        width = Int(header.width)
        height = Int(header.height)
        bitDepth = Int(header.bit_depth)
        colorType = PNGColorType(rawValue: Int(header.color_type))!
        interlaced = header.interlaced != 0
    }

    /// The colour type and depth in words, e.g. "palette 4-bit" or "RGBA 16-bit, interlaced".
    public var formName: String {
        "\(colorType.name) \(bitDepth)-bit" + (interlaced ? ", interlaced" : "")
    }
}

/// The five PNG colour types, with their `IHDR` numbers.
public enum PNGColorType: Int, Sendable, CaseIterable {
    case grey = 0
    case rgb = 2
    case palette = 3
    case greyAlpha = 4
    case rgba = 6

    /// "grey", "RGB", "palette", "grey+alpha" or "RGBA".
    public var name: String {
        switch self {
        case .grey: return "grey"
        case .rgb: return "RGB"
        case .palette: return "palette"
        case .greyAlpha: return "grey+alpha"
        case .rgba: return "RGBA"
        }
    }
}
