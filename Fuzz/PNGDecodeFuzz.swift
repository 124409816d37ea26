import Raster

/// libFuzzer target `png`: any bytes through `PNGCodec.decode`. A decode either throws a
/// `PNGError` or returns an image that survives the canonical round trip unchanged; anything
/// else (a crash, a sanitizer report, a round-trip mismatch) is a finding.
///
/// Random mutations almost never keep a chunk's CRC right, which would stop every input at the
/// CRC check; so unless the input's length is a multiple of 8, the CRCs are recomputed first and
/// the fuzzer reaches the chunk, zlib and libpng code behind the check.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecode(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if count % 8 != 0 { fixChunkCRCs(&bytes) }
    // 16 megapixels (64 MB) keeps every accepted image inside libFuzzer's memory limit.
    guard let image = try? PNGCodec.decode(bytes, source: "fuzz.png", pixelLimit: 16_000_000) else { return 0 }
    do {
        let again = try PNGCodec.decode(PNGCodec.encode(image), source: "round-trip.png")
        precondition(again == image, "canonical re-encoding changed the pixels")
    } catch {
        preconditionFailure("a decoded image failed its canonical round trip: \(error)")
    }
    return 0
}

/// Rewrites the CRC of every complete chunk after the 8-byte signature.
private func fixChunkCRCs(_ bytes: inout [UInt8]) {
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        let end = offset + 8 + length
        guard length <= bytes.count, end + 4 <= bytes.count else { return }
        let crc = crc32(bytes[(offset + 4)..<end])
        for index in 0..<4 { bytes[end + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(index))) }
        offset = end + 4
    }
}

private let crcTable: [UInt32] = (0..<256).map { (n: UInt32) -> UInt32 in
    var c = n
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}

private func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
}
