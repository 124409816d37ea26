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

    /// Damaged copies of a well-formed file whose CRCs are all correct, named: the image data cut
    /// short, followed by extra bytes or by another IDAT, IDATs not in one run, a `tRNS` chunk
    /// holding `transparency`, an IEND holding a byte, then 300 rounds of 1–3 flipped bytes in
    /// the image data (only those names start with "flipped"). The direct decoder must decline
    /// every one but the flipped ones, which it may take only as libpng would.
    func damagedVariants(transparency: [UInt8]) -> [(name: String, chunks: PNGChunks)] {
        let index = chunks.firstIndex { $0.type == "IDAT" }!
        var variants: [(name: String, chunks: PNGChunks)] = []
        var cut = self
        cut.chunks[index].data.removeLast(9)
        variants.append(("stream cut short", cut))
        var longer = self
        longer.chunks[index].data += [0, 0, 0, 0]
        variants.append(("bytes after the stream", longer))
        var extra = self
        extra.chunks.insert(Chunk(type: "IDAT", data: [1, 2, 3]), at: index + 1)
        variants.append(("an IDAT after the stream's end", extra))
        var split = self
        split.chunks.insert(Chunk(type: "tEXt", data: Array("a\u{0}b".utf8)), at: index + 1)
        split.chunks.insert(Chunk(type: "IDAT", data: []), at: index + 2)
        variants.append(("IDATs not in one run", split))
        var keyed = self
        keyed.chunks.insert(Chunk(type: "tRNS", data: transparency), at: index)
        variants.append(("tRNS", keyed))
        var endWithData = self
        endWithData.chunks[endWithData.chunks.count - 1].data = [0x49]
        variants.append(("IEND holding a byte (found by the png fuzz target)", endWithData))
        var state: UInt32 = 77
        for round in 0..<300 {
            var damaged = self
            for _ in 0..<(1 + round % 3) {
                state = state &* 1_103_515_245 &+ 12345
                let offset = Int(state >> 8) % damaged.chunks[index].data.count
                damaged.chunks[index].data[offset] ^= UInt8(truncatingIfNeeded: state | 1)
            }
            variants.append(("flipped bits, round \(round)", damaged))
        }
        return variants
    }
}
