import CPNGGlue
import Raster

/// PNG files for review pages: the same lossless pixels as `PNGCodec.encode`, written with fast
/// compression (zlib level 1, the Up filter on every row) instead of the canonical settings, which would cost a review more than all its rendering. Never used for
/// references: those stay canonical.
enum PreviewPNG {
    static func encode(_ bitmap: Bitmap) throws -> [UInt8] {
        var compression = pp_png_canonical_compression()
        compression.zlib_level = 1
        compression.good_length = 0  // 0: zlib's own tuning for level 1
        compression.max_lazy = 0
        compression.nice_length = 0
        compression.max_chain = 0
        compression.filter = 2  // Up: one cheap filter that suits UI images
        var error = pp_png_error()
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        let status = bitmap.withUnsafeBytes { pixels in
            pp_png_encode_rgba8(pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(clamping: bitmap.width),
                                UInt32(clamping: bitmap.height), &compression, &output, &size, &error)
        }
        defer { pp_png_free(output) }
        guard status == 0, let output else {
            // The canonical encoder reports the failure in its own words.
            return try PNGCodec.encode(bitmap)
        }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
