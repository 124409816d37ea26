import Foundation
import PixelproofCatalog
import Snapshots

/// `pixelproof verify`: renders the catalog, compares every entry with its reference, writes the
/// artifacts and the reports, prints a summary. Exit 0 only when everything matches.
///
/// ```sh
/// pixelproof verify
/// pixelproof verify --only 'Button/*' --jobs 4 --artifacts out
/// pixelproof verify --shard 2/4          # one job of a CI matrix
/// pixelproof verify --audit --audit-baseline .pixelproof-audit-baseline.json
/// ```
func makeVerifyCommand(catalog: @escaping @Sendable () throws -> [CatalogSnapshot]) -> Command {
    makeVerifyCommand(source: .shipped(snapshots: catalog))
}

func makeVerifyCommand(source: CatalogSource) -> Command {
    Command(
        spec: CommandSpec(
            name: "verify",
            summary: "Render the catalog and compare every entry with its reference image.",
            options: CatalogRunCommand.selectionOptions + [
                .flag("--audit", "Also run the accessibility audit on each render (see 'pixelproof audit'); new findings fail the run."),
                .value("--audit-baseline", "FILE", "With --audit: accepted findings ('pixelproof audit --baseline FILE' records it)."),
            ],
            discussion: """
                A missing reference is a failure (record it with 'pixelproof record'). Failures get
                reference, actual, diff and composite images in the artifacts folder, beside
                report.json, junit.xml and index.html. A run with no --only or --shard also lists
                references no entry uses (see 'pixelproof prune'). Progress: a bar on a terminal;
                one line per entry, in catalog order whatever --jobs, in logs or when CI=true.

                Exit codes: 0 every entry matches, 1 some differ or lack a reference, 2 errors.
                """
        )
    ) { arguments, context in
        let audit = arguments.has("--audit")
        // Read the baseline first, so a bad file stops the run before any rendering.
        let baseline = try arguments.value("--audit-baseline").flatMap { path -> AuditBaseline? in
            guard audit else { throw ArgumentError.missingArgument(command: "verify", name: "--audit (for --audit-baseline)") }
            let url = context.url(forPath: path)
            guard let read = try AuditBaseline.read(from: url) else {
                throw ArgumentError.badValue(option: "--audit-baseline", value: path, expected: "an existing baseline (record it with 'pixelproof audit --baseline \(path)')")
            }
            return read
        }
        let summary = try CatalogRunCommand.run(arguments, context: context, source: source, record: .never, audit: audit)
        guard audit, let findings = summary.accessibility else { return summary.allPassed ? .success : .differences }
        let new = baseline?.newFindings(findings) ?? findings
        for finding in new { context.print("\(finding.entry) [\(finding.appearance)] \(finding.message)") }
        context.print("accessibility: \(findings.count) findings" + (baseline == nil ? "" : ", \(new.count) not in the baseline"))
        return summary.allPassed && new.isEmpty ? .success : .differences
    }
}
