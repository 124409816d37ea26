@testable import DesignLint
import XCTest

/// Rules 1, 3 and 5 for type: raw sizes, system text styles, call-site text styling, custom fonts.
final class TypeRuleTests: XCTestCase {
    private func findings(_ source: String, fonts: Set<String> = []) -> [String] { LintTestSupport.findings(source, fonts: fonts) }
    private func fixes(_ source: String, fonts: Set<String> = []) -> [String] { LintTestSupport.lint(source, fonts: fonts).findings.map(\.fix) }

    func testSystemFontWithALiteralSizeNamesTheTextStyleOfThatSizeAndWeight() {
        let source = "Text(t).font(.system(size: 17, weight: .semibold))"
        XCTAssertEqual(findings(source), ["1: .system(size: 17, weight: .semibold)"])
        XCTAssertEqual(fixes(source), ["use the text style `typography.headline` (17 pt)"])
    }

    func testSystemFontSpellings() {
        XCTAssertEqual(findings("let f = Font.system(size: 12)"), ["1: Font.system(size: 12)"])
        XCTAssertEqual(findings("let f = UIFont.systemFont(ofSize: 14)"), ["1: UIFont.systemFont(ofSize: 14)"])
        XCTAssertEqual(findings("let f = UIFont.boldSystemFont(ofSize: 14)").count, 1)
        XCTAssertTrue(fixes("x.font(.system(size: 14))")[0].contains("none is 14 pt"), fixes("x.font(.system(size: 14))")[0])
    }

    func testSystemTextStylesAreCallSiteStyling() {
        XCTAssertEqual(findings("Text(t).font(.headline)"), ["3: .headline"])
        XCTAssertEqual(fixes("Text(t).font(.headline)"), ["use the app text style `typography.headline` instead of the system text style `.headline`"])
        XCTAssertEqual(findings("Text(t).font(Font.caption)"), ["3: Font.caption"])
        XCTAssertTrue(fixes("Text(t).font(Font.caption)")[0].contains("typography.caption1"))
        XCTAssertEqual(findings("Text(t).font(.system(.body, design: .rounded))"), ["3: .body"])
        XCTAssertEqual(findings("Text(t).font(.title2.weight(.bold))"), ["3: .title2"])
        XCTAssertEqual(findings("Text(t).font(style?.titleFont ?? Font.headline.bold())"), ["3: Font.headline"])
    }

    func testFontsFromTokensAreNotFindings() {
        XCTAssertEqual(findings("Text(t).font(AppFont.body)"), [])
        XCTAssertEqual(findings("Text(t).font(style.font)"), [])
        XCTAssertEqual(LintTestSupport.lint("Text(t).font(style.font)").categories[.font], DebtRatio(raw: 0, total: 1))
    }

    func testCallSiteCaseTrackingKerningWeightAndLineSpacing() {
        XCTAssertEqual(findings(#"Text("Recent").textCase(.uppercase)"#), ["3: .textCase(.uppercase)"])
        XCTAssertEqual(findings("Text(t).tracking(0.6)"), ["3: .tracking(0.6)"])
        XCTAssertEqual(findings("Text(t).kerning(1)"), ["3: .kerning(1)"])
        XCTAssertEqual(findings("Text(title.uppercased())"), ["3: .uppercased()"])
        XCTAssertEqual(findings("Text(title.lowercased())"), ["3: .lowercased()"])
        XCTAssertEqual(findings("Text(t).fontWeight(.bold)"), ["3: .fontWeight(.bold)"])
        XCTAssertEqual(findings("Text(t).lineSpacing(4)"), ["3: .lineSpacing(4)"])
    }

    func testCaseTransformsOutsideShownTextAreNotStyling() {
        XCTAssertEqual(findings("let key = name.lowercased()"), [])
        XCTAssertEqual(findings("ForEach(people.sorted { $0.name.lowercased() < $1.name.lowercased() }) { Text($0.name) }"), [])
        XCTAssertEqual(findings("Button(title.uppercased()) {}"), ["3: .uppercased()"])
        XCTAssertEqual(findings("Label(code.uppercased(), systemImage: \"tag\")"), ["3: .uppercased()"])
    }

    func testTheSeedsExampleCallSite() {
        XCTAssertEqual(findings(#"Text("Recent".uppercased()).tracking(0.6)"#), ["3: .uppercased()", "3: .tracking(0.6)"])
        XCTAssertEqual(findings(#"Text("Recent").appText(.label)"#), [])
    }

    func testDeclaringAStylingFunctionIsNotACallSite() {
        XCTAssertEqual(findings("func tracking(_ value: CGFloat) -> some View { self }"), [])
    }

    func testCustomFontWithoutRelativeToAndNotBundled() {
        let source = #"Text(t).font(.custom("Inter-Regular", size: 17))"#
        XCTAssertEqual(findings(source), [#"1: .custom("Inter-Regular", size: 17)"#, #"5: .custom("Inter-Regular", size: 17)"#,
                                          #"5: .custom("Inter-Regular", size: 17)"#])
        XCTAssertTrue(fixes(source)[1].contains("relativeTo:"), fixes(source)[1])
        XCTAssertTrue(fixes(source)[2].contains("no .ttf, .otf or .ttc"), fixes(source)[2])
    }

    func testBundledScalingCustomFontIsOnlyARawSizeAtACallSite() {
        let source = #"Text(t).font(.custom("Inter-Regular", size: 17, relativeTo: .body))"#
        XCTAssertEqual(findings(source, fonts: ["Inter-Regular"]), [#"1: .custom("Inter-Regular", size: 17, relativeTo: .body)"#])
    }

    func testFixedSizeCustomFontNeverScales() {
        let fixes = fixes(#"let f = Font.custom("Inter-Regular", fixedSize: 12)"#, fonts: ["Inter-Regular"])
        XCTAssertEqual(fixes.count, 2)
        XCTAssertTrue(fixes[1].contains("fixedSize: never scales"), fixes[1])
    }

    func testCustomFontsAreCheckedInStyleFoldersToo() {
        let lint = LintTestSupport.lint(#"static let body = AppTextStyle(font: .custom("Inter", size: 17))"#, file: "Styles/Text.swift", fonts: ["Inter-Regular"])
        XCTAssertEqual(lint.findings.map(\.rule), [.customFont, .customFont])
        XCTAssertTrue(lint.findings[1].fix.contains("bundled: Inter-Regular"), lint.findings[1].fix)
    }
}
