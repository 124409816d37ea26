import CPNGGlue
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// PNG files in and out, through libpng.
///
/// **Decoding** accepts every colour type and bit depth (grey 1/2/4/8/16, RGB 8/16, palette
/// 1/2/4/8 with or without `tRNS`, grey+alpha 8/16, RGBA 8/16), Adam7-interlaced or not, and
/// normalises to straight RGBA8: palettes and `tRNS` are expanded, grey is copied to R, G and B,
/// 16-bit samples are rounded to 8 bits (`round(v · 255 / 65535)`, never truncated). Ancillary
/// colour chunks (`gAMA`, `sRGB`, `iCCP`, `cHRM`) are skipped and **never change pixel values**:
/// a snapshot compares the numbers stored in the file, whatever colour space it claims. Before any
/// allocation the whole file is checked (signature, every chunk length and CRC, a valid `IHDR`,
/// an `IDAT`, `IEND` last) and images above `pixelLimit` pixels are refused; any problem, including
/// a corrupt zlib stream or too little image data, throws a `PNGError`, never a partial image.
///
/// **Encoding** is canonical: the bytes are a pure function of the pixels (fixed libpng and zlib
/// settings, no `tIME`, no text chunks; the same zlib build gives the same bytes on every run,
/// thread and build configuration). It writes the smallest lossless form that one pass can find:
///
/// | pixels | form written | why |
/// |---|---|---|
/// | opaque grey (R = G = B) whose levels fit in no more bits than a palette would need | grey 1/2/4/8 (only 0 and 255: 1 bit; multiples of 85: 2; of 17: 4) | no `PLTE`; ties with palette go to grey |
/// | otherwise at most 256 distinct RGBA values, and indices plus `PLTE` and `tRNS` take fewer bytes than the samples below | palette of 1/2/4/8 bits (≤ 2, 4, 16, 256 colours), `tRNS` for translucent entries, listed first so `tRNS` is short | one small index per pixel; UI images are often a few flat colours |
/// | otherwise opaque grey | grey at its depth | |
/// | otherwise all grey, some translucent | grey+alpha 8 | 2 bytes per pixel instead of 4 |
/// | otherwise all opaque | RGB 8 | drops an alpha channel that is always 255 |
/// | anything else | RGBA 8 | |
///
/// Every form decodes to exactly the original RGBA8 pixels, including the colour of fully
/// transparent pixels. Never interlaced. Palette entries keep the order of first appearance
/// (translucent ones first), so the output never depends on hashing order.
///
/// Compression, chosen by measuring size against time (`scripts/bench png`, numbers in
/// BENCHMARKS.md). Rows are filtered one of two ways for the whole image, whichever deflates a
/// sample of its rows (16 of every 128) smaller at zlib level 1, ties to the first: (1) filter
/// type 0 (none), which beat the other four and libpng's adaptive choice by 20–30 % on flat
/// colours with anti-aliased edges, except that a row repeating the row above exactly uses Up
/// (all zeros), which keeps zlib's search for the anti-aliased rows from drowning in
/// background-coloured candidates; or (2) per row, the type whose bytes have the smallest sum of
/// magnitudes, which wins on photographs and smooth gradients (8-bit forms only; palette and
/// packed grey always use the first). The choice reads only the pixels. Then zlib level 9,
/// memory level 8, default strategy, with `deflateTune(4, 258, 258, 512)`: level 9's hash chain
/// cut from 4096 to 512 links keeps files within 5 % of optipng's at about a third of level 9's
/// time, faster than Pillow's default. libpng writes the signature, `IHDR`, `PLTE` and
/// `tRNS`; the image data is deflated with zlib directly because libpng cannot pass `deflateTune`
/// settings. Output bytes depend on the zlib build (Debian's zlib 1.2.13 here); the tests pin
/// them with SHA-256.
///
/// ```swift
/// let image = try PNGCodec.read(contentsOf: URL(fileURLWithPath: "card.png"))
/// try PNGCodec.write(image, to: URL(fileURLWithPath: "card-canonical.png"))
/// ```
public enum PNGCodec {
    /// 100 million pixels (400 MB of RGBA8): larger images are refused unless the caller raises it.
    public static let defaultPixelLimit = 100_000_000

    /// Decodes a PNG held in memory. `source` names the file in error messages.
    public static func decode(_ data: [UInt8], source: String = "<memory>", pixelLimit: Int = defaultPixelLimit) throws -> Bitmap {
        try data.withUnsafeBufferPointer { buffer in
            let (width, height) = try checkedSize(of: buffer, source: source, pixelLimit: pixelLimit)
            var error = pp_png_error()
            let count = width * height * 4
            var status: Int32 = 0
            let pixels = [UInt8](unsafeUninitializedCapacity: count) { storage, initialized in
                status = pp_png_decode_rgba8(buffer.baseAddress, buffer.count, storage.baseAddress, count, &error)
                initialized = status == 0 ? count : 0
            }
            guard status == 0 else { throw PNGError(glue: error, source: source) }
            return Bitmap(width: width, height: height, bytes: pixels)!
        }
    }

