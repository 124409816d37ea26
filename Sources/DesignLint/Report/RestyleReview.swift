/// The seed's restyle-cost review as Markdown: the debt ratio first, then File | Rule # |
/// Finding | Fix grouped by rule, raw values counted against token uses, and the files over
/// 300 and 500 lines.
public enum RestyleReview {
    public static func markdown(_ report: LintReport, title: String = "Restyle-cost review") -> String {
        var out = "# \(title)\n\n"
        out += "Design debt: **\(report.ratio.percent)**: \(report.ratio.raw) raw style values of \(report.ratio.total) "
        out += "(\(report.ratio.total - report.ratio.raw) from tokens), \(report.files.count) file\(report.files.count == 1 ? "" : "s"). Token set: \(report.tokenSource).\n\n"
        out += "| Rule # | Rule | Findings | Raw / all style values it checks |\n|---|---|---|---|\n"
        for rule in LintRule.allCases {
            let ratio = report.ratio(for: rule)
            let share = ratio.total == 0 ? "–" : "\(ratio.raw) / \(ratio.total) (\(ratio.percent))"
            out += "| \(rule.number) | \(rule.name) | \(report.count(of: rule)) | \(share) |\n"
        }
        out += "\n| Kind | Raw | From tokens | Debt |\n|---|---|---|---|\n"
        for category in StyleCategory.allCases {
            let ratio = report.ratio(for: category)
            guard ratio.total > 0 else { continue }
            out += "| \(category.rawValue) | \(ratio.raw) | \(ratio.total - ratio.raw) | \(ratio.percent) |\n"
        }
        let findings = report.findings
        for rule in LintRule.allCases {
            let ruleFindings = findings.filter { $0.rule == rule }
            guard !ruleFindings.isEmpty else { continue }
            out += "\n## Rule \(rule.number): \(rule.name) (\(ruleFindings.count))\n\n\(rule.summary)\n\n"
            out += "| File | Rule # | Finding | Fix |\n|---|---|---|---|\n"
            for finding in ruleFindings {
                out += "| \(cell(finding.file)):\(finding.line) | \(rule.number) | `\(code(finding.text))` | \(cell(finding.fix)) |\n"
            }
        }
        out += "\n## Files by design debt\n\n| File | Lines | Raw | All style values | Debt |\n|---|---|---|---|---|\n"
        for file in report.files.filter({ $0.ratio.total > 0 }).sorted(by: { ($0.ratio.raw, $1.file) > ($1.ratio.raw, $0.file) }) {
            out += "| \(cell(file.file)) | \(file.lineCount) | \(file.ratio.raw) | \(file.ratio.total) | \(file.ratio.percent) |\n"
        }
        out += "\n## Long files\n\n"
        let over300 = report.files(over: 300)
        if over300.isEmpty {
            out += "No file is over 300 lines.\n"
        } else {
            out += "| File | Lines | Over |\n|---|---|---|\n"
            for file in over300 { out += "| \(cell(file.file)) | \(file.lineCount) | \(file.lineCount > 500 ? "500" : "300") |\n" }
        }
        return out
    }

    /// Table-safe text: pipes escaped, backticks kept.
    static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

    /// Inline code: pipes escaped; backticks inside become ' so the span stays one span.
    static func code(_ text: String) -> String {
        cell(text).replacingOccurrences(of: "`", with: "'")
    }
}
