import CPNGGlue

/// A PNG file taken apart into chunks and put back together, so tests can damage one piece at a
/// time while keeping (or deliberately breaking) everything else.
struct PNGChunks {
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    var chunks: [Chunk]

    /// Parses a well-formed file (the tests only take apart files libpng just wrote).
    init(_ file: [UInt8]) {
        chunks = []
        var position = 8
        while position + 12 <= file.count {
            let length = Int(PNGChunks.bigEndian(file, at: position))
            let type = String(decoding: file[(position + 4)..<(position + 8)], as: UTF8.self)
            chunks.append(Chunk(type: type, data: Array(file[(position + 8)..<(position + 8 + length)])))
            position += length + 12
        }
    }

    /// Byte offsets where each chunk starts, and the end of the file.
    var boundaries: [Int] {
        var offsets = [8]
        for chunk in chunks { offsets.append(offsets.last! + chunk.data.count + 12) }
        return offsets
    }

    /// The file with a correct CRC on every chunk.
    var file: [UInt8] {
        var bytes = PNGChunks.signature
        for chunk in chunks { bytes += PNGChunks.encode(chunk) }
        return bytes
    }

    static func encode(_ chunk: Chunk) -> [UInt8] {
        let body = Array(chunk.type.utf8) + chunk.data
        return bigEndianBytes(UInt32(chunk.data.count)) + body + bigEndianBytes(pp_png_crc32(body, body.count))
    }

    static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 255), UInt8((value >> 8) & 255), UInt8(value & 255)]
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// Changes the IHDR fields given, recomputing its CRC.
    mutating func patchHeader(width: UInt32? = nil, height: UInt32? = nil, bitDepth: UInt8? = nil, colorType: UInt8? = nil) {
        var data = chunks[0].data
        if let width { data.replaceSubrange(0..<4, with: PNGChunks.bigEndianBytes(width)) }
        if let height { data.replaceSubrange(4..<8, with: PNGChunks.bigEndianBytes(height)) }
        if let bitDepth { data[8] = bitDepth }
        if let colorType { data[9] = colorType }
        chunks[0].data = data
    }
}
