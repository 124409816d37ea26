import XCTest
@testable import BitmapText
import Raster

/// Body advances (helvetica-regular-17.bdf): "Hello" 36, space 5, "…" 15, H 12, e 9, l 3, o 9.
final class TruncationTests: XCTestCase {
    private func truncated(_ text: String, width: Double?, limit: Int, mode: TruncationMode = .tail) -> TextLayout {
        TextLayout(text: text, style: .body, maxWidth: width, lineLimit: limit, truncation: mode)
    }

    func testTailTruncationKeepsTheLongestPrefixThatFitsWithTheEllipsis() {
        // "Hello" + "…" = 51 fits in 60; the next character would not.
        let layout = truncated("Hello Hello", width: 60, limit: 1)
        XCTAssertEqual(layout.lineTexts, ["Hello…"])
        XCTAssertEqual(layout.size.width, 51)
        XCTAssertTrue(layout.isTruncated)
    }

    func testTextWithinTheLineLimitIsNotTruncated() {
        let layout = truncated("Hello Hello", width: 77, limit: 1)
        XCTAssertEqual(layout.lineTexts, ["Hello Hello"])
        XCTAssertFalse(layout.isTruncated)
    }

    /// Head and middle truncation join the remaining paragraphs with a space: when that text is
    /// exactly as wide as the line (36 + 5 + 36 = 77), all of it shows, without an ellipsis.
    func testHeadAndMiddleTruncationKeepTheRestWhenItFitsExactly() {
        XCTAssertEqual(truncated("Hello\nHello", width: 77, limit: 1, mode: .head).lineTexts, ["Hello Hello"])
        XCTAssertEqual(truncated("Hello\nHello", width: 77, limit: 1, mode: .middle).lineTexts, ["Hello Hello"])
        // One point less: "…" 15 + "llo Hello" 56 = 71 fits; "ello Hello" would make 80.
        XCTAssertEqual(truncated("Hello\nHello", width: 76, limit: 1, mode: .head).lineTexts, ["…llo Hello"])
    }

    func testLastVisibleLineCarriesTheRestOfItsParagraph() {
        let layout = truncated("Hello Hello Hello Hello Hello", width: 80, limit: 2)
        XCTAssertEqual(layout.lineTexts, ["Hello Hello", "Hello Hel…"])
    }

    func testHeadTruncationKeepsTheEndOfTheText() {
        XCTAssertEqual(truncated("Hello Hello", width: 60, limit: 1, mode: .head).lineTexts, ["…Hello"])
    }

    func testMiddleTruncationKeepsBothEnds() {
        // "He" 21 + "…" 15 + "lo" 12 = 48 ≤ 50; one more character does not fit.
        XCTAssertEqual(truncated("Hello Hello", width: 50, limit: 1, mode: .middle).lineTexts, ["He…lo"])
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
        XCTAssertEqual(layout.size, Size(width: 110, height: 22))
    }

    func testMiddleTruncationExample() {
        let layout = TextLayout(text: "Quarterly report", style: .body, maxWidth: 80, lineLimit: 1, truncation: .middle)
        XCTAssertEqual(layout.lineTexts, ["Quar…port"])
    }
}
