import BitmapText

/// libFuzzer target `ppfont`: any bytes through the bundled-font metrics parser
/// (`FontLibrary.validate(fontFile:name:)`). A parse either throws a `FontLibrary.LoadError`
/// naming the file or returns a face whose glyph and kerning tables are in range.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFontFile(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    do {
        let summary = try FontLibrary.validate(fontFile: bytes, name: "fuzz.ppfont")
        precondition(summary.unitsPerEm > 0, "a parsed face has no em")
    } catch {
        precondition(error.description.contains("fuzz.ppfont"), "the error does not name the file")
    }
    return 0
}
