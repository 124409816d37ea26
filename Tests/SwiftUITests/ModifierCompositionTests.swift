import Raster
import SwiftUI
import XCTest

/// `ModifiedContent` and `ConditionalContent` declared as SwiftUI declares them: unconstrained
/// types, a view when their parts are views, and two modifiers composing into one (`concat`).
final class ModifierCompositionTests: XCTestCase {
    private struct Tinted: ViewModifier {
        func body(content: Content) -> some View { content.padding(4).background(Color.blue) }
    }

    private struct Framed: ViewModifier {
        func body(content: Content) -> some View { content.padding(2).border(Color.red, width: 1) }
    }

    func testConcatenatedModifiersApplyFirstThenSecond() {
        let chained = layout(Text("Hi").modifier(Tinted()).modifier(Framed()), size: .ideal)
        let concatenated = layout(Text("Hi").modifier(Tinted().concat(Framed())), size: .ideal)
        XCTAssertEqual(concatenated.size, chained.size)
        XCTAssertEqual(DisplayList(concatenated).commands, DisplayList(chained).commands)
        // Not the other order: the blue background sits inside the red frame.
        let reversed = layout(Text("Hi").modifier(Framed().concat(Tinted())), size: .ideal)
        XCTAssertNotEqual(DisplayList(reversed).commands, DisplayList(chained).commands)
    }

    func testModifiedContentAndConditionalContentAreUnconstrainedTypes() {
        // As in SwiftUI, the types themselves take any arguments; only the conformances need views.
        let pair = ModifiedContent(content: 1, modifier: "two")
        XCTAssertEqual(pair.content, 1)
        XCTAssertEqual(pair.modifier, "two")
        XCTAssertFalse(pair is any View)
        XCTAssertTrue(ModifiedContent(content: Text("x"), modifier: Tinted()) is any View)
        let modifiers: Any = Tinted().concat(Framed())
        XCTAssertTrue(modifiers is any ViewModifier)
        XCTAssertFalse(modifiers is any View)
        let conditional: _ConditionalContent<Text, Color>.Type = ConditionalContent<Text, Color>.self
        XCTAssertTrue(conditional == ConditionalContent<Text, Color>.self)
    }
}
