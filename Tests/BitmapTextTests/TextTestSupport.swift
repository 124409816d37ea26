@testable import BitmapText
import Raster

/// Widths read by hand from the DWIDTH lines of the bundled BDF files.
enum HandReadAdvances {
    /// helvetica-regular-17.bdf: H 12, e 9, l 3, o 9, space 5, hyphen 5, ellipsis 15, W 15.
    static let helloAtBody = 12.0 + 9 + 3 + 3 + 9
    static let spaceAtBody = 5.0
    static let hyphenAtBody = 5.0
    static let ellipsisAtBody = 15.0
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
