@testable import SwiftUI
import BitmapText
import Raster
import XCTest

/// What a `Text` turns into: its runs (text, font, colour, decorations) as the dump shows
/// them, for literals, variables, interpolation, concatenation and attributed strings.
final class TextContentTests: XCTestCase {
    private func runs<V: View>(_ view: @autoclosure () -> V, environment: (inout EnvironmentValues) -> Void = { _ in }) -> [String] {
        let result = layout(view(), size: .width(390), environment: environment)
        guard let text = result.root.allViews.first(where: { $0.kind == "Text" }) else { return ["<no Text>"] }
        let runs = text.details.filter { $0.name.hasPrefix("run") }.map(\.value)
        return runs.isEmpty ? [text.details.first { $0.name == "text" }?.value ?? ""] : runs
    }

    func testALiteralIsALocalizedKeyWithMarkdownAndAVariableIsNot() {
        let variable = "**not bold**"
        XCTAssertEqual(runs(Text(variable)), ["**not bold**"])
        XCTAssertEqual(runs(Text(verbatim: "**x**")), ["**x**"])
        let literal = runs(Text("a **b**"))
        XCTAssertEqual(literal.count, 2, "\(literal)")
        XCTAssertTrue(literal[1].hasPrefix("«b»") && literal[1].contains(" bold "), literal[1])
    }

    func testInterpolationKeyAndArguments() {
        let name = "**Ada**"
        let key: LocalizedStringKey = "Hello, \(name)! You have \(3) items at \(2.5)"
        XCTAssertEqual(key.key, "Hello, %@! You have %lld items at %lf")
        let shown = runs(Text(key)).map { $0.components(separatedBy: "»")[0] }
        // Interpolated strings are never parsed; numbers use SwiftUI's default specifiers.
        XCTAssertEqual(shown.joined(), "«Hello, «**Ada**«! You have «3« items at «2.500000")
    }

    func testConcatenationKeepsEachPartsModifiersAndOuterModifiersFillTheRest() {
        let text = (Text("A").foregroundColor(.red) + Text("B").bold()).foregroundColor(.blue).italic()
        let shown = runs(text)
        XCTAssertEqual(shown.count, 2)
        XCTAssertTrue(shown[0].contains("#FF3B30") && shown[0].contains("italic") && !shown[0].contains(" bold"), shown[0])
        XCTAssertTrue(shown[1].contains("#007AFF") && shown[1].contains("italic") && shown[1].contains(" bold"), shown[1])
    }

    func testTheFirstAppliedTextModifierWins() {
        let shown = runs(Text("A").font(.title).font(.caption) + Text("B"))
        XCTAssertTrue(shown[0].contains("title1 28"), shown[0])
    }

    func testAttributedStringRuns() {
        var string = AttributedString("Due ")
        var today = AttributedString("today")
        today.font = .headline
        today.foregroundColor = .red
        today.underlineStyle = .single
        string.append(today)
        let shown = runs(Text(string))
        XCTAssertEqual(shown.count, 2)
        XCTAssertTrue(shown[1].contains("headline") && shown[1].contains("#FF3B30") && shown[1].contains("underline"), shown[1])
    }

    func testLinksTakeTheTintAndCodeIsMonospaced() {
        let shown = runs(Text("See [docs](https://x.dev) or `cli`"))
        XCTAssertTrue(shown[1].contains("#007AFF") && shown[1].contains("link https://x.dev"), shown[1])
        XCTAssertTrue(shown[3].contains("monospaced"), shown[3])
    }

    func testLocalizableStringsAreLookedUpForTheEnvironmentsLanguage() throws {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-text-\(UUID().uuidString).bundle")
        defer { try? FileManager.default.removeItem(at: bundle) }
        for (language, value) in [("en", "Hello, %@!"), ("de", "Hallo, **%@**!")] {
            let folder = bundle.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "\"Greeting %@\" = \"\(value)\";\n".write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        let name = "Ada"
        let text = Text("Greeting \(name)", bundle: Bundle(path: bundle.path))
        XCTAssertEqual(runs(text).map { $0.components(separatedBy: "»")[0] }.joined(), "«Hello, «Ada«!")
        let german = runs(text) { $0.locale = Locale(identifier: "de_DE") }
        XCTAssertEqual(german.map { $0.components(separatedBy: "»")[0] }.joined(), "«Hallo, «Ada«!")
        XCTAssertTrue(german[1].contains(" bold "), german[1])
    }

    func testDynamicTypeSizeRangesClamp() {
        // Body is 23 pt at xxxLarge and 53 pt at AX5 (HIG type sizes).
        let clamped = layout(Text("A").dynamicTypeSize(...DynamicTypeSize.xxxLarge), size: .width(390), dynamicTypeSize: .accessibility5)
        let unclamped = layout(Text("A"), size: .width(390), dynamicTypeSize: .accessibility5)
        let reference = layout(Text("A"), size: .width(390), dynamicTypeSize: .xxxLarge)
        XCTAssertEqual(clamped.root.allViews.first { $0.kind == "Text" }?.frame, reference.root.allViews.first { $0.kind == "Text" }?.frame)
        XCTAssertNotEqual(unclamped.root.allViews.first { $0.kind == "Text" }?.frame, reference.root.allViews.first { $0.kind == "Text" }?.frame)
        let raised = layout(Text("A").dynamicTypeSize(DynamicTypeSize.large...), size: .width(390), dynamicTypeSize: .xSmall)
        XCTAssertEqual(raised.root.allViews.first { $0.kind == "Text" }?.frame, layout(Text("A"), size: .width(390)).root.allViews.first { $0.kind == "Text" }?.frame)
        XCTAssertTrue(DynamicTypeSize.accessibility1.isAccessibilitySize)
        XCTAssertFalse(DynamicTypeSize.xxxLarge.isAccessibilitySize)
        XCTAssertEqual(DynamicTypeSize.allCases.count, 12)
    }
}

final class TextInterpolationOverloadTests: XCTestCase {
    func testSpecificOverloadsWinOverTheCatchAll() {
        let url = URL(string: "https://example.com")!
        let key: LocalizedStringKey = "\(url) \(7) \("s") \(Text("t"))"
        XCTAssertEqual(key.key, "%@ %lld %@ %@")
        XCTAssertEqual(key.plainText, "https://example.com 7 s ")
    }
}
