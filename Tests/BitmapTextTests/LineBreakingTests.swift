import XCTest
@testable import BitmapText

/// "Hello" is 36 pt wide in Body, a space 5 pt, a hyphen 5 pt (helvetica-regular-17.bdf).
final class LineBreakingTests: XCTestCase {
    private func lines(_ text: String, width: Double?) -> [String] {
        TextLayout(text: text, style: .body, maxWidth: width).lineTexts
    }

    func testTextThatFitsExactlyStaysOnOneLine() {
        XCTAssertEqual(lines("Hello Hello", width: 77), ["Hello Hello"])
    }

    func testOneCharacterTooWideWrapsAtTheSpace() {
        let layout = TextLayout(text: "Hello Hello", style: .body, maxWidth: 76)
        XCTAssertEqual(layout.lineTexts, ["Hello", "Hello"])
        XCTAssertEqual(layout.lines.map(\.width), [36, 36])   // the space hangs
    }

    func testSingleOverlongWordBreaksBetweenCharacters() {
        // H 12 + e 9 = 21 > 20; e + l + l = 15, + o = 24 > 20.
        XCTAssertEqual(lines("Hello", width: 20), ["H", "ell", "o"])
    }

    func testOverlongWordMovesToItsOwnLineBeforeBreaking() {
        XCTAssertEqual(lines("Hi Hellohello", width: 50), ["Hi", "Helloh", "ello"])
    }

    func testLineNarrowerThanOneCharacterStillTakesOneCharacter() {
        XCTAssertEqual(lines("Hello", width: 1), ["H", "e", "l", "l", "o"])
    }

    func testSeveralSpacesHangAtTheWrapAndAreKeptInsideALine() {
        XCTAssertEqual(lines("Hello   Hello", width: 50), ["Hello", "Hello"])
        let unwrapped = TextLayout(text: "Hello   Hello", style: .body)
        XCTAssertEqual(unwrapped.size.width, 36 + 3 * 5 + 36)
    }

    func testHyphenatedWordWrapsAfterTheHyphen() {
        XCTAssertEqual(lines("Hello-Hello", width: 50), ["Hello-", "Hello"])
    }

    func testHyphenAfterASpaceIsNoBreakOpportunity() {
        XCTAssertEqual(lines("Hello -Hello", width: 50), ["Hello", "-Hello"])
    }

    func testEmptyTextHasNoLinesAndZeroSize() {
        let layout = TextLayout(text: "", style: .body, maxWidth: 100)
        XCTAssertTrue(layout.lines.isEmpty)
        XCTAssertEqual(layout.size, .zero)
    }

    func testOnlySpacesMakeOneLineAsWideAsTheSpacesUpToTheLimit() {
        XCTAssertEqual(TextLayout(text: "   ", style: .body).size.width, 15)
        let limited = TextLayout(text: "   ", style: .body, maxWidth: 10)
        XCTAssertEqual(limited.lines.count, 1)
        XCTAssertEqual(limited.size.width, 10)
    }

    func testLeadingSpacesDoNotProduceAnEmptyLine() {
        XCTAssertEqual(lines("  Hellohello", width: 50), ["  Hello", "hello"])
    }

    func testCombiningMarksStayWithTheirBaseCharacter() {
        // "é" written as e + U+0301 measures as the precomposed é (9 pt) and never splits.
        let layout = TextLayout(text: "e\u{301}e\u{301}", style: .body, maxWidth: 1)
        XCTAssertEqual(layout.lineTexts, ["e\u{301}", "e\u{301}"])
        XCTAssertEqual(layout.lines[0].width, 9)
    }

    func testStringOfCombiningMarksIsOneClusterAndDoesNotCrash() {
        let layout = TextLayout(text: "\u{301}\u{301}\u{301}", style: .body, maxWidth: 1)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertFalse(layout.drawnGlyphs(scale: .x1).isEmpty)
    }

    func testNewlineStartsANewLine() {
        XCTAssertEqual(lines("Hello\nHello", width: nil), ["Hello", "Hello"])
        XCTAssertEqual(lines("Hello\r\nHello", width: 500), ["Hello", "Hello"])
    }

    func testTrailingNewlineAddsAnEmptyLine() {
        let layout = TextLayout(text: "Hello\n", style: .body)
        XCTAssertEqual(layout.lineTexts, ["Hello", ""])
        XCTAssertEqual(layout.size.height, 44)
    }

    func testInfiniteWidthMeansNoLimit() {
        XCTAssertEqual(lines("Hello Hello", width: .infinity), ["Hello Hello"])
        XCTAssertEqual(lines("Hello Hello", width: .nan), ["Hello Hello"])
    }

    func testNegativeWidthBreaksEveryCharacterWithoutCrashing() {
        XCTAssertEqual(lines("Hi", width: -5), ["H", "i"])
    }

    func testWrappingNeverChangesWithTheWidthWithinTheSameFit() {
        let text = "The quick brown fox jumps over the lazy dog"
        XCTAssertEqual(lines(text, width: 120), lines(text, width: 120.5))
    }
}
