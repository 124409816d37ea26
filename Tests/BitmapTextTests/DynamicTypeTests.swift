import XCTest
@testable import BitmapText
import Raster

final class DynamicTypeTests: XCTestCase {
    func testBodyPointSizesAndLeadingFollowTheHIGTable() {
        XCTAssertEqual(DynamicTypeSize.allCases.map { TextStyle.body.pointSize(at: $0) }, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        XCTAssertEqual(DynamicTypeSize.allCases.map { TextLayout(text: "Hi", style: .body, dynamicTypeSize: $0).lineHeight },
                       [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
    }

    func testDefaultSizesOfTheElevenSlots() {
        XCTAssertEqual(TextStyleSlot.allCases.map(\.defaultPointSize), [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        XCTAssertEqual(TextStyleSlot.allCases.map(\.defaultLineHeight), [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13])
    }

    /// At every Dynamic Type size no style is smaller than the one below it in the scale, and no
    /// style shrinks as the size grows — in point size and in leading.
    func testTheTableNeverInverts() {
        let order: [TextStyleSlot] = [.largeTitle, .title1, .title2, .title3, .body, .callout, .subheadline, .footnote, .caption1, .caption2]
        for size in DynamicTypeSize.allCases {
            let points = order.map { $0.pointSize(at: size) }, leading = order.map { $0.lineHeight(at: size) }
            XCTAssertEqual(points, points.sorted(by: >), "\(size)")
            XCTAssertEqual(leading, leading.sorted(by: >), "\(size)")
        }
        for slot in TextStyleSlot.allCases {
            let points = DynamicTypeSize.allCases.map { slot.pointSize(at: $0) }
            XCTAssertEqual(points, points.sorted(), "\(slot)")
            XCTAssertTrue(DynamicTypeSize.allCases.allSatisfy { slot.lineHeight(at: $0) > slot.pointSize(at: $0) }, "\(slot)")
        }
    }

    func testCustomStyleScalesWithItsSlot() {
        let label = TextStyle(size: 12, weight: .semibold, lineHeight: 16, relativeTo: .caption1)
        XCTAssertEqual(label.pointSize(at: .accessibility5), 43)
        XCTAssertEqual(label.lineHeight(at: .accessibility5), 51)
        XCTAssertEqual(TextStyle(size: 12, relativeTo: nil).pointSize(at: .accessibility5), 12)
        // A custom size follows the curve proportionally: 24 pt relative to Body at AX1 is 24 × 28 / 17.
        XCTAssertEqual(TextStyle(size: 24, relativeTo: .body).pointSize(at: .accessibility1), 24 * 28 / 17)
    }

    func testLargeSizesAreLaidOutAtTheirExactSize() {
        // Inter's ascender 2728 and descender 680 of 2816 units, at 53 pt: 51.3 → 51 and 12.8 → 13.
        let layout = TextLayout(text: "Hello", style: .body, dynamicTypeSize: .accessibility5)
        XCTAssertEqual([layout.ascent, layout.descent], [51, 13])
        XCTAssertEqual(layout.pointSize, 53)
    }

    /// Cap heights measured on the drawn page: for every Dynamic Type size and scale, the
    /// hierarchy of the eleven styles never inverts, and every style grows with the size.
    func testCapHeightsInTheSpecimenNeverInvert() {
        let order: [TextStyleSlot] = [.largeTitle, .title1, .title2, .title3, .body, .callout, .subheadline, .footnote, .caption1, .caption2]
        var previous: [Int]?
        for size in DynamicTypeSize.allCases {
            for scale in [DisplayScale.x1, .x3] {
                let heights = order.map { slot in inkHeight(of: "H", style: TextStyle(slot), size: size, scale: scale) }
                XCTAssertEqual(heights, heights.sorted(by: >), "\(size) \(scale)")
                if scale == .x3 {
                    if let previous { XCTAssertTrue(zip(heights, previous).allSatisfy { $0 >= $1 }, "\(size): \(heights) after \(previous)") }
                    previous = heights
                }
            }
        }
        // And the sizes the issue found collapsed now differ: Title 1 vs Title 2, Callout vs Body.
        XCTAssertGreaterThan(inkHeight(of: "H", style: .title1, size: .large, scale: .x2), inkHeight(of: "H", style: .title2, size: .large, scale: .x2))
        XCTAssertGreaterThan(inkHeight(of: "H", style: .body, size: .large, scale: .x3), inkHeight(of: "H", style: .callout, size: .large, scale: .x3))
    }

    /// Rows of the drawn text holding ink of at least half coverage.
    private func inkHeight(of text: String, style: TextStyle, size: DynamicTypeSize, scale: DisplayScale) -> Int {
        var rows = Set<Int>()
        for glyph in TextLayout(text: text, style: style, dynamicTypeSize: size).drawnGlyphs(scale: scale) {
            for y in 0..<glyph.mask.height where (0..<glyph.mask.width).contains(where: { glyph.mask[$0, y] >= 128 }) {
                rows.insert(glyph.y + y)
            }
        }
        return rows.count
    }
}
