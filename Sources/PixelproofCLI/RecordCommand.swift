import Foundation
import PixelproofCatalog
import Snapshots

/// `pixelproof record`: renders the catalog and writes reference images (`--mode failed` by
/// default: new ones and those that changed).
///
/// ```sh
/// pixelproof record --only 'Button/*'
/// pixelproof record --mode missing
/// ```
func makeRecordCommand(catalog: @escaping @Sendable () throws -> [CatalogSnapshot]) -> Command {
    makeRecordCommand(source: .shipped(snapshots: catalog))
}

func makeRecordCommand(source: CatalogSource) -> Command {
    Command(
        spec: CommandSpec(
            name: "record",
            summary: "Render the catalog and write its reference images.",
            options: [
                .value("--mode", "MODE", "all: rewrite every reference; missing: only write absent ones; failed (default): absent and changed ones."),
            ] + CatalogRunCommand.selectionOptions,
            discussion: """
                Unchanged references are never rewritten (same bytes). Run 'pixelproof verify'
                afterwards, and commit the __Snapshots__ changes with the code that caused them.

                Exit codes: 0 recorded, 1 some references differ and the mode kept them (missing),
                2 errors.
                """
        )
    ) { arguments, context in
        let name = try arguments.choice("--mode", from: ["all", "missing", "failed"]) ?? "failed"
        let summary = try CatalogRunCommand.run(arguments, context: context, source: source,
                                                record: SnapshotRecordMode(rawValue: name)!)
        return summary.nothingFailed ? .success : .differences
    }
}
