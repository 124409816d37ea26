import BitmapText

/// libFuzzer target `bdf`: any bytes through `BDFParser.parse`. A parse either throws a
/// `BDFError` or returns glyphs whose masks hold exactly width × height values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBDFParse(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    do {
        let font = try BDFParser.parse(bytes, fileName: "fuzz.bdf")
        for glyph in font.glyphs.values {
            precondition(glyph.mask.values.count == glyph.width * glyph.height, "a glyph's mask does not match its BBX")
        }
    } catch {
        _ = error.description
    }
    return 0
}
