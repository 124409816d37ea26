import XCTest
@testable import BitmapText

/// Body advances from Inter Regular (`HandReadAdvances`): "Hello" 2604/64 pt (40.69), a space
/// 306/64 (4.78), a hyphen 501/64 (7.83).
final class LineBreakingTests: XCTestCase {
    private let helloHello = 2 * HandReadAdvances.helloAtBody + HandReadAdvances.spaceAtBody

    private func lines(_ text: String, width: Double?) -> [String] {
        TextLayout(text: text, style: .body, maxWidth: width).lineTexts
    }

    func testTextThatFitsExactlyStaysOnOneLine() {
        XCTAssertEqual(lines("Hello Hello", width: helloHello), ["Hello Hello"])
    }

    func testOneCharacterTooWideWrapsAtTheSpace() {
        let layout = TextLayout(text: "Hello Hello", style: .body, maxWidth: helloHello - 1.0 / 64)
        XCTAssertEqual(layout.lineTexts, ["Hello", "Hello"])
        XCTAssertEqual(layout.lines.map(\.width), [HandReadAdvances.helloAtBody, HandReadAdvances.helloAtBody])   // the space hangs
    }

    func testSingleOverlongWordBreaksBetweenCharacters() {
        // H 12.58 + e 9.91 = 22.48 > 20; e + l + l = 17.97, + o = 28.11 > 20.
        XCTAssertEqual(lines("Hello", width: 20), ["H", "ell", "o"])
    }

    func testOverlongWordMovesToItsOwnLineBeforeBreaking() {
        // "Helloh" 50.73 fits in 55, "Hellohe" 60.64 does not.
        XCTAssertEqual(lines("Hi Hellohello", width: 55), ["Hi", "Helloh", "ello"])
    }

    func testLineNarrowerThanOneCharacterStillTakesOneCharacter() {
        XCTAssertEqual(lines("Hello", width: 1), ["H", "e", "l", "l", "o"])
    }

    func testSeveralSpacesHangAtTheWrapAndAreKeptInsideALine() {
        XCTAssertEqual(lines("Hello   Hello", width: 50), ["Hello", "Hello"])
        let unwrapped = TextLayout(text: "Hello   Hello", style: .body)
        XCTAssertEqual(unwrapped.size.width, 2 * HandReadAdvances.helloAtBody + 3 * HandReadAdvances.spaceAtBody)
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
        XCTAssertEqual(TextLayout(text: "   ", style: .body).size.width, 3 * HandReadAdvances.spaceAtBody)
        let limited = TextLayout(text: "   ", style: .body, maxWidth: 10)
        XCTAssertEqual(limited.lines.count, 1)
        XCTAssertEqual(limited.size.width, 10)
    }

    func testLeadingSpacesDoNotProduceAnEmptyLine() {
        XCTAssertEqual(lines("  Hellohello", width: 52), ["  Hello", "hello"])
    }

    func testCombiningMarksStayWithTheirBaseCharacter() {
        // "é" written as e + U+0301 measures as the precomposed é (1640 units: 634/64 pt) and never splits.
        let layout = TextLayout(text: "e\u{301}e\u{301}", style: .body, maxWidth: 1)
        XCTAssertEqual(layout.lineTexts, ["e\u{301}", "e\u{301}"])
        XCTAssertEqual(layout.lines[0].width, 634.0 / 64)
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
