import XCTest
@testable import BitmapText
import Raster

final class ScaleIndependenceTests: XCTestCase {
    private let paragraph = "Layout happens in points from one strike's metrics, so line breaks never change with the display scale."

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

    func testBodyAtTwoTimesDrawsCrispFromTheThirtyFourPixelStrike() throws {
        let drawn = TextLayout(text: "H", style: .body).drawnGlyphs(scale: .x2)
        let big = try FontLibrary.shared.load(StrikeDescriptor(source: .helvetica, face: .regular, pixelSize: 34))
        XCTAssertEqual(drawn.map(\.mask), [try XCTUnwrap(big.glyph(for: 72)).mask])
    }

    func testCaptionTwoAtTwoTimesDrawsItsStrikeDoubled() throws {
        let drawn = TextLayout(text: "H", style: .caption2).drawnGlyphs(scale: .x2)
        let small = try FontLibrary.shared.load(StrikeDescriptor(source: .helvetica, face: .regular, pixelSize: 11))
        let glyph = try XCTUnwrap(small.glyph(for: 72))
        XCTAssertEqual(drawn.map(\.mask), [glyph.magnified(by: 2).mask])
        XCTAssertEqual(drawn[0].mask.width, glyph.width * 2)
    }

    func testGlyphPositionsScaleWithTheOrigin() {
        let layout = TextLayout(text: "Hello", style: .body)
        let one = layout.drawnGlyphs(scale: .x1, at: Point(x: 10, y: 20))
        let three = layout.drawnGlyphs(scale: .x3, at: Point(x: 10, y: 20))
        XCTAssertEqual(one.count, three.count)
        XCTAssertEqual(one[0].x, 10 + 1)   // BBX x offset of H
        XCTAssertEqual(three.map(\.x).first.map { $0 >= 30 }, true)
    }
}
