@testable import DesignLint
import XCTest

/// The design-debt ratio: raw style values over all style values, per file, rule and kind.
final class RatioTests: XCTestCase {
    private let source = """
        VStack(spacing: Spacing.s) {
            Text(t)
                .padding(16)
                .padding(Spacing.m)
                .foregroundColor(.red)
                .foregroundColor(Color.textPrimary)
                .cornerRadius(10)
                .font(.headline)
        }
        """

    func testFileRatioCountsRawAgainstTokenUses() {
        let lint = LintTestSupport.lint(source)
        XCTAssertEqual(lint.ratio, DebtRatio(raw: 4, total: 7))
        XCTAssertEqual(lint.categories[.spacing], DebtRatio(raw: 1, total: 3))
        XCTAssertEqual(lint.categories[.color], DebtRatio(raw: 1, total: 2))
        XCTAssertEqual(lint.categories[.radius], DebtRatio(raw: 1, total: 1))
        XCTAssertEqual(lint.categories[.font], DebtRatio(raw: 1, total: 1))
    }

    func testRuleRatiosCountTheValuesEachRuleChecks() {
        let lint = LintTestSupport.lint(source)
        XCTAssertEqual(lint.rules[.rawStyleValue], DebtRatio(raw: 2, total: 7))
        XCTAssertEqual(lint.rules[.callSiteTextStyling], DebtRatio(raw: 1, total: 1))
        XCTAssertEqual(lint.rules[.offScaleLength], DebtRatio(raw: 1, total: 4))
    }

    func testPackageRatioSumsFiles() {
        let clean = LintTestSupport.lint("x.padding(Spacing.m)", file: "B.swift")
        let report = LintReport(files: [LintTestSupport.lint(source, file: "A.swift"), clean], tokenSource: "shipped", fontCount: 0)
        XCTAssertEqual(report.ratio, DebtRatio(raw: 4, total: 8))
        XCTAssertEqual(report.ratio.percent, "50.0 %")
        XCTAssertEqual(DebtRatio(raw: 0, total: 0).value, 0)
        XCTAssertEqual(DebtRatio(raw: 1, total: 3).percent, "33.3 %")
    }
}