    /// The image's width and height once `pp_png_inspect` found the file sound (signature, chunk
    /// CRCs, header) and the size within `pixelLimit`; throws what a decode reports otherwise.
    private static func checkedSize(of buffer: UnsafeBufferPointer<UInt8>, source: String, pixelLimit: Int) throws -> (Int, Int) {
        var header = pp_png_header()
        var error = pp_png_error()
        guard pp_png_inspect(buffer.baseAddress, buffer.count, &header, &error) == 0 else {
            throw PNGError(glue: error, source: source)
        }
        let width = Int(header.width), height = Int(header.height)
        guard width * height <= pixelLimit else {
            throw PNGError.tooManyPixels(source: source, width: width, height: height, limit: pixelLimit)
        }
        return (width, height)
    }

    /// Reads and decodes a PNG file; errors name the file's path.
    public static func read(contentsOf url: URL, pixelLimit: Int = defaultPixelLimit) throws -> Bitmap {
        try decode(readBytes(of: url), source: url.path, pixelLimit: pixelLimit)
    }

    /// One byte a pixel, row by row: the first channel of what `decode` gives (the grey of a grey
    /// file, the red of a colour one), with the same checks and errors. Well-formed 8-bit grey
    /// files (no `tRNS`, not interlaced) are decoded straight to grey in optimised builds, with no
    /// RGBA image in between (the bundled font atlas bands); any other file through RGBA8.
    public static func decodeGrey(_ data: [UInt8], source: String = "<memory>", pixelLimit: Int = defaultPixelLimit) throws -> (width: Int, height: Int, samples: [UInt8]) {
        try data.withUnsafeBufferPointer { buffer in
            let (width, height) = try checkedSize(of: buffer, source: source, pixelLimit: pixelLimit)
            var error = pp_png_error()
            let count = width * height
            var status: Int32 = 0
            let samples = [UInt8](unsafeUninitializedCapacity: count) { storage, initialized in
                status = pp_png_decode_grey8(buffer.baseAddress, buffer.count, storage.baseAddress, count, &error)
                initialized = status == 0 ? count : 0
            }
            guard status == 0 else { throw PNGError(glue: error, source: source) }
            return (width, height, samples)
        }
    }

    /// Reads a PNG file and decodes it as `decodeGrey` does; errors name the file's path.
    public static func readGrey(contentsOf url: URL, pixelLimit: Int = defaultPixelLimit) throws -> (width: Int, height: Int, samples: [UInt8]) {
        try decodeGrey(readBytes(of: url), source: url.path, pixelLimit: pixelLimit)
    }

    /// How hard the encoder compresses. The pixel form (palette, grey, alpha) is chosen the same
    /// way for both; only zlib's effort and the row filter differ, and both decode to the same pixels.
    public enum Compression: Sendable {
        /// The canonical settings above: what references are stored with, byte-stable.
        case canonical
        /// Speed first, for throw-away images (review pages, failure artifacts, crops), never for
        /// references: an 8-bit palette in order of first appearance when there are at most 256
        /// colours, else RGB or RGBA; no filter search (none, or Up for a repeated row); a
        /// deflate with fixed Huffman codes whose matches are only one pixel or one row back, no
        /// zlib; chunks written without libpng (`pp_png_encode_rgba8_quick`). Same pixels as
        /// canonical; on UI images files about a fifth larger (a one-token review's 24 after images:
        /// 1.20× their canonical befores); deterministic too (independent of the zlib build).
        case fast
    }

    /// Encodes in the form described above. Throws `PNGError.cannotEncode` for a bitmap without
    /// pixels (a PNG has at least 1×1).
    ///
    /// ```swift
    /// let bytes = try PNGCodec.encode(bitmap)                     // canonical, for references
    /// let preview = try PNGCodec.encode(bitmap, compression: .fast)
    /// ```
    public static func encode(_ bitmap: Bitmap, compression: Compression = .canonical) throws -> [UInt8] {
        var settings = pp_png_canonical_compression()
        var error = pp_png_error()
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        let status = bitmap.withUnsafeBytes { pixels in
            let rgba = pixels.baseAddress?.assumingMemoryBound(to: UInt8.self)
            let width = UInt32(clamping: bitmap.width), height = UInt32(clamping: bitmap.height)
            switch compression {
            case .canonical: return pp_png_encode_rgba8(rgba, width, height, &settings, &output, &size, &error)
            case .fast: return pp_png_encode_rgba8_quick(rgba, width, height, &output, &size, &error)
            }
        }
        defer { pp_png_free(output) }
        guard status == 0, let output else {
            if pp_png_status(rawValue: UInt32(bitPattern: status)) == PP_PNG_OUT_OF_MEMORY {
                throw PNGError.outOfMemory(source: "<memory>")
            }
            throw PNGError.cannotEncode(width: bitmap.width, height: bitmap.height, detail: PNGError(glue: error, source: "").detailText)
        }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    /// Encodes canonically and writes the file atomically (`AtomicFile`): on any failure the
    /// destination is left as it was and no temporary file remains.
    public static func write(_ bitmap: Bitmap, to url: URL) throws {
        try AtomicFile.write(encode(bitmap), to: url)
    }

    private static func readBytes(of url: URL) throws -> [UInt8] {
        do {
            guard let bytes = try AtomicFile.read(contentsOf: url) else {
                throw PNGError.unreadable(path: url.path, reason: String(cString: strerror(ENOENT)))
            }
            return bytes
        } catch AtomicFileError.cannotRead(let path, let reason) {
            throw PNGError.unreadable(path: path, reason: reason)
        }
    }
}

extension PNGError {
    /// The glue's message without a source prefix, for wrapping in another case.
    fileprivate var detailText: String {
        if case .corruptImageData(_, let detail) = self { return detail }
        return description
    }
}
