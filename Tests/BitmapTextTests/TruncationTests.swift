import XCTest
@testable import BitmapText
import Raster

/// Body advances (Inter Regular, `HandReadAdvances`, points): "Hello" 40.69, space 4.78, "…" 13.95,
/// H 12.58, e 9.91, l 4.03, o 10.14.
final class TruncationTests: XCTestCase {
    private func truncated(_ text: String, width: Double?, limit: Int, mode: TruncationMode = .tail) -> TextLayout {
        TextLayout(text: text, style: .body, maxWidth: width, lineLimit: limit, truncation: mode)
    }

    func testTailTruncationKeepsTheLongestPrefixThatFitsWithTheEllipsis() {
        // "Hello" + "…" = 54.64 fits in 60; the next character would not (a space is dropped).
        let layout = truncated("Hello Hello", width: 60, limit: 1)
        XCTAssertEqual(layout.lineTexts, ["Hello…"])
        XCTAssertEqual(layout.size.width, HandReadAdvances.helloAtBody + HandReadAdvances.ellipsisAtBody)
        XCTAssertTrue(layout.isTruncated)
    }

    func testTextWithinTheLineLimitIsNotTruncated() {
        let layout = truncated("Hello Hello", width: 87, limit: 1)
        XCTAssertEqual(layout.lineTexts, ["Hello Hello"])
        XCTAssertFalse(layout.isTruncated)
    }

    /// Head and middle truncation join the remaining paragraphs with a space: when that text is
    /// exactly as wide as the line (2 × 40.69 + 4.78 = 86.16), all of it shows, without an ellipsis.
    func testHeadAndMiddleTruncationKeepTheRestWhenItFitsExactly() {
        let exact = 2 * HandReadAdvances.helloAtBody + HandReadAdvances.spaceAtBody
        XCTAssertEqual(truncated("Hello\nHello", width: exact, limit: 1, mode: .head).lineTexts, ["Hello Hello"])
        XCTAssertEqual(truncated("Hello\nHello", width: exact, limit: 1, mode: .middle).lineTexts, ["Hello Hello"])
        // One point less: "…" 13.95 + "llo Hello" 63.67 = 77.62 fits; "ello Hello" would make 87.5.
        XCTAssertEqual(truncated("Hello\nHello", width: exact - 1, limit: 1, mode: .head).lineTexts, ["…llo Hello"])
    }

    func testLastVisibleLineCarriesTheRestOfItsParagraph() {
        // "Hello Hell…" would be 89.97 wide.
        let layout = truncated("Hello Hello Hello Hello Hello", width: 89, limit: 2)
        XCTAssertEqual(layout.lineTexts, ["Hello Hello", "Hello Hel…"])
    }

    func testHeadTruncationKeepsTheEndOfTheText() {
        XCTAssertEqual(truncated("Hello Hello", width: 60, limit: 1, mode: .head).lineTexts, ["…Hello"])
    }

    func testMiddleTruncationKeepsBothEnds() {
        // "He" 22.48 + "…" 13.95 + "lo" 14.17 = 50.61 ≤ 52; one more character does not fit.
        XCTAssertEqual(truncated("Hello Hello", width: 52, limit: 1, mode: .middle).lineTexts, ["He…lo"])
    }

    func testLineLimitCutsParagraphsAndMarksTheLastShownOne() {
        let layout = truncated("Hello\nHello\nHello", width: nil, limit: 2)
        XCTAssertEqual(layout.lineTexts, ["Hello", "Hello…"])
    }

    func testEllipsisAloneWhenNothingElseFits() {
        XCTAssertEqual(truncated("Hello", width: 16, limit: 1).lineTexts, ["…"])
    }
}

/// The examples in the doc comments hold.
final class DocumentationExampleTests: XCTestCase {
    func testTextLayoutExample() {
        let layout = TextLayout(text: "Weekly report", style: .headline, maxWidth: 320)
        XCTAssertEqual(layout.size.height, 22)
        XCTAssertEqual(layout.size.width, 115.53125)
    }

    func testMiddleTruncationExample() {
        let layout = TextLayout(text: "Quarterly report", style: .body, maxWidth: 90, lineLimit: 1, truncation: .middle)
        XCTAssertEqual(layout.lineTexts, ["Quar…port"])
    }
}
