@testable import DesignLint
import Foundation
import XCTest

/// Text, Markdown review, JSON and SARIF renderings of one report.
final class ReportFormatTests: XCTestCase {
    private let report = LintReport(files: [
        LintTestSupport.lint("x.padding(16)\n  .foregroundColor(Color.textPrimary)\n  .tracking(0.6)", file: "Views/A.swift"),
        LintTestSupport.lint("static let grey600 = Color(\"g\")", file: "Theme/Colors.swift"),
    ], tokenSource: "shipped", fontCount: 0)

    func testTextLinesCarryFileLineColumnRuleTextAndFix() {
        let text = LintTextReport.render(report)
        XCTAssertTrue(text.hasPrefix("Theme/Colors.swift:1:12: rule 2 appearance-named-token: grey600 → name it by role"), text)
        XCTAssertTrue(text.contains("\nViews/A.swift:1:11: rule 1 raw-style-value: .padding(16) → use `space.lg` (16 pt)\n"), text)
        XCTAssertTrue(text.contains("design debt: 66.7 % (2 raw of 3 style values) in 2 files; tokens: shipped"), text)
        XCTAssertTrue(text.contains("  rule 2 appearance-named-token: 1 finding\n"), text)
    }

    func testReviewGroupsByRuleInTheSeedsColumns() {
        let markdown = RestyleReview.markdown(report)
        XCTAssertTrue(markdown.contains("## Rule 1: raw-style-value (1)"), markdown)
        XCTAssertTrue(markdown.contains("| File | Rule # | Finding | Fix |"), markdown)
        XCTAssertTrue(markdown.contains("| Views/A.swift:3 | 3 | `.tracking(0.6)` |"), markdown)
        XCTAssertTrue(markdown.contains("| Theme/Colors.swift:1 | 2 | `grey600` |"), markdown)
        XCTAssertTrue(markdown.contains("No file is over 300 lines."), markdown)
        XCTAssertLessThan(markdown.range(of: "## Rule 1")!.lowerBound, markdown.range(of: "## Rule 2")!.lowerBound)
    }

    func testJSONHasRatiosReviewAndFindings() throws {
        let json = try LintJSONReport(report).json()
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual((object["ratio"] as? [String: Any])?["raw"] as? Int, 2)
        XCTAssertEqual((object["findings"] as? [Any])?.count, 3)
        XCTAssertEqual(((object["review"] as? [[String: Any]])?.first?["rule"]) as? Int, 1)
        XCTAssertEqual(json, try LintJSONReport(report).json(), "same report, same bytes")
    }

    func testSARIFIsVersion210WithOneResultPerFinding() throws {
        let sarif = try SARIFReport.render(report)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["PP2", "PP1", "PP3"])
        let location = try XCTUnwrap(((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "Views/A.swift")
        XCTAssertEqual((location["region"] as? [String: Any])?["startLine"] as? Int, 1)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, 5)
    }
}
