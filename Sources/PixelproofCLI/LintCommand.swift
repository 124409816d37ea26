import DesignLint
import Foundation
import Raster

/// `pixelproof lint [PATH]`: the design-system build-time rules over a package's Swift
/// sources, with the design-debt ratio, the restyle-cost review and a baseline that only
/// shrinks. Behaviour lives in `DesignLint`.
///
/// ```sh
/// pixelproof lint --write-baseline .pixelproof-lint-baseline.json     # once
/// pixelproof lint --baseline .pixelproof-lint-baseline.json           # every build
/// pixelproof lint --format review --output restyle-review.md
/// ```
let lintCommand = Command(
    spec: CommandSpec(
        name: "lint",
        summary: "Find raw style values and other design-system rule breaks in Swift sources; report the design-debt ratio.",
        positionals: [.init(name: "PATH", required: false)],
        options: [
            .value("--format", "FORMAT", "text (default), json, sarif or review (the restyle-cost review as Markdown)."),
            .value("--output", "FILE", "Write the report there instead of standard output (the summary is still printed)."),
            .value("--config", "FILE", "The configuration file (default: PATH/.pixelproof-lint when it exists)."),
            .value("--tokens", "PATH", "The token set fixes are named from (default: the config's, else PATH's first *.resolver.json, else its *.tokens.json, else the shipped set)."),
            .value("--baseline", "FILE", "Fail only on findings not in this baseline; report entries that are gone."),
            .value("--write-baseline", "FILE", "Write every current finding to FILE as the baseline (refuses to replace a file without --force)."),
            .flag("--update-baseline", "With --baseline: rewrite it without the entries that are gone; refuses to add new findings without --force."),
            .flag("--force", "Let --write-baseline replace a file and --update-baseline add new findings."),
        ],
        discussion: """
            PATH is a package root (its Sources/ are linted), any folder, or one .swift file; default
            the working folder. Rules (numbered as the seed's styling rules): 1 raw-style-value,
            2 appearance-named-token, 3 call-site-text-styling, 4 off-scale-spacing-or-radius,
            5 custom-font. Configuration format: docs/lint.md.

            Exit codes: 0 no findings (or none beyond the baseline), 1 findings (new ones when a
            baseline is given; also a refused --update-baseline), 2 bad arguments, unreadable
            sources, configuration, tokens or baseline.
            """
    )
) { arguments, context in
    try LintCommandRun(arguments: arguments, context: context).run()
}

private struct LintCommandRun {
    let arguments: ParsedArguments
    let context: CommandContext

    func run() throws -> ExitCode {
        let format = try arguments.choice("--format", from: ["text", "json", "sarif", "review"]) ?? "text"
        if arguments.has("--update-baseline") && arguments.value("--baseline") == nil {
            throw ArgumentError.invalid("lint: --update-baseline needs --baseline FILE (to start one, use --write-baseline FILE)")
        }
        if arguments.value("--write-baseline") != nil && arguments.value("--baseline") != nil {
            throw ArgumentError.invalid("lint: give --write-baseline or --baseline, not both")
        }
        let root = context.url(forPath: arguments.positionals.first ?? ".", isDirectory: true)
        let configuration = try arguments.value("--config").map { try LintConfiguration.load(context.url(forPath: $0)) }
        let report = try DesignLinter.lint(root: root, configuration: configuration, tokens: arguments.value("--tokens").map { context.url(forPath: $0) })

        if let path = arguments.value("--write-baseline") {
            return try writeBaseline(report, path: path)
        }
        var comparison: LintBaseline.Comparison?
        var baseline: LintBaseline?
        if let path = arguments.value("--baseline") {
            baseline = try LintBaseline.read(context.url(forPath: path))
            comparison = baseline?.compare(with: report.findings)
        }
        let failing = comparison?.new ?? report.findings
        try emit(report, format: format, failing: failing, comparison: comparison)
        if let comparison, let baseline, let path = arguments.value("--baseline") {
            printBaselineStatus(comparison)
            if arguments.has("--update-baseline") {
                return try updateBaseline(baseline, report: report, comparison: comparison, path: path)
            }
        }
        return failing.isEmpty ? .success : .differences
    }

    private func emit(_ report: LintReport, format: String, failing: [LintFinding], comparison: LintBaseline.Comparison?) throws {
        let body: String
        switch format {
        case "json": body = try LintJSONReport(report, comparison: comparison).json()
        case "sarif": body = try SARIFReport.render(report, findings: failing)
        case "review": body = RestyleReview.markdown(report)
        default: body = LintTextReport.render(report, findings: failing)
        }
        if let output = arguments.value("--output") {
            try AtomicFile.write(Array(body.utf8), to: context.url(forPath: output))
            context.print(LintTextReport.summary(report))
            context.print("wrote \(output)")
        } else {
            context.print(body, terminator: "")
        }
    }

    private func printBaselineStatus(_ comparison: LintBaseline.Comparison) {
        context.print("baseline: \(comparison.new.count) new, \(comparison.known.count) known, \(comparison.gone.reduce(0) { $0 + $1.count }) gone")
        for entry in comparison.gone {
            context.print("  gone: \(entry.file): rule \(entry.rule): \(entry.text)\(entry.count > 1 ? " (×\(entry.count))" : "")")
        }
        if !comparison.gone.isEmpty && !arguments.has("--update-baseline") {
            context.print("  run with --update-baseline to drop the gone entries")
        }
    }

    private func writeBaseline(_ report: LintReport, path: String) throws -> ExitCode {
        let url = context.url(forPath: path)
        if FileManager.default.fileExists(atPath: url.path) && !arguments.has("--force") {
            throw ArgumentError.invalid("lint: \(path) exists; tighten it with --baseline \(path) --update-baseline, or replace it with --force")
        }
        let baseline = LintBaseline(findings: report.findings)
        try baseline.write(to: url)
        context.print(LintTextReport.summary(report))
        context.print("wrote \(path): \(baseline.findingCount) findings in \(baseline.entries.count) entries")
        return .success
    }

    private func updateBaseline(_ baseline: LintBaseline, report: LintReport, comparison: LintBaseline.Comparison, path: String) throws -> ExitCode {
        if !comparison.new.isEmpty && !arguments.has("--force") {
            context.printError("pixelproof lint: refusing to grow the baseline with \(comparison.new.count) new finding(s); fix them, or pass --force to accept them")
            return .differences
        }
        let updated = arguments.has("--force") ? LintBaseline(findings: report.findings) : baseline.shrunk(to: report.findings)
        if updated == baseline {
            context.print("\(path) is already as small as the findings allow (\(baseline.findingCount) findings)")
        } else {
            try updated.write(to: context.url(forPath: path))
            context.print("wrote \(path): \(baseline.findingCount) → \(updated.findingCount) findings")
        }
        return .success
    }
}
