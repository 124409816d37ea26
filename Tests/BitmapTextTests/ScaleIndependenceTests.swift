import XCTest
@testable import BitmapText
import Raster

final class ScaleIndependenceTests: XCTestCase {
    private let paragraph = "Layout happens in points from the face's advances, so line breaks never change with the display scale."

    /// For each drawn glyph, the line whose baseline it sits on, at one scale.
    private func glyphsPerLine(_ layout: TextLayout, scale: DisplayScale) -> [Int] {
        var counts = [Int](repeating: 0, count: layout.lines.count)
        for glyph in layout.drawnGlyphs(scale: scale) {
            let top = Double(glyph.y) / Double(scale.factor)
            let line = layout.lines.lastIndex { $0.origin.y <= top + layout.descent } ?? 0
            counts[line] += 1
        }
        return counts
    }

    func testLineBreaksAreIdenticalAtOneTwoAndThreeTimes() {
        for style in [TextStyle.body, .caption2, .title2, .headline] {
            let layout = TextLayout(text: paragraph, style: style, maxWidth: 200)
            XCTAssertGreaterThan(layout.lines.count, 2)
            let reference = glyphsPerLine(layout, scale: .x1)
            XCTAssertEqual(glyphsPerLine(layout, scale: .x2), reference, "\(style.size)")
            XCTAssertEqual(glyphsPerLine(layout, scale: .x3), reference, "\(style.size)")
        }
    }

    func testGlyphsStayInsideTheLaidOutWidthAtEveryScale() {
        let layout = TextLayout(text: paragraph, style: .body, maxWidth: 200)
        for scale in [DisplayScale.x1, .x2, .x3] {
            let right = layout.drawnGlyphs(scale: scale).map { $0.x + $0.mask.width }.max() ?? 0
            XCTAssertLessThanOrEqual(right, (200 + 2) * scale.factor, "\(scale)")
        }
    }

    /// Glyphs are anti-aliased (partial coverage) and their ink grows with the scale as area does.
    func testMasksAreAntiAliasedAndScaleWithTheDisplay() {
        func ink(_ scale: DisplayScale) -> (total: Int, partial: Int) {
            let masks = TextLayout(text: "Sphinx", style: .body).drawnGlyphs(scale: scale).map(\.mask)
            let values = masks.flatMap(\.values)
            return (values.reduce(0) { $0 + Int($1) }, values.filter { $0 > 0 && $0 < 255 }.count)
        }
        let one = ink(.x1), two = ink(.x2), three = ink(.x3)
        XCTAssertGreaterThan(one.partial, 10)
        XCTAssertEqual(Double(two.total) / Double(one.total), 4, accuracy: 0.2)
        XCTAssertEqual(Double(three.total) / Double(one.total), 9, accuracy: 0.45)
    }

    /// The pen's quarter-pixel phase moves ink within the pixel: the same glyph at x + 0.25 pt
    /// at 1x draws a different mask, and at x + 1 pt the same mask one pixel right.
    func testSubPixelPositionsAreQuantisedToQuarterPixels() {
        let layout = TextLayout(text: "l", style: .body)
        let at0 = layout.drawnGlyphs(scale: .x1, at: .zero)[0]
        var shifted: [(mask: CoverageMask, x: Int, y: Int)] = []
        let quarter = StyledTextLayout(runs: [StyledRun(content: .attachment(width: 0.25, ascent: 0, descent: 0), style: .body), StyledRun("l", style: .body)])
        quarter.draw(atPixelX: 0, y: 0, scale: .x1) { mask, x, y, _ in shifted.append((mask, x, y)) }
        XCTAssertNotEqual(shifted[0].mask, at0.mask)
        let whole = layout.drawnGlyphs(scale: .x1, at: Point(x: 1, y: 0))[0]
        XCTAssertEqual(whole.mask, at0.mask)
        XCTAssertEqual(whole.x, at0.x + 1)
    }

    func testDrawingIsIdenticalRunToRunAndAcrossFreshLibraries() {
        let face = FontLibrary().face(FaceDescriptor(design: .inter, weight: 400, isItalic: false))
        let other = FontLibrary().face(FaceDescriptor(design: .inter, weight: 400, isItalic: false))
        for glyph in stride(from: 0, to: 900, by: 37) {
            XCTAssertEqual(face.mask(glyph: glyph, pixelsPerEm64: 1331, phase: 3).mask, other.mask(glyph: glyph, pixelsPerEm64: 1331, phase: 3).mask)
        }
    }
}
