import Foundation
import Raster
import PixelproofCatalog
import Snapshots
import Tokens

/// What `verify` and `record` share: the options that choose entries, folders, tokens and
/// threads, and the run itself. Behaviour lives in `CatalogRunner`; this turns arguments into
/// its options and its progress into lines.
enum CatalogRunCommand {
    static let selectionOptions: [CommandSpec.Option] = [
        .value("--only", "PATTERN", "Only entries matching PATTERN (`*`, `?`; `Button` selects Button/…). Repeatable.", repeatable: true),
        .value("--shard", "I/N", "Only slice I of N (1-based) of the sorted catalog, for a CI matrix."),
        .value("--jobs", "N", "Render on N threads (default: every core)."),
        .value("--snapshots", "DIR", "The reference folder (default: __Snapshots__, or the package's .pixelproof.json \"snapshots\")."),
        .value("--artifacts", "DIR", "Where artifacts and reports go (default: $PIXELPROOF_ARTIFACTS, else .build/pixelproof-artifacts)."),
        .value("--tokens", "PATH", "Render with these token files or folder instead of the catalog's own (shipped, or the package's)."),
    ]

    static let jobsRange = 1...1024

    static func run(_ arguments: ParsedArguments, context: CommandContext, source: CatalogSource,
                    record: SnapshotRecordMode, audit: Bool = false) throws -> CatalogRunSummary {
        let jobs = try arguments.integer("--jobs", in: jobsRange) ?? ProcessInfo.processInfo.activeProcessorCount
        let shard = try arguments.value("--shard").map(parseShard)
        let patterns = arguments.values("--only").map(CatalogPattern.init)
        let tokens = try loadTokens(arguments.value("--tokens"), context: context, otherwise: source.tokens)
        let catalog = try source.snapshots()
        guard !catalog.isEmpty else { throw CatalogCommandError.emptyCatalog(source.name) }
        let entries = try CatalogRunner.select(catalog, patterns: patterns, shard: shard)
        var options = CatalogRunOptions(
            root: context.url(forPath: arguments.value("--snapshots") ?? source.snapshotsFolder, isDirectory: true),
            artifacts: ArtifactsFolderOption.resolve(arguments, context: context),
            record: record, jobs: jobs, strategy: .image(),
            isComplete: patterns.isEmpty && shard == nil, runID: RunIdentifier.forCommand(context: context))
        options.audit = audit
        options.readCache = TokenReadCacheOption.open(context: context)
        let printer = ProgressPrinter(context: context, total: entries.count)
        let summary = try CatalogRunner.run(entries, tokens: tokens, options: options, progress: printer.show)
        printer.finish()
        context.print(summary.text)
        return summary
    }

    static func parseShard(_ text: String) throws -> CatalogShard {
        do {
            return try CatalogShard(parsing: text)
        } catch {
            throw ArgumentError.badValue(option: "--shard", value: text, expected: "I/N with 1 ≤ I ≤ N, e.g. 2/4")
        }
    }

    /// The token set at `path` (file or folder), or when no path was given `fallback`'s (the
    /// catalog's own set; the shipped one unless told).
    static func loadTokens(_ path: String?, context: CommandContext, otherwise fallback: () throws -> TokenSet = { .shipped }) throws -> TokenSet {
        guard let path else { return try fallback() }
        let url = context.url(forPath: path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ArgumentError.badValue(option: "--tokens", value: path, expected: "an existing token file or folder")
        }
        return try TokenSet.load(paths: [url])
    }
}

/// Each CLI run is a run of its own: `PIXELPROOF_RUN_ID` from the command's environment when set,
/// else a fresh identifier, so its entries, report and complete-run marker are not mixed with an
/// earlier command's from the same shell (the process's `SnapshotRun.identifier` is derived from
/// the parent process). Handed to the catalog runner; the process's environment is left alone.
enum RunIdentifier {
    static func forCommand(context: CommandContext) -> String {
        if let given = context.environment["PIXELPROOF_RUN_ID"], !given.isEmpty { return given }
        return "cli-\(ProcessInfo.processInfo.processIdentifier)-\(Int64(Date().timeIntervalSince1970 * 1000))"
    }
}

/// What a catalog command cannot do with the catalog it was given.
enum CatalogCommandError: Error, CustomStringConvertible {
    case emptyCatalog(String)

    var description: String {
        switch self {
        case .emptyCatalog(let name):
            "\(name) has no previews: declare a PreviewProvider or a #Preview in the package's library targets (or the modules .pixelproof.json names)"
        }
    }
}
