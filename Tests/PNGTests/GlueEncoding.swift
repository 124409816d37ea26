import CPNGGlue
import Raster
import XCTest

/// `bitmap` encoded by the glue's libpng encoder with `settings` (the canonical ones with another
/// row filter, say), for tests that need files our `PNGCodec` never writes.
func glueEncode(_ bitmap: Bitmap, _ settings: pp_png_compression, file: StaticString = #filePath, line: UInt = #line) -> [UInt8] {
    var compression = settings
    var output: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    var error = pp_png_error()
    let status = bitmap.withUnsafeBytes { pixels in
        pp_png_encode_rgba8(pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(bitmap.width),
                            UInt32(bitmap.height), &compression, &output, &size, &error)
    }
    defer { pp_png_free(output) }
    XCTAssertEqual(status, 0, file: file, line: line)
    return Array(UnsafeBufferPointer(start: output, count: size))
}

/// The canonical settings with every row written with `filter` (0–4).
func glueEncode(_ bitmap: Bitmap, filter: Int32, file: StaticString = #filePath, line: UInt = #line) -> [UInt8] {
    var compression = pp_png_canonical_compression()
    compression.filter = filter
    return glueEncode(bitmap, compression, file: file, line: line)
}

extension PNGChunks {
    /// The first IDAT chunk's data cut into chunks of 1, 2, 3, … bytes, with an empty IDAT after
    /// every third: a stream the decoder must read across many chunk boundaries.
    mutating func splitImageDataIntoGrowingChunks() {
        let index = chunks.firstIndex { $0.type == "IDAT" }!
        let data = chunks[index].data
        var pieces: [Chunk] = []
        var start = 0, size = 1
        while start < data.count {
            let end = min(data.count, start + size)
            pieces.append(Chunk(type: "IDAT", data: Array(data[start..<end])))
            if size % 3 == 0 { pieces.append(Chunk(type: "IDAT", data: [])) }
            start = end
            size += 1
        }
        chunks.replaceSubrange(index...index, with: pieces)
    }
}
