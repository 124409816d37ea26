@testable import BitmapText
import Raster

/// Advances read with fontTools from Inter-Regular.otf's `hmtx` (2816 units per em), scaled to
/// Body (17 pt) and rounded to 1/64 point as layout rounds each advance:
/// H 2084 → 805/64, e 1640 → 634/64, l 668 → 258/64, o 1680 → 649/64, space 792 → 306/64,
/// hyphen 1296 → 501/64, ellipsis 2312 → 893/64. Inter has no kerning inside "Hello".
enum HandReadAdvances {
    static let helloAtBody = Double(805 + 634 + 258 + 258 + 649) / 64
    static let spaceAtBody = 306.0 / 64
    static let hyphenAtBody = 501.0 / 64
    static let ellipsisAtBody = 893.0 / 64
}

extension TextLayout {
    var lineTexts: [String] { lines.map(\.text) }

    /// Every glyph drawn at `scale`, as (mask, x, y).
    func drawnGlyphs(scale: DisplayScale, at origin: Point = .zero) -> [(mask: CoverageMask, x: Int, y: Int)] {
        var glyphs: [(CoverageMask, Int, Int)] = []
        draw(at: origin, scale: scale) { glyphs.append(($0, $1, $2)) }
        return glyphs
    }
}
