/// The plain-text output: one line per finding, then the design-debt summary.
///
/// ```
/// Sources/App/Card.swift:12:14: rule 1 raw-style-value: .padding(16) → use `space.lg` (16 pt)
/// design debt: 25.0 % (3 raw of 12 style values) in 4 files; tokens: tokens/app.resolver.json
/// ```
public enum LintTextReport {
    public static func render(_ report: LintReport, findings: [LintFinding]? = nil) -> String {
        var lines = (findings ?? report.findings).map(\.plainText)
        lines.append(summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The ratio for the package, per rule and per category, and the long files.
    public static func summary(_ report: LintReport) -> String {
        let files = report.files.count
        var lines = ["design debt: \(report.ratio) in \(files) file\(files == 1 ? "" : "s"); tokens: \(report.tokenSource)"]
        for rule in LintRule.allCases {
            let ratio = report.ratio(for: rule)
            let count = report.count(of: rule)
            if ratio.total > 0 {
                lines.append("  rule \(rule.number) \(rule.name): \(ratio)")
            } else {
                lines.append("  rule \(rule.number) \(rule.name): \(count) finding\(count == 1 ? "" : "s")")
            }
        }
        let categories = StyleCategory.allCases.compactMap { category -> String? in
            let ratio = report.ratio(for: category)
            return ratio.total == 0 ? nil : "\(category.rawValue) \(ratio.raw)/\(ratio.total)"
        }
        if !categories.isEmpty { lines.append("  raw/all by kind: " + categories.joined(separator: ", ")) }
        let long = report.files(over: 300)
        if !long.isEmpty {
            lines.append("  files over 300 lines: " + long.map { "\($0.file) (\($0.lineCount)\($0.lineCount > 500 ? ", over 500" : ""))" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
