/// Why a PNG could not be read or written. Every message names the file (`source`: a path, or
/// `<memory>` for bytes without one), says what is wrong, and what to do about it.
///
/// ```swift
/// do { _ = try PNGCodec.read(contentsOf: url) }
/// catch let error as PNGError { print(error) }   // "shot.png: truncated PNG: …"
/// ```
public enum PNGError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The first 8 bytes are not the PNG signature.
    case badSignature(source: String)
    /// The file ends inside a chunk or before `IEND`.
    case truncated(source: String, detail: String)
    /// A chunk's CRC does not match its contents.
    case badCRC(source: String, chunk: String, offset: Int)
    /// `IHDR` gives a width or height of 0.
    case zeroSize(source: String, width: Int, height: Int)
    /// `IHDR` gives a colour type other than 0, 2, 3, 4 or 6.
    case badColorType(source: String, colorType: Int)
    /// `IHDR` gives a bit depth the colour type does not allow.
    case badBitDepth(source: String, bitDepth: Int, colorType: Int)
    /// Any other `IHDR` problem: wrong length, not first, unknown compression/filter/interlace method.
    case badHeader(source: String, detail: String)
    /// No `IDAT` chunk before `IEND`.
    case missingImageData(source: String)
    /// libpng or zlib refused the image data (corrupt deflate stream, too little or too much data).
    case corruptImageData(source: String, detail: String)
    /// The image has more pixels than the caller allowed; refused before allocating anything.
    case tooManyPixels(source: String, width: Int, height: Int, limit: Int)
    /// Memory for the image or the encoded file could not be allocated.
    case outOfMemory(source: String)
    /// The file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The bitmap cannot be written as a PNG (for example, it has no pixels).
    case cannotEncode(width: Int, height: Int, detail: String)

    public var description: String {
        switch self {
        case .badSignature(let source):
            return "\(source): not a PNG file (the first 8 bytes are not the PNG signature); check that the file is a PNG"
        case .truncated(let source, let detail):
            return "\(source): truncated PNG: \(detail); the file was cut short, copy or export it again"
        case .badCRC(let source, let chunk, let offset):
            return "\(source): corrupt PNG: chunk \(chunk) at byte \(offset) fails its CRC check; the file is damaged, export it again"
        case .zeroSize(let source, let width, let height):
            return "\(source): invalid PNG header (IHDR): the image is \(width)×\(height) pixels; a PNG has at least 1×1"
        case .badColorType(let source, let colorType):
            return "\(source): invalid PNG header (IHDR): colour type \(colorType) is not one of 0, 2, 3, 4, 6"
        case .badBitDepth(let source, let bitDepth, let colorType):
            return "\(source): invalid PNG header (IHDR): bit depth \(bitDepth) is not allowed for colour type \(colorType) (allowed: \(PNGError.allowedDepths(colorType)))"
        case .badHeader(let source, let detail):
            return "\(source): invalid PNG header: \(detail)"
        case .missingImageData(let source):
            return "\(source): PNG has no image data (no IDAT chunk before IEND); the file is damaged, export it again"
        case .corruptImageData(let source, let detail):
            return "\(source): corrupt PNG image data: \(detail); the file is damaged, export it again"
        case .tooManyPixels(let source, let width, let height, let limit):
            return "\(source): the image is \(width)×\(height) = \(width * height) pixels, more than the limit of \(limit); if the file is trusted, raise the limit (PNGCodec pixelLimit:, or --pixel-limit on the command line)"
        case .outOfMemory(let source):
            return "\(source): out of memory while handling the PNG"
        case .unreadable(let path, let reason):
            return "\(path): cannot read the file: \(reason)"
        case .cannotEncode(let width, let height, let detail):
            return "cannot encode a \(width)×\(height) bitmap as PNG: \(detail)"
        }
    }

    private static func allowedDepths(_ colorType: Int) -> String {
        switch colorType {
        case 0: return "1, 2, 4, 8, 16"
        case 3: return "1, 2, 4, 8"
        default: return "8, 16"
        }
    }
}
