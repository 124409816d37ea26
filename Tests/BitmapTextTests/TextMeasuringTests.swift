import XCTest
@testable import BitmapText
import Raster

final class TextMeasuringTests: XCTestCase {
    func testWidthIsTheSumOfTheFontsAdvances() {
        XCTAssertEqual(TextLayout(text: "Hello", style: .body).size.width, HandReadAdvances.helloAtBody)
    }

    func testWidthOfSemiboldHeadlineUsesTheSemiboldAdvances() {
        // Inter SemiBold: H 2095, e 1669, l 734, o 1712 → 809 + 645 + 284 + 284 + 661 (1/64 pt).
        XCTAssertEqual(TextLayout(text: "Hello", style: .headline).size.width, Double(809 + 645 + 284 + 284 + 661) / 64)
    }

    func testFractionalSizesMeasureExactly() {
        // 12.5 pt: H 2084 × 800 / 2816 = 592.0 → 592/64.
        XCTAssertEqual(TextLayout(text: "H", style: TextStyle(size: 12.5, relativeTo: nil)).size.width, 592.0 / 64)
        XCTAssertNotEqual(TextLayout(text: "Hello", style: TextStyle(size: 22, relativeTo: nil)).size.width,
                          TextLayout(text: "Hello", style: TextStyle(size: 23, relativeTo: nil)).size.width)
    }

    func testTrackingIsAddedBetweenCharactersButNotAfterTheLast() {
        var style = TextStyle.body
        style.tracking = 1.5
        XCTAssertEqual(TextLayout(text: "Hello", style: style).size.width, HandReadAdvances.helloAtBody + 4 * 1.5)
    }

    func testTrackingIsQuantisedToOneSixtyFourthOfAPoint() {
        var style = TextStyle.body
        style.tracking = 0.6   // 38.4/64 → 38/64
        XCTAssertEqual(TextLayout(text: "Hello", style: style).size.width, HandReadAdvances.helloAtBody + 4 * 38 / 64)
    }

    func testAscentDescentAndLineHeightComeFromTheFaceAndStyle() {
        // Inter: ascender 2728, descender 680 of 2816 → 16.47 and 4.10 at 17 pt, rounded.
        let layout = TextLayout(text: "Hello", style: .body)
        XCTAssertEqual([layout.ascent, layout.descent, layout.lineHeight], [16, 4, 22])
        XCTAssertEqual(layout.size.height, 22)
        XCTAssertEqual(layout.lines[0].baseline, 1 + 16)   // (22 − 20) / 2 above the ascent
    }

    func testStyleWithoutLineHeightUsesAscentPlusDescent() {
        XCTAssertEqual(TextLayout(text: "Hello", style: TextStyle(size: 17)).lineHeight, 20)
    }

    func testLineSpacingIsAddedBetweenLinesOnly() {
        let layout = TextLayout(text: "Hello\nHello\nHello", style: .body, lineSpacing: 4)
        XCTAssertEqual(layout.size.height, 3 * 22 + 2 * 4)
        XCTAssertEqual(layout.lines.map(\.origin.y), [0, 26, 52])
    }

    func testUppercaseStyleMeasuresTheUppercasedText() {
        var style = TextStyle.body
        style.textCase = .uppercase
        let layout = TextLayout(text: "Hello", style: style)
        XCTAssertEqual(layout.lineTexts, ["HELLO"])
        XCTAssertEqual(TextLayout(text: "Hello", style: style.original).lineTexts, ["Hello"])
    }

    func testNonFiniteSizesTrackingAndSpacingDoNotTrap() {
        var style = TextStyle(size: .nan, lineHeight: .infinity, tracking: .nan)
        XCTAssertEqual(TextLayout(text: "Hi", style: style, lineSpacing: .nan).lines.count, 1)
        style.size = .infinity
        XCTAssertEqual(TextLayout(text: "Hi", style: style).lines.count, 1)
        style.size = 0
        XCTAssertEqual(TextLayout(text: "Hi", style: style).lines.count, 1)
    }

    func testCentreAndTrailingAlignmentOffsetShorterLines() {
        let hello = HandReadAdvances.helloAtBody, both = 2 * hello + HandReadAdvances.spaceAtBody
        let centred = TextLayout(text: "Hello Hello\nHello", style: .body, alignment: .center)
        XCTAssertEqual(centred.lines[1].origin.x, Double(Int((both - hello) * 64) / 2) / 64)
        let trailing = TextLayout(text: "Hello Hello\nHello", style: .body, alignment: .trailing)
        XCTAssertEqual(trailing.lines[1].origin.x, both - hello)
        XCTAssertEqual(trailing.lines[0].origin.x, 0)
    }
}
