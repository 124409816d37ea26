import CPNGGlue

extension PNGError {
    /// The typed error for a failure the C glue reported.
    init(glue error: pp_png_error, source: String) {
        let message = PNGError.text(of: error.message)
        let chunk = PNGError.text(of: error.chunk)
        switch pp_png_status(rawValue: UInt32(bitPattern: error.code)) {
        case PP_PNG_BAD_SIGNATURE:
            self = .badSignature(source: source)
        case PP_PNG_TRUNCATED:
            self = .truncated(source: source, detail: message)
        case PP_PNG_BAD_CRC:
            self = .badCRC(source: source, chunk: chunk, offset: Int(error.offset))
        case PP_PNG_ZERO_SIZE:
            self = .zeroSize(source: source, width: Int(error.value_a), height: Int(error.value_b))
        case PP_PNG_BAD_COLOR_TYPE:
            self = .badColorType(source: source, colorType: Int(error.value_a))
        case PP_PNG_BAD_BIT_DEPTH:
            self = .badBitDepth(source: source, bitDepth: Int(error.value_a), colorType: Int(error.value_b))
        case PP_PNG_BAD_HEADER:
            self = .badHeader(source: source, detail: message)
        case PP_PNG_MISSING_IDAT:
            self = .missingImageData(source: source)
        case PP_PNG_OUT_OF_MEMORY:
            self = .outOfMemory(source: source)
        default:
            self = .corruptImageData(source: source, detail: message)
        }
    }

    /// A NUL-terminated C character array imported as a tuple, as a Swift string.
    private static func text<T>(of tuple: T) -> String {
        withUnsafeBytes(of: tuple) { bytes in
            let length = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<length], as: UTF8.self)
        }
    }
}
