import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// Environment values, custom keys, tokens through the environment and states as inputs.
final class EnvironmentTests: XCTestCase {
    private func textColor<V: View>(of view: V, colorScheme: ColorScheme = .light, tokens: any DesignTokenSource = NoTokens(),
                                    id: String = "text") -> String? {
        let result = layout(view, size: .ideal, colorScheme: colorScheme, tokens: tokens, textMeasurer: FixedAdvanceTextMeasurer())
        return result.root.view(withIdentifier: id)?.details.first { $0.name == "color" }?.value
    }

    func testColorSchemePicksTheTokenMode() {
        let view = Text("Hi").foregroundStyle(Color.textPrimary).accessibilityIdentifier("text")
        XCTAssertEqual(textColor(of: view, colorScheme: .light, tokens: seedTokens), "#0B0B0F {text.primary}")
        XCTAssertEqual(textColor(of: view, colorScheme: .dark, tokens: seedTokens), "#FFFFFF {text.primary}")
    }

    func testEnvironmentColorSchemeOverridesTheRenderForASubtree() {
        let view = Text("Hi").foregroundStyle(Color.textPrimary).accessibilityIdentifier("text").environment(\.colorScheme, .dark)
        XCTAssertEqual(textColor(of: view, tokens: seedTokens), "#FFFFFF {text.primary}")
    }

    func testTokenChangeReachesEveryViewThatNamesIt() {
        var tokens = seedTokens
        tokens.colors["text.primary"] = .init(RGBA8(hex: "#123456")!)
        let view = VStack { Text("A").accessibilityIdentifier("a"); Text("B").accessibilityIdentifier("b") }.foregroundStyle(Color.textPrimary)
        XCTAssertEqual(textColor(of: view, tokens: tokens, id: "a"), "#123456 {text.primary}")
        XCTAssertEqual(textColor(of: view, tokens: tokens, id: "b"), "#123456 {text.primary}")
    }

    func testProgressViewDrawsInTheForegroundStyle() {
        let view = ProgressView().foregroundStyle(Color.textPrimary).accessibilityIdentifier("spinner")
        XCTAssertEqual(textColor(of: view, colorScheme: .dark, tokens: seedTokens, id: "spinner"), "#FFFFFF {text.primary}")
    }

    func testProgressViewIsGreyWithoutAForegroundStyle() {
        XCTAssertEqual(textColor(of: ProgressView().accessibilityIdentifier("spinner"), id: "spinner"), "#8E8E93")
    }

    func testTokensReadAreListedSorted() {
        let result = layout(SeedScreen(), size: .width(390), tokens: seedTokens)
        XCTAssertEqual(result.tokensRead.first, "action.primary.bg")
        XCTAssertEqual(result.tokensRead, result.tokensRead.sorted())
        XCTAssertTrue(result.tokensRead.contains("control.minHeight"))
    }

