import Raster

/// What a character no bundled face has draws as: an outlined box as tall as the capitals and
/// half an em wide (its advance is 0.6 em), so a missing character is visible rather than
/// silently dropped. Built at the target size in whole pixels: the outline is 1/16 em thick,
/// at least one pixel.
enum ReplacementBox {
    static func mask(pixelsPerEm64: Int, capHeight: Int, unitsPerEm: Int, phase: Int) -> PlacedMask {
        let width = max(3, (pixelsPerEm64 + 64) / 128)
        let height = max(3, (capHeight * pixelsPerEm64 / unitsPerEm + 32) / 64)
        let stroke = max(1, (pixelsPerEm64 + 512) / 1024)
        var values = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width where x < stroke || y < stroke || x >= width - stroke || y >= height - stroke {
                values[y * width + x] = 255
            }
        }
        // Left bearing 0.05 em plus the pen's quarter-pixel phase, rounded to a whole pixel.
        let left = (pixelsPerEm64 * 5 / 100 + phase * 16 + 32) / 64
        return PlacedMask(mask: CoverageMask(width: width, height: height, values: values)!, x: left, y: -height)
    }
}
