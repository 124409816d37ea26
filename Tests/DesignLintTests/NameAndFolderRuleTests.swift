@testable import DesignLint
import XCTest

/// Rule 2 (role names) and the style-folder skip.
final class NameAndFolderRuleTests: XCTestCase {
    private func findings(_ source: String, file: String = "Tokens/Colors.swift") -> [String] {
        LintTestSupport.findings(source, file: file)
    }

    func testAppearanceNamedColourAndFontTokens() {
        XCTAssertEqual(findings("extension Color { static let grey600 = Color(\"Grey/600\") }"), ["2: grey600"])
        XCTAssertEqual(findings("static let label2: Color = .init(\"L2\")"), ["2: label2"])
        XCTAssertEqual(findings("static var brandBlue: UIColor { .blue }"), ["2: brandBlue"])
        XCTAssertEqual(findings(#"static let tagSemibold = Font.system(size: 12, weight: .semibold)"#), ["2: tagSemibold"])
    }

    func testRoleNamedTokensAndTheTypeRampArePassed() {
        for line in ["static let textPrimary = Color(\"Text/Primary\")", "static let actionPrimaryBackground: Color = .accentColor",
                     "static let title2 = Font.system(size: 22)", "static let caption1 = AppTextStyle(font: f)",
                     "static let grey600 = 600", "static let spacing16: CGFloat = 16"] {
            XCTAssertEqual(findings(line), [], line)
        }
    }

    func testStyleFoldersMayHoldRawValuesAndAreNotCounted() {
        let source = "static let card = Color(red: 0.1, green: 0.2, blue: 0.3)\nlet pad = x.padding(16).tracking(0.6)"
        for file in ["Theme/Palette.swift", "App/DesignSystem/Colors.swift", "Sources/Styles/Text.swift", "Tokens/Space.swift"] {
            let lint = LintTestSupport.lint(source, file: file)
            XCTAssertEqual(lint.findings, [], file)
            XCTAssertEqual(lint.ratio.total, 0, file)
            XCTAssertTrue(lint.isStyleFolder, file)
        }
        XCTAssertEqual(LintTestSupport.lint(source, file: "Features/ThemePicker.swift").findings.count, 3)
    }

    func testConfiguredStyleFoldersReplaceTheDefaults() throws {
        let configuration = try LintConfiguration.parse("styles = App/Look\n", file: "cfg")
        let linter = DesignLinter(catalog: LintTestSupport.catalog, configuration: configuration)
        XCTAssertTrue(linter.lint(source: "x.padding(16)", file: "App/Look/A.swift").findings.isEmpty)
        XCTAssertEqual(linter.lint(source: "x.padding(16)", file: "Theme/A.swift").findings.count, 1)
    }
}
