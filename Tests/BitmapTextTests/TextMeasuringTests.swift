import XCTest
@testable import BitmapText
import Raster

final class TextMeasuringTests: XCTestCase {
    func testWidthIsTheSumOfBDFAdvances() {
        let layout = TextLayout(text: "Hello", style: .body)
        XCTAssertEqual(layout.size.width, HandReadAdvances.helloAtBody)   // 36
    }

    func testWidthOfBoldHeadlineUsesTheBoldFaceAdvances() {
        // helvetica-bold-17.bdf: H 12, e 10, l 4, l 4, o 10.
        XCTAssertEqual(TextLayout(text: "Hello", style: .headline).size.width, 40)
    }

    func testWidthAtCaptionUsesTheTwelvePixelStrike() {
        // helvetica-regular-12.bdf: H 9, e 7, l 3, l 3, o 7.
        XCTAssertEqual(TextLayout(text: "Hello", style: .caption1).size.width, 29)
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

    func testAscentDescentAndLineHeightComeFromTheStrikeAndStyle() {
        let layout = TextLayout(text: "Hello", style: .body)
        XCTAssertEqual([layout.ascent, layout.descent, layout.lineHeight], [14, 4, 22])   // FONT_ASCENT 14, FONT_DESCENT 4, HIG 22
        XCTAssertEqual(layout.size.height, 22)
        XCTAssertEqual(layout.lines[0].baseline, 2 + 14)   // (22 − 18) / 2 above the ascent
    }

    func testStyleWithoutLineHeightUsesAscentPlusDescent() {
        let style = TextStyle(size: 17)
        XCTAssertEqual(TextLayout(text: "Hello", style: style).lineHeight, 18)
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
        let centred = TextLayout(text: "Hello Hello\nHello", style: .body, alignment: .center)
        XCTAssertEqual(centred.lines[1].origin.x, (77 - 36) / 2)
        let trailing = TextLayout(text: "Hello Hello\nHello", style: .body, alignment: .trailing)
        XCTAssertEqual(trailing.lines[1].origin.x, 77 - 36)
        XCTAssertEqual(trailing.lines[0].origin.x, 0)
    }
}
