import CPNGGlue
import Raster

/// libFuzzer target `png`: any bytes through `PNGCodec.decode` and `PNGCodec.decodeGrey`. A
/// decode either throws a `PNGError` or returns an image that survives the canonical round trip
/// unchanged; since this build is optimised, common files take our own direct decoder, so an
/// image must also be exactly what libpng alone decodes, and `decodeGrey` must fail alike or give
/// its first channel. Anything else (a crash, a sanitizer report, a mismatch) is a finding.
///
/// Random mutations almost never keep a chunk's CRC right, which would stop every input at the
/// CRC check; so unless the input's length is a multiple of 8, the CRCs are recomputed first and
/// the fuzzer reaches the chunk, zlib and libpng code behind the check.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecode(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if count % 8 != 0 { fixChunkCRCs(&bytes) }
    // 16 megapixels (64 MB) keeps every accepted image inside libFuzzer's memory limit.
    let grey = try? PNGCodec.decodeGrey(bytes, source: "fuzz.png", pixelLimit: 16_000_000)
    guard let image = try? PNGCodec.decode(bytes, source: "fuzz.png", pixelLimit: 16_000_000) else {
        precondition(grey == nil, "decodeGrey took a file decode refuses")
        return 0
    }
    precondition(grey.map { $0.width == image.width && $0.height == image.height } == true, "decodeGrey refused or resized a file decode took")
    image.withUnsafeBytes { rgba in
        grey!.samples.withUnsafeBufferPointer { samples in
            for index in 0..<samples.count { precondition(samples[index] == rgba[index * 4], "decodeGrey differs from decode's first channel at pixel \(index)") }
        }
    }
    var viaLibpng = [UInt8](repeating: 0, count: image.width * image.height * 4)
    var error = pp_png_error()
    precondition(pp_png_decode_rgba8_with_libpng(bytes, bytes.count, &viaLibpng, viaLibpng.count, &error) == 0,
                 "libpng refuses a file the direct decoder took")
    precondition(image.withUnsafeBytes { $0.elementsEqual(viaLibpng) }, "the direct decoder's pixels differ from libpng's")
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
