import DesignLint
import Foundation
import PixelproofCatalog
import Snapshots

/// `pixelproof review --base BASE --head HEAD`: which tokens changed, which catalog entries
/// they touch, and a page with before / after / diff for every entry that looks different.
///
/// ```sh
/// pixelproof review --base origin/main --head Sources/Tokens/Resources/tokens
/// pixelproof review --base old-tokens/ --head new-tokens/ --output review
/// ```
func makeReviewCommand(catalog: @escaping @Sendable () throws -> [CatalogSnapshot]) -> Command {
    makeReviewCommand(source: .shipped(snapshots: catalog))
}

func makeReviewCommand(source: CatalogSource) -> Command {
    Command(
        spec: CommandSpec(
            name: "review",
            summary: "Show what a design-token change does to the catalog, before and after.",
            options: [
                .value("--base", "BASE", "The tokens before: a token file or folder, a git revision (origin/main), or REV:FOLDER."),
                .value("--head", "HEAD", "The tokens after, in the same forms."),
                .value("--output", "DIR", "Where the page goes (default: .build/pixelproof-review)."),
                .value("--only", "PATTERN", "Only entries matching PATTERN. Repeatable.", repeatable: true),
                .value("--jobs", "N", "Render on N threads (default: every core)."),
                .value("--snapshots", "DIR", "The reference folder whose references stand in for base renders (default: the catalog's, __Snapshots__)."),
            ],
            discussion: """
                A git revision reads the catalog's token folder, \(source.tokenFolder ?? TokenSource.defaultGitFolder),
                as it was at that revision (git ls-tree and git cat-file; the working tree is not
                touched); REV:FOLDER reads another folder. Only entries that read a changed token
                (traced under BASE, in the entry's mode) are rendered, under both sets; the rest
                are counted as skipped. A touched entry's before image is its reference in
                --snapshots when the token fingerprint recorded beside it matches BASE (record
                writes them); otherwise it is rendered under BASE. Which tokens an entry reads
                comes from the token-read cache (.build/pixelproof-token-reads, which verify and
                record fill) when this same program read the entry's tokens with the values BASE
                or HEAD gives them; otherwise the entry is traced. PIXELPROOF_TOKEN_READS=FILE
                uses another file, =off none. The page lists the changed
                tokens with old and new values, the entries each touches, and before / after /
                diff views for every entry that changed; review.json beside it holds the same.

                Exit codes: 0 no entry looks different, 1 some do, 2 errors (bad tokens, an entry
                that could not be rendered, an empty catalog, or tokens that changed while no entry
                reads any of them: then the review cannot tell what changed, which is not "no change").
                """
        )
    ) { arguments, context in
        guard let baseSpec = arguments.value("--base") else { throw ArgumentError.missingArgument(command: "review", name: "--base BASE") }
        guard let headSpec = arguments.value("--head") else { throw ArgumentError.missingArgument(command: "review", name: "--head HEAD") }
        let jobs = try arguments.integer("--jobs", in: CatalogRunCommand.jobsRange) ?? ProcessInfo.processInfo.activeProcessorCount
        let output = context.url(forPath: arguments.value("--output") ?? ".build/pixelproof-review", isDirectory: true)
        let folder = source.tokenFolder ?? TokenSource.defaultGitFolder
        let package = context.currentDirectory
        // The head set, the catalog's entries and the token-read cache (the program's identity,
        // the file parsed) are made while the base set is loaded; errors are still named in
        // that order (base, head, catalog), and the cache's warnings printed from here.
        let headResult = BackgroundValue { Result { try TokenSource.load(headSpec, in: package, gitFolder: folder) } }
        let catalogResult = BackgroundValue { Result { try source.snapshots() } }
        let cacheResult = BackgroundValue { TokenReadCacheOption.load(context: context) }
        let base = try TokenSource.load(baseSpec, in: package, gitFolder: folder)
        let head = try headResult.value().get()
        let catalog = try catalogResult.value().get()
        guard !catalog.isEmpty else { throw CatalogCommandError.emptyCatalog(source.name) }
        let entries = try CatalogRunner.select(catalog, patterns: arguments.values("--only").map(CatalogPattern.init))
        let references = context.url(forPath: arguments.value("--snapshots") ?? source.snapshotsFolder, isDirectory: true)
        let readCache = TokenReadCacheOption.reportWarnings(of: cacheResult.value(), context: context)
        // The design debt is independent of the review: measured on another thread while the
        // entries are traced and rendered, waited for only when the page is written. Started
        // once the token sets, the catalog and the cache are loaded, so it does not take a core
        // from the loads every render waits for.
        let debtResult = BackgroundValue { designDebt(package: package, context: context) }
        let review = try TokenReview.run(entries, base: base.set, head: head.set,
                                         options: TokenReviewOptions(output: output, baseLabel: base.label, headLabel: head.label, jobs: jobs,
                                                                     references: references, readCache: readCache,
                                                                     designDebtWhenWriting: { debtResult.value() }))
        for change in review.changes {
            context.print("token \(change.path) [\(change.mode)]: \(change.before) → \(change.after); read by \(change.entries.count) entr\(change.entries.count == 1 ? "y" : "ies")")
        }
        for entry in review.entries where entry.status != .unchanged {
            context.print("\(entry.status.rawValue) \(entry.identifier): \(entry.summary)")
        }
        context.print(review.summaryText)
        if let readCache, readCache.hits + readCache.misses > 0 {
            context.print("token reads: \(readCache.hits) entr\(readCache.hits == 1 ? "y" : "ies") read from the token-read cache, \(readCache.misses) traced")
        }
        if let debt = review.designDebt { context.print("design debt: \(debt)") }
        context.print("review: \(output.appendingPathComponent("index.html").path)")
        if review.hasErrors { return .error }
        if !review.changes.isEmpty && review.entries.isEmpty {
            context.printError("""
                pixelproof review: \(review.changes.count) token change\(review.changes.count == 1 ? "" : "s") but none of the \(entries.count) \
                entries of \(source.name) reads a changed token, so nothing was rendered; this is not "no visual change". \
                Check that --base and --head are the tokens this catalog renders with\(source.tokenFolder.map { " (\($0))" } ?? ""), \
                and that its previews read them (colour names such as Color("brand/accent"), Color(token:), generated accessors).
                """)
            return .error
        }
        return review.hasVisualChanges ? .differences : .success
    }
}

/// The working package's design-debt ratio for the review page (`pixelproof lint`'s ratio with
/// the package's `.pixelproof-lint`, through `DesignLinter.debtRatio`). `nil` when the working
/// folder is not a package (no `Package.swift`) and, with a warning, when it cannot be linted.
private func designDebt(package: URL, context: CommandContext) -> String? {
    guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else { return nil }
    do {
        let ratio = try DesignLinter.debtRatio(root: package)
        return ratio.total == 0 ? nil : ratio.description
    } catch {
        context.printError("warning: design debt not measured: \(error)")
        return nil
    }
}
