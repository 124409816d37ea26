import Raster

/// The glyph drawn for a code point no bundled font has, when a font names no `DEFAULT_CHAR` of
/// its own: an outlined box as tall as the capitals and about half the pixel size wide, so a
/// missing character is visible rather than silently dropped.
enum ReplacementBox {
    static func glyph(pixelSize: Int, ascent: Int) -> BDFGlyph {
        let width = max(3, pixelSize / 2), height = max(3, ascent * 3 / 4)
        var values = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width where x == 0 || y == 0 || x == width - 1 || y == height - 1 {
                values[y * width + x] = 255
            }
        }
        return BDFGlyph(
            advance: width + 2, width: width, height: height, xOffset: 1, yOffset: 0,
            mask: CoverageMask(width: width, height: height, values: values)!
        )
    }
}
