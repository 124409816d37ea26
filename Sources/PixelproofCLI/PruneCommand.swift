import Foundation
import Snapshots

/// `pixelproof prune`: lists the references no assertion used in the last complete, green run,
/// and deletes them with `--delete`. Refuses when the last run was filtered, failed or recorded.
///
/// ```sh
/// swift test                      # every test, no filter, all green
/// pixelproof prune                # shows what would go
/// pixelproof prune --delete
/// ```
let pruneCommand = Command(
    spec: CommandSpec(
        name: "prune",
        summary: "List or delete reference images no snapshot assertion used.",
        options: [
            .value("--artifacts", "DIR", "The artifacts folder (default: $PIXELPROOF_ARTIFACTS, else .build/pixelproof-artifacts)."),
            .flag("--delete", "Delete the orphans (without it, only list them)."),
        ],
        discussion: """
            Acts only after a complete run: every test without a filter (XCTest marks such runs;
            other runners set PIXELPROOF_COMPLETE_RUN=1), with no failed or recorded snapshot.

            Exit codes: 0 nothing to prune or pruned, 1 orphans listed but not deleted, 2 not safe
            to prune now (the message says why).
            """
    )
) { arguments, context in
    let plan = try OrphanPruner.plan(artifactsRoot: ArtifactsFolderOption.resolve(arguments, context: context))
    for orphan in plan.orphans { context.print(orphan.path) }
    if plan.orphans.isEmpty {
        context.print("no orphaned references in run \(plan.runID)")
        return .success
    }
    guard arguments.has("--delete") else {
        context.print("\(plan.orphans.count) orphaned reference\(plan.orphans.count == 1 ? "" : "s"); run with --delete to remove them")
        return .differences
    }
    try OrphanPruner.delete(plan)
    context.print("deleted \(plan.orphans.count) orphaned reference\(plan.orphans.count == 1 ? "" : "s")")
    return .success
}
