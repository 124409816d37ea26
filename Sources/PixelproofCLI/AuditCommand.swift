import Foundation
import PixelproofCatalog
import Snapshots
import Tokens

/// `pixelproof audit`: runs the accessibility audit (`AccessibilityAudit`, through
/// `CatalogAudit`) on every catalog entry in every appearance, prints the findings the baseline
/// does not list, writes the HTML report with a cropped image per finding and, on request, the
/// JSON. Exit 1 when a finding is new.
///
/// ```sh
/// pixelproof audit
/// pixelproof audit --json audit.json --report .build/audit
/// pixelproof audit --baseline accessibility-baseline.json     # records it when missing
/// pixelproof audit --baseline accessibility-baseline.json --update-baseline
/// ```
func makeAuditCommand(subjects: @escaping @Sendable () throws -> [AuditSubject],
                      tokens defaultTokens: @escaping @Sendable () throws -> TokenSet = { .shipped }) -> Command {
    Command(
        spec: CommandSpec(
            name: "audit",
            summary: "Audit the catalog's accessibility in every appearance: touch targets, labels, contrast, clipped text.",
            options: [
                .value("--only", "PATTERN", "Only entries matching PATTERN (`*`, `?`; `Button` selects Button/…). Repeatable.", repeatable: true),
                .value("--jobs", "N", "Render on N threads (default: every core)."),
                .value("--tokens", "PATH", "Render with these token files or folder instead of the catalog's own tokens."),
                .value("--json", "FILE", "Also write every finding as JSON to FILE."),
                .value("--report", "DIR", "Where index.html and the finding images go (default: .build/pixelproof-audit)."),
                .value("--baseline", "FILE", "Accepted findings: recorded when FILE is missing; then only findings it does not list fail."),
                .flag("--update-baseline", "Record the baseline again from this run (keeps the reasons already written)."),
            ],
            discussion: """
                Rules: touch-target (under 44×44 pt), missing-label, file-name-label, duplicate-label,
                text-contrast (WCAG 4.5:1, 3:1 large), non-text-contrast (icons and text-field edges,
                3:1), text-clipped (truncated or clipped at AX sizes). Each finding names the entry,
                appearance, element, measured value and tokens; its id has no coordinates, so a
                baseline keeps matching while layouts move. Give each baseline entry a reason.

                Exit codes: 0 nothing new, 1 new findings (or a layout problem), 2 errors.
                """
        )
    ) { arguments, context in
        let jobs = try arguments.integer("--jobs", in: CatalogRunCommand.jobsRange) ?? ProcessInfo.processInfo.activeProcessorCount
        let patterns = arguments.values("--only").map(CatalogPattern.init)
        let tokens = try CatalogRunCommand.loadTokens(arguments.value("--tokens"), context: context, otherwise: defaultTokens)
        var selected = try subjects()
        if !patterns.isEmpty {
            selected = selected.filter { subject in patterns.contains { $0.matches(subject.identifier) } }
            guard !selected.isEmpty else {
                throw ArgumentError.badValue(option: "--only", value: patterns.map(\.text).joined(separator: " "), expected: "a pattern matching some entry")
            }
        }
        if arguments.has("--update-baseline") && arguments.value("--baseline") == nil {
            throw ArgumentError.missingArgument(command: "audit", name: "--baseline FILE (to update)")
        }
        let folder = context.url(forPath: arguments.value("--report") ?? ".build/pixelproof-audit", isDirectory: true)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("findings"))
        let run = try CatalogAudit.run(selected, tokens: tokens, jobs: jobs, crops: folder.appendingPathComponent("findings"))

        var baseline: AuditBaseline?
        if let path = arguments.value("--baseline") {
            let url = context.url(forPath: path)
            let existing = try AuditBaseline.read(from: url)
            if existing == nil || arguments.has("--update-baseline") {
                let recorded = AuditBaseline(recording: run.findings, keepingReasonsFrom: existing)
                try recorded.write(to: url)
                context.print("recorded \(recorded.findings.count) findings in the baseline \(url.path)")
                baseline = recorded
            } else {
                baseline = existing
            }
        }
        let report = AuditReport(run: run, baseline: baseline)
        if let json = arguments.value("--json") { try report.writeJSON(to: context.url(forPath: json)) }
        let page = try report.writePage(to: folder)

        for problem in report.problems { context.print("layout problem: \(problem)") }
        let newIDs = Set(report.new)
        for finding in report.findings where newIDs.contains(finding.id) {
            context.print("\(finding.entry) [\(finding.appearance)] \(finding.message)")
        }
        for id in report.resolved { context.print("no longer found (remove from the baseline): \(id)") }
        let newPart = baseline == nil ? "" : ", \(report.new.count) not in the baseline"
        context.print("audited \(report.subjects) snapshots: \(report.findings.count) findings\(newPart) (\(report.countsLine))")
        context.print("report: \(page.path)")
        return report.failed ? .differences : .success
    }
}