    func testShippedTokenSetServesTypedReferences() {
        let result = layout(Text("Hi").foregroundStyle(Color(token: ColorToken("color.text.primary"))).padding(.token(DimensionToken("space.lg")))
            .accessibilityIdentifier("text"), size: .ideal, colorScheme: .dark, tokens: TokenSet.shipped, textMeasurer: FixedAdvanceTextMeasurer())
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.tokensRead, ["color.text.primary", "space.lg"])
    }

    func testATokenReadOutsideARenderFindsNothingAndRecordsNothing() {
        let built = Text("Hi").padding(.token("space.lg"))   // evaluated here, before any render
        let result = layout(built, size: .ideal, tokens: TokenSet.shipped, textMeasurer: FixedAdvanceTextMeasurer())
        XCTAssertEqual(result.tokensRead, [])
        let inline = layout(Text("Hi").padding(.token("space.lg")), size: .ideal, tokens: TokenSet.shipped, textMeasurer: FixedAdvanceTextMeasurer())
        XCTAssertEqual(inline.tokensRead, ["space.lg"])
        XCTAssertEqual(inline.size.width - result.size.width, 2 * TokenSet.shipped.dimension("space.lg", in: .light)!)
    }

    func testTypographyTokenBecomesTheTextStyle() {
        let result = layout(Text("Hi").font(.token(TypographyToken("typography.body"))).accessibilityIdentifier("text"), size: .ideal, tokens: TokenSet.shipped)
        let font = result.root.view(withIdentifier: "text")?.details.first { $0.name == "font" }?.value
        XCTAssertEqual(font, "body 17/22 regular {typography.body}")
    }

    func testMissingTokenIsReportedWithItsPathAndMode() {
        let result = layout(Color(token: "bg.nowhere"), size: .ideal, colorScheme: .dark, tokens: seedTokens)
        XCTAssertEqual(result.problems, [.missingToken(path: "bg.nowhere", kind: "color", scheme: .dark)])
    }

    func testCustomEnvironmentKeyChangesADesignSystemComponent() {
        let plain = LayoutProbe(Row(leading: { probeText("Name") }), width: 200)
        let inset = LayoutProbe(Row(leading: { probeText("Name") }).rowStyle(.inset), width: 200)
        XCTAssertEqual(plain.rootFrame.height, 13)
        XCTAssertEqual(inset.rootFrame.height, 45)
    }

    func testCustomEnvironmentColorReachesTheInsetBackground() {
        let probe = LayoutProbe(Row(leading: { probeText("Name") }).rowStyle(.inset).rowInsetBackgroundColor(.orange), width: 200)
        let fill = probe.result.root.children[0].children[0].details.first { $0.name == "fill" }?.value
        XCTAssertEqual(fill, "#FF9500")
    }

    func testDisabledTurnsIsEnabledOffForButtonStyles() {
        let enabled = DisplayList(layout(Button("Go") {}.buttonStyle(.dsPrimary), size: .width(200), tokens: seedTokens))
        let disabled = DisplayList(layout(Button("Go") {}.buttonStyle(.dsPrimary).disabled(true), size: .width(200), tokens: seedTokens))
        XCTAssertEqual(firstFill(enabled)?.rgba.a, 255)
        XCTAssertEqual(firstFill(disabled)?.rgba.a, 102)
    }

    func testPressedStateReachesTheButtonStyleConfiguration() {
        let result = layout(Button("Go") {}.buttonStyle(.dsPrimary).pressed(), size: .width(200), tokens: seedTokens)
        XCTAssertEqual(firstFill(DisplayList(result))?.rgba.a, 217)
    }

    func testDefaultButtonStyleDrawsTheLabelInTheAccentColor() {
        let view = Button(action: {}) { Text("Retry").accessibilityIdentifier("text") }
        XCTAssertEqual(textColor(of: view), "#007AFF")
    }

    func testFocusedStateReachesFocusStateAndTheField() {
        let focused = layout(TextFieldRow(title: "Email", placeholder: "x", text: .constant("")).focused(true), size: .width(300))
        let title = focused.root.allViews.first { $0.kind == "Text" }?.details.first { $0.name == "color" }?.value
        XCTAssertEqual(title, "#FF9500")
        XCTAssertTrue(focused.root.allViews.contains { $0.details.contains(LaidOutView.Detail("focused", "true")) })
    }

    func testSecureContentTypeShowsABulletPerCharacter() {
        let result = layout(TextFieldRow(title: "Password", placeholder: "x", contentType: .password, text: .constant("abc")),
                            size: .width(300))
        XCTAssertEqual(result.root.allViews.first { $0.kind == "SecureField" }?.details.first?.value, "•••")
    }

    func testEnvironmentPropertyWrapperReadsTheValueWhereTheViewIs() {
        let result = layout(SchemeLabel().environment(\.colorScheme, .dark), size: .ideal)
        XCTAssertEqual(result.root.allViews.first { $0.kind == "Text" }?.details.first?.value, "dark")
    }

    func testDynamicTypeSizeReachesText() {
        let small = layout(Text("Hello"), size: .ideal)
        let large = layout(Text("Hello").dynamicTypeSize(.accessibility3), size: .ideal)
        XCTAssertGreaterThan(large.size.height, small.size.height * 1.5)
    }

    private func firstFill(_ list: DisplayList) -> ResolvedColor? {
        for command in list.commands {
            if case .fill(_, _, .solid(let color)) = command { return color }
        }
        return nil
    }
}

private struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(colorScheme.rawValue)
    }
}
