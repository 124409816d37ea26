import Foundation
import Snapshots

/// `pixelproof verify`: renders the catalog, compares every entry with its reference, writes the
/// artifacts and the reports, prints a summary. Exit 0 only when everything matches.
///
/// ```sh
/// pixelproof verify
/// pixelproof verify --only 'Button/*' --jobs 4 --artifacts out
/// pixelproof verify --shard 2/4          # one job of a CI matrix
/// ```
func makeVerifyCommand(catalog: @escaping @Sendable () throws -> [CatalogSnapshot]) -> Command {
    makeVerifyCommand(source: .shipped(snapshots: catalog))
}

func makeVerifyCommand(source: CatalogSource) -> Command {
    Command(
        spec: CommandSpec(
            name: "verify",
            summary: "Render the catalog and compare every entry with its reference image.",
            options: CatalogRunCommand.selectionOptions,
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
        let summary = try CatalogRunCommand.run(arguments, context: context, source: source, record: .never)
        return summary.allPassed ? .success : .differences
    }
}
