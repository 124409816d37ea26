import CPNGGlue
import Raster

/// PNG files for review pages: the same lossless pixels as `PNGCodec.encode`, written with fast
/// compression (zlib level 1, the Up filter on every row) instead of the canonical level 9 with
/// every filter tried, which would cost a review more than all its rendering. Never used for
/// references: those stay canonical.
enum PreviewPNG {
    static func encode(_ bitmap: Bitmap) throws -> [UInt8] {
        var compression = pp_png_canonical_compression()
        compression.zlib_level = 1
        compression.filters = 0x20  // PNG_FILTER_UP: one cheap filter that suits UI images
        var error = pp_png_error()
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        let status = bitmap.withUnsafeBytes { pixels in
            pp_png_encode_rgba8(pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(clamping: bitmap.width),
                                UInt32(clamping: bitmap.height), &compression, &output, &size, nil, &error)
        }
        defer { pp_png_free(output) }
        guard status == 0, let output else {
            // The canonical encoder reports the failure in its own words.
            return try PNGCodec.encode(bitmap)
        }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
