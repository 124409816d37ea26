import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// The colours controls draw their own parts in come from the environment: `tint`,
/// `textFieldPlaceholderStyle` and `dividerColor`, with the system colours when nothing is set.
final class ControlColorTests: XCTestCase {
    private let ink = RGBA8(hex: "#0A7A3B")!

    private func textRun<V: View>(_ view: V) -> TextRun? {
        let drawn = DisplayList(layout(view, size: .width(200), textMeasurer: FixedAdvanceTextMeasurer())).commands
        for command in drawn { if case .text(let run) = command { return run } }
        return nil
    }

    func testPlaceholderTakesTheEnvironmentsPlaceholderStyle() {
        let run = textRun(TextField("Name", text: .constant("")).textFieldPlaceholderStyle(Color(ink)))
        XCTAssertEqual(run?.paint, .solid(ResolvedColor(ink)))
        XCTAssertEqual(run?.isPlaceholder, true)
    }

    func testPlaceholderIsTertiaryWithoutAStyle() {
        XCTAssertEqual(textRun(TextField("Name", text: .constant("")))?.paint, .solid(ResolvedColor(RGBA8(r: 0x3C, g: 0x3C, b: 0x43, a: 76))))
    }

    /// SwiftUI draws a `prompt:` text with its own modifiers (iOS 15+: "the prompt's style, font
    /// and colour are used"); what it does not set comes from the field's placeholder defaults.
    func testPromptKeepsItsOwnForegroundStyleAndFont() {
        let prompt = Text("Jane").foregroundStyle(Color(ink)).font(.caption)
        let run = textRun(TextField("Name", text: .constant(""), prompt: prompt).textFieldPlaceholderStyle(Color.red))
        XCTAssertEqual(run?.text, "Jane")
        XCTAssertEqual(run?.paint, .solid(ResolvedColor(ink)))
        XCTAssertEqual(run?.style.style, TextStyle(.caption1))
        XCTAssertEqual(run?.isPlaceholder, true)
        let secure = textRun(SecureField("Password", text: .constant(""), prompt: Text("Required").foregroundColor(Color(ink))))
        XCTAssertEqual(secure?.text, "Required")
        XCTAssertEqual(secure?.paint, .solid(ResolvedColor(ink)))
    }

    func testPromptWithoutModifiersTakesThePlaceholderStyleAndTheFieldsFont() {
        let run = textRun(TextField("Name", text: .constant(""), prompt: Text("Jane")).textFieldPlaceholderStyle(Color(ink)).font(.title))
        XCTAssertEqual(run?.paint, .solid(ResolvedColor(ink)))
        XCTAssertEqual(run?.style.style, TextStyle(.title1))
        let filled = textRun(TextField("Name", text: .constant("Ada"), prompt: Text("Jane").foregroundColor(Color(ink))))
        XCTAssertEqual(filled?.text, "Ada", "the prompt shows only while the field is empty")
        XCTAssertNotEqual(filled?.paint, .solid(ResolvedColor(ink)))
    }

    func testFilledFieldDrawsItsTextInTheForegroundStyleNotThePlaceholderStyle() {
        let run = textRun(TextField("Name", text: .constant("Ada")).textFieldPlaceholderStyle(Color(ink)).foregroundStyle(Color.black))
        XCTAssertEqual(run?.paint, .solid(ResolvedColor(.black)))
    }

    func testFocusedCaretTakesTheTint() {
        let run = textRun(SecureField("Password", text: .constant("pw")).focused(true).tint(Color(ink)))
        XCTAssertEqual(run?.caret, ResolvedColor(ink))
    }

    func testFocusedCaretIsTheAccentColourWithoutATint() {
        XCTAssertEqual(textRun(TextField("Name", text: .constant("Ada")).focused(true))?.caret, ResolvedColor(RGBA8(hex: "#007AFF")!))
    }

    func testDefaultButtonStyleDrawsItsLabelInTheTint() {
        XCTAssertEqual(textRun(Button("Retry") {}.tint(Color(ink)))?.paint, .solid(ResolvedColor(ink)))
    }

    private func dividerPaint<V: View>(_ view: V) -> ResolvedPaint? {
        let drawn = DisplayList(layout(view, size: .width(100))).commands
        for command in drawn { if case .fill(_, _, let paint) = command { return paint } }
        return nil
    }

    func testDividerDrawsInTheEnvironmentsDividerColor() {
        XCTAssertEqual(dividerPaint(VStack { Divider() }.dividerColor(Color(ink))), .solid(ResolvedColor(ink)))
    }

    func testDividerIsTheSeparatorColourWithoutOne() {
        XCTAssertEqual(dividerPaint(Divider()), .solid(ResolvedColor(RGBA8(r: 0x3C, g: 0x3C, b: 0x43, a: 74))))
    }
}
