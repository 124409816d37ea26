@testable import DesignLint
import XCTest

/// Rule 1 for colours, in every spelling SwiftUI, UIKit and AppKit allow.
final class ColorRuleTests: XCTestCase {
    private func findings(_ source: String) -> [String] { LintTestSupport.findings(source) }
    private func fix(_ source: String) -> String { LintTestSupport.lint(source).findings.first?.fix ?? "no finding" }

    func testComponentColourNamesTheTokenOfTheSameValue() {
        let source = "Rectangle().fill(Color(red: 0.14, green: 0.33, blue: 0.84))"
        XCTAssertEqual(findings(source), ["1: Color(red: 0.14, green: 0.33, blue: 0.84)"])
        XCTAssertTrue(fix(source).hasPrefix("use `color.action.primary.bg` (#2454D6"), fix(source))
    }

    func testColourSpaceAndOpacitySpellings() {
        XCTAssertEqual(findings("Color(.sRGB, red: 0.14, green: 0.33, blue: 0.84, opacity: 1)").count, 1)
        XCTAssertEqual(findings("UIColor(red: 1, green: 0, blue: 0, alpha: 1)"), ["1: UIColor(red: 1, green: 0, blue: 0, alpha: 1)"])
        XCTAssertEqual(findings("let c = Color.init(red: 0.5, green: 0.5, blue: 0.5)").count, 1)
    }

    func testPixelproofsOwnRGBA8IsARawColour() {
        XCTAssertEqual(findings("let c = RGBA8(r: 36, g: 83, b: 214)"), ["1: RGBA8(r: 36, g: 83, b: 214)"])
        XCTAssertTrue(fix("x.fill(RGBA8(r: 36, g: 83, b: 214))").contains("`color.action.primary.bg` (#2453D6"), fix("x.fill(RGBA8(r: 36, g: 83, b: 214))"))
    }

    func testWhiteAndHueSpellings() {
        XCTAssertEqual(findings("Color(white: 0.5)"), ["1: Color(white: 0.5)"])
        XCTAssertTrue(fix("Color(white: 1)").contains("#FFFFFF"), fix("Color(white: 1)"))
        XCTAssertEqual(findings("Color(hue: 0.6, saturation: 0.8, brightness: 0.9)").count, 1)
    }

    func testHexSpellings() {
        XCTAssertEqual(findings(##"Color(hex: "#2F6BFF")"##), [##"1: Color(hex: "#2F6BFF")"##])
        XCTAssertTrue(fix(##"Color(hex: "#2F6BFF")"##).contains("`color."), fix(##"Color(hex: "#2F6BFF")"##))
        XCTAssertEqual(findings(##"Color(hexString: "#FF782C")"##).count, 1)
        XCTAssertEqual(findings("Color(0x2F6BFF)").count, 1)
        XCTAssertEqual(findings(##"Color("#2F6BFF")"##).count, 1)
        XCTAssertTrue(fix(##"Color(hex: "#123457")"##).contains("no token is #123457"), fix(##"Color(hex: "#123457")"##))
    }

    func testColorLiteralIsOneFinding() {
        let source = "Color(#colorLiteral(red: 0.14, green: 0.33, blue: 0.84, alpha: 1))"
        XCTAssertEqual(findings(source), ["1: #colorLiteral(red: 0.14, green: 0.33, blue: 0.84, alpha: 1)"])
        XCTAssertTrue(fix(source).contains("color.action.primary.bg"), fix(source))
    }

    func testFixedAndSystemColoursWithAndWithoutTheirType() {
        XCTAssertEqual(findings("Text(t).foregroundColor(.red)"), ["1: .red"])
        XCTAssertEqual(findings("Text(t).foregroundStyle(.secondary)"), ["1: .secondary"])
        XCTAssertTrue(fix("Text(t).foregroundStyle(.secondary)").contains("`color.text.secondary`"))
        XCTAssertEqual(findings("let c = Color.gray.opacity(0.2)"), ["1: Color.gray"])
        XCTAssertEqual(findings("let c = UIColor.systemBlue"), ["1: UIColor.systemBlue"])
        XCTAssertEqual(findings("x.background(.yellow, in: Capsule())"), ["1: .yellow"])
        XCTAssertEqual(findings("Badge(textColor: .white)"), ["1: .white"])
    }

    func testWhiteNamesTheTokenThatSuitsTheModifier() {
        XCTAssertTrue(fix("x.background(Color.white)").hasPrefix("use `color.bg.canvas` (#FFFFFF"), fix("x.background(Color.white)"))
        XCTAssertTrue(fix("x.foregroundColor(.white)").hasPrefix("use `color.action.destructive.label` (#FFFFFF"), fix("x.foregroundColor(.white)"))
    }

    func testPlatformSemanticColours() {
        XCTAssertEqual(findings("x.background(Color(.systemGray6))"), ["1: Color(.systemGray6)"])
        XCTAssertEqual(findings("x.background(Color(uiColor: .secondaryLabel))"), ["1: Color(uiColor: .secondaryLabel)"])
    }

    func testSystemColoursGivenToColourProperties() {
        XCTAssertEqual(findings("struct V { var color: Color = .black }"), ["1: .black"])
        XCTAssertEqual(findings("@State private var tint: Color? = .blue"), ["1: .blue"])
        XCTAssertEqual(findings("var labelColor: Color {\n  switch kind {\n  case .title: return .primary\n  default: return .secondary\n  }\n}"),
                       ["1: .primary", "1: .secondary"])
        XCTAssertEqual(findings("var font: Font = .headline"), ["3: .headline"])
        XCTAssertEqual(findings("var color: Color = .accentPrimary\nvar count: Int = .zero"), [])
    }

    func testGradientColoursAreEachRaw() {
        XCTAssertEqual(findings("LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)"), ["1: .red", "1: .blue"])
    }

    func testTokenAssetAndClearColoursAreNotFindings() {
        for line in [#"Color("Text/Primary")"#, "x.foregroundStyle(Color.textPrimary)", "x.foregroundColor(.steamGold)",
                     "x.background(Color.clear)", "x.foregroundColor(theme.primary)", "x.tint(Color.accentColor)",
                     "x.foregroundStyle(.tint)"] {
            XCTAssertEqual(findings(line), [], line)
        }
    }

    func testCommentsAndStringsNeverCount() {
        XCTAssertEqual(findings("Text(\"Color.red and .padding(16)\") // .foregroundColor(.red)\n/* Color(hex: \"#fff\") */"), [])
    }
}
