import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// Number tokens as opacities, and token overrides: every read goes through the layout and is
/// listed in `LayoutResult.tokensRead`.
final class TokenReadTests: XCTestCase {
    private let disabled = NumberToken("opacity.disabled")

    private func opacity(of result: LayoutResult) -> String? {
        result.root.view(withIdentifier: "faded")?.details.first { $0.name == "opacity" }?.value
    }

    func testOpacityTokenIsResolvedAtLayoutTimeAndRecorded() {
        // The view expression is evaluated inside the render, so its token reads see its tokens.
        let result = layout(Rectangle().opacity(disabled).accessibilityIdentifier("faded"), size: .ideal,
                            tokens: TokenTable(numbers: ["opacity.disabled": 0.4]))
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(opacity(of: result), "0.4")
        XCTAssertEqual(result.tokensRead, ["opacity.disabled"])
    }

    func testOpacityChoosesBetweenALiteralAndAToken() {
        func field(enabled: Bool) -> LayoutResult {
            layout(Rectangle().opacity(enabled ? 1 : .token(disabled)).accessibilityIdentifier("faded"), size: .ideal, tokens: TokenSet.shipped)
        }
        XCTAssertEqual(opacity(of: field(enabled: false)), "0.4")
        XCTAssertEqual(field(enabled: false).tokensRead, ["opacity.disabled"])
        XCTAssertEqual(opacity(of: field(enabled: true)), "1")
        XCTAssertEqual(field(enabled: true).tokensRead, [])
    }

    func testMissingNumberTokenIsReportedAndDrawsOpaque() {
        let result = layout(Rectangle().opacity(.token("opacity.nowhere")).accessibilityIdentifier("faded"), size: .ideal)
        XCTAssertEqual(result.problems, [.missingToken(path: "opacity.nowhere", kind: "number", scheme: .light)])
        XCTAssertEqual(opacity(of: result), "1")
    }

    func testDimensionLookupDoesNotAnswerNumberTokens() {
        XCTAssertNil(TokenSet.shipped.dimension("opacity.disabled", in: .light))
        XCTAssertEqual(TokenSet.shipped.number("opacity.disabled", in: .light), 0.4)
    }

    func testOverrideReplacesOnlyTheNamedTokenInEveryScheme() {
        let tokens = TokenSet.shipped.overriding(ColorToken("color.text.primary"), with: RGBA8(r: 1, g: 2, b: 3))
            .overriding(disabled, with: 0.25)
        for scheme in ColorScheme.allCases {
            XCTAssertEqual(tokens.color("color.text.primary", in: scheme), RGBA8(r: 1, g: 2, b: 3))
            XCTAssertEqual(tokens.number("opacity.disabled", in: scheme), 0.25)
            XCTAssertEqual(tokens.color("color.bg.canvas", in: scheme), TokenSet.shipped.color("color.bg.canvas", in: scheme))
        }
    }

    func testOverridingAMissingTokenKeepsItMissing() {
        let tokens = NoTokens().overriding(DimensionToken("space.lg"), with: 4)
        XCTAssertNil(tokens.dimension("space.lg", in: .light))
    }

    private struct TokenTab: Shape {
        func path(in rect: CGRect) -> SwiftUI.Path { RoundedRectangle(cornerRadius: .token("radius.md")).path(in: rect) }
    }

    private struct LiteralTab: Shape {
        func path(in rect: CGRect) -> SwiftUI.Path { RoundedRectangle(cornerRadius: 8).path(in: rect) }
    }

    func testTokenLengthInsideACustomShapesPathIsResolvedAndRecorded() throws {
        let tokens = TokenTable(dimensions: ["radius.md": 8])
        let result = layout(TokenTab().fill(Color.red).frame(width: 40, height: 20), size: .ideal, tokens: tokens)
        XCTAssertEqual(result.tokensRead, ["radius.md"])
        XCTAssertEqual(try result.render(), try render(LiteralTab().fill(Color.red).frame(width: 40, height: 20), size: .ideal))
    }
}

