import Foundation
import Snapshots

/// `pixelproof report`: rebuilds `report.json`, `junit.xml` and `index.html` from the result
/// entries in an artifacts folder (what the tests write as they run), for one run.
///
/// ```sh
/// pixelproof report --artifacts .build/pixelproof-artifacts
/// ```
let reportCommand = Command(
    spec: CommandSpec(
        name: "report",
        summary: "Rebuild the snapshot report (JSON, JUnit XML, HTML) from an artifacts folder.",
        options: [
            .value("--artifacts", "DIR", "The artifacts folder (default: $PIXELPROOF_ARTIFACTS, else .build/pixelproof-artifacts)."),
            .value("--run", "ID", "The run to report (default: the run of the most recent result)."),
        ],
        discussion: "Exit codes: 0 written, 2 no such folder or unreadable results."
    )
) { arguments, context in
    let artifacts = ArtifactsFolderOption.resolve(arguments, context: context)
    guard FileManager.default.fileExists(atPath: artifacts.path) else {
        throw ArgumentError.invalid("report: no artifacts folder at \(artifacts.path); run the snapshot tests first or pass --artifacts DIR")
    }
    let report = try SnapshotReport.collect(artifactsRoot: artifacts, runID: arguments.value("--run"))
    let files = try report.write(to: artifacts)
    let totals = report.totals
    context.print("run \(report.runID): \(totals.total) snapshots, \(totals.passed) passed, \(totals.failed) failed, \(totals.recorded) recorded, \(totals.new) new")
    if let orphans = report.orphans { context.print("\(orphans.count) orphaned reference\(orphans.count == 1 ? "" : "s")") }
    for file in files { context.print(file.path) }
    return .success
}

/// `--artifacts DIR`, shared by `report` and `prune`.
enum ArtifactsFolderOption {
    static func resolve(_ arguments: ParsedArguments, context: CommandContext) -> URL {
        if let path = arguments.value("--artifacts") { return context.url(forPath: path, isDirectory: true) }
        if let path = context.environment["PIXELPROOF_ARTIFACTS"], !path.isEmpty { return context.url(forPath: path, isDirectory: true) }
        return context.url(forPath: ".build/pixelproof-artifacts", isDirectory: true)
    }
}
