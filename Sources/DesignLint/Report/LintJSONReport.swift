import Foundation

/// The `--format json` document: the findings, the ratio per package, rule, category and file,
/// the review rows grouped by rule, and the long files. Keys sorted, so the same run gives the
/// same bytes.
public struct LintJSONReport: Encodable {
    public struct RuleSummary: Encodable {
        var number: Int
        var name: String
        var summary: String
        var findings: Int
        var ratio: DebtRatio
    }

    public struct FileSummary: Encodable {
        var file: String
        var lines: Int
        var styleFolder: Bool
        var ratio: DebtRatio
        var findings: Int
    }

    public struct ReviewGroup: Encodable {
        var rule: Int
        var name: String
        var rows: [ReviewRow]
    }

    public struct ReviewRow: Encodable {
        var file: String
        var line: Int
        var rule: Int
        var finding: String
        var fix: String
    }

    var tokenSource: String
    var ratio: DebtRatio
    var rules: [RuleSummary]
    var categories: [String: DebtRatio]
    var files: [FileSummary]
    var findings: [LintFinding]
    var newFindings: [LintFinding]?
    var goneFromBaseline: [LintBaseline.Entry]?
    var review: [ReviewGroup]
    var filesOver300Lines: [String]
    var filesOver500Lines: [String]

    public init(_ report: LintReport, comparison: LintBaseline.Comparison? = nil) {
        tokenSource = report.tokenSource
        ratio = report.ratio
        rules = LintRule.allCases.map {
            RuleSummary(number: $0.number, name: $0.name, summary: $0.summary, findings: report.count(of: $0), ratio: report.ratio(for: $0))
        }
        var categories: [String: DebtRatio] = [:]
        for category in StyleCategory.allCases { categories[category.rawValue] = report.ratio(for: category) }
        self.categories = categories
        files = report.files.map { FileSummary(file: $0.file, lines: $0.lineCount, styleFolder: $0.isStyleFolder, ratio: $0.ratio, findings: $0.findings.count) }
        findings = report.findings
        newFindings = comparison?.new
        goneFromBaseline = comparison?.gone
        review = LintRule.allCases.compactMap { rule in
            let rows = report.findings.filter { $0.rule == rule }
                .map { ReviewRow(file: $0.file, line: $0.line, rule: rule.number, finding: $0.text, fix: $0.fix) }
            return rows.isEmpty ? nil : ReviewGroup(rule: rule.number, name: rule.name, rows: rows)
        }
        filesOver300Lines = report.files(over: 300).map(\.file)
        filesOver500Lines = report.files(over: 500).map(\.file)
    }

    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
