import Snapshots
import Foundation
import Raster
import SwiftUI
import Tokens

/// Verifies or records a whole catalog against its references: selects entries (`--only`
/// patterns, a shard), renders them on several threads, checks each through `SnapshotRunner`
/// (same store, record modes, artifacts and result entries as `assertSnapshot`), and writes
/// `report.json`, `junit.xml` and `index.html` for the run. Each image is dropped as soon as its
/// comparison is done, so memory stays flat however large the catalog. Each reference it records
/// gets a `TokenFingerprint` beside it, which token review uses to skip rendering the base; with
/// a `TokenReadCache`, every render's token reads go there, which review uses to skip tracing.
///
/// ```swift
/// let options = CatalogRunOptions(root: package.appendingPathComponent("__Snapshots__"),
///                                 artifacts: package.appendingPathComponent(".build/pixelproof-artifacts"))
/// let summary = try CatalogRunner.run(entries, tokens: .shipped, options: options) { progress in
///     print(progress.line)
/// }
/// summary.allPassed    // exit 0 only then
/// ```
public enum CatalogRunner {
    /// The entries `patterns` (any of them; all entries when empty) and `shard` select, in
    /// identifier order. Throws when two entries share an identifier or nothing matches.
    public static func select(_ entries: [CatalogSnapshot], patterns: [CatalogPattern] = [], shard: CatalogShard? = nil) throws(CatalogRunError) -> [CatalogSnapshot] {
        var seen = Set<String>()
        for entry in entries where !seen.insert(entry.identifier.lowercased()).inserted {
            throw .duplicateIdentifier(entry.identifier)
        }
        var selected = entries.sorted { $0.identifier < $1.identifier }
        if !patterns.isEmpty {
            selected = selected.filter { entry in patterns.contains { $0.matches(entry.identifier) } }
            if selected.isEmpty {
                var folders: [String] = []
                for entry in entries where !folders.contains(entry.segments[0]) { folders.append(entry.segments[0]) }
                throw .nothingSelected(patterns: patterns.map(\.text), folders: folders.sorted())
            }
        }
        if let shard { selected = shard.select(selected) }
        return selected
    }

    /// Runs `entries` (already selected) and writes the reports. `progress` is called once per
    /// entry, in entry order, on one thread at a time.
    public static func run(_ entries: [CatalogSnapshot], tokens: TokenSet, options: CatalogRunOptions,
                           progress: @escaping (CatalogProgress) -> Void = { _ in }) throws -> CatalogRunSummary {
        let configuration = SnapshotConfiguration(record: options.record, artifactsFolder: options.artifacts,
                                                  runID: options.runID, environment: [:])
        // With `audit`, each render that carries its layout is audited right there, reusing its pixels.
        let audits = LockedDictionary<String, [AccessibilityFinding]>()
        let audit = options.audit
        let root = options.root
        let baseStrategy = options.strategy
        let readCache = options.readCache
        let texts = TokenTexts(tokens)
        var results: [SnapshotResult] = []
        results.reserveCapacity(entries.count)
        let verify: @Sendable (Int) -> SnapshotResult = { index in
            let entry = entries[index]
            let read = ReadTokenPaths()
            let strategy = baseStrategy.pullback { (entry: CatalogSnapshot) in
                let rendered = try entry.render(tokens)
                read.paths = rendered.tokenPaths
                if audit, let layout = rendered.layout {
                    audits[entry.identifier] = AccessibilityAudit.run(on: layout, image: rendered.bitmap)
                }
                return rendered.bitmap
            }
            let location = entry.location(root: root)
            let result = SnapshotRunner.verify(of: entry, as: strategy, at: location,
                                               record: configuration.record, configuration: configuration)
            if let paths = read.paths {
                if result.status == .new || result.status == .recorded {
                    recordFingerprint(of: entry, at: location, pathExtension: strategy.pathExtension, paths: paths, tokens: tokens)
                }
                if let readCache, let mode = entry.mode { readCache.store(entry.identifier, mode: mode, paths: paths, values: texts) }
            }
            return result
        }
        OrderedParallelWork.run(count: entries.count, jobs: options.jobs, work: verify) { index, result in
            results.append(result)
            progress(CatalogProgress(completed: index + 1, total: entries.count, result: result))
        }
        // Best effort: a cache that cannot be written only means the next review traces.
        try? readCache?.save()
        let runID = options.runID
        var orphans: [String]?
        if options.isComplete {
            let succeeded = results.allSatisfy { !$0.isFailure }
            try CompleteRunMarker(runID: runID, succeeded: succeeded, finishedAt: Int64(Date().timeIntervalSince1970 * 1000))
                .write(to: options.artifacts)
            orphans = OrphanFinder.orphans(usedBy: results).map(\.path)
        }
        let report = SnapshotReport(runID: runID, snapshots: results, orphans: orphans)
        let files = try SnapshotRun.shared.write(report, to: options.artifacts)
        var summary = CatalogRunSummary(report: report, reportFiles: files, recordMode: options.record)
        if audit {
            summary.accessibility = entries.flatMap { entry in
                AuditedFinding.numbered(audits[entry.identifier] ?? [], identifier: entry.identifier)
            }
        }
        return summary
    }
}

extension CatalogRunner {
    /// Writes the `TokenFingerprint` beside a reference just recorded, so token review can reuse
    /// it as the *before* image. Best effort: a missing fingerprint only makes review render the
    /// base, so a failure here leaves the recording as it is.
    static func recordFingerprint(of entry: CatalogSnapshot, at location: SnapshotLocation, pathExtension: String,
                                  paths: [String], tokens: TokenSet) {
        guard let mode = entry.mode, let resolved = try? tokens.resolved(mode: mode),
              let reference = try? location.store.read(location.components(pathExtension: pathExtension)) else { return }
        try? TokenFingerprint(mode: mode, reference: reference, paths: paths, tokens: resolved).write(for: location)
    }
}

/// The token paths one entry's render read, handed out of the strategy (which runs on the
/// verifying thread, before `SnapshotRunner.verify` returns).
private final class ReadTokenPaths: @unchecked Sendable {
    var paths: [String]?
}

/// How a catalog run works: where references and artifacts live, the record mode, threads,
/// the comparison, and whether it covers the whole catalog (then orphans are reported and
/// `pixelproof prune` may act).
public struct CatalogRunOptions: Sendable {
    /// The snapshot root: `<root>/<snapshot path>.png`.
    public var root: URL
    public var artifacts: URL
    /// `.never` verifies (a missing reference fails); the others record as `SnapshotRecordMode` says.
    public var record: SnapshotRecordMode
    public var jobs: Int
    public var strategy: Snapshotting<Bitmap, Bitmap>
    /// True when no pattern or shard narrowed the run.
    public var isComplete: Bool
    /// The run the results, the report and the complete-run marker are filed under. Default: the
    /// process's `SnapshotRun.identifier`; a command-line run passes one of its own.
    public var runID: String
    /// Also run `AccessibilityAudit` on every render that carries its layout; the findings land
    /// in `CatalogRunSummary.accessibility`.
    public var audit = false
    /// Where each render's token reads go, for `pixelproof review` to skip tracing (see
    /// `TokenReadCache`); nil keeps none.
    public var readCache: TokenReadCache?

    public init(root: URL, artifacts: URL, record: SnapshotRecordMode = .never,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                strategy: Snapshotting<Bitmap, Bitmap>, isComplete: Bool = true, runID: String = SnapshotRun.identifier) {
        self.root = root.standardizedFileURL
        self.artifacts = artifacts.standardizedFileURL
        self.record = record
        self.jobs = max(1, jobs)
        self.strategy = strategy
        self.isComplete = isComplete
        self.runID = runID
    }
}

/// One finished entry of a run, handed out in entry order.
public struct CatalogProgress: Sendable {
    public var completed: Int
    public var total: Int
    public var result: SnapshotResult

    /// One line for logs: status, identifier and, unless it passed, what happened.
    public var line: String {
        let status = result.status == .passed ? "ok" : result.status.rawValue
        let padded = status + String(repeating: " ", count: max(1, 9 - status.count))
        return padded + result.identifier + (result.status == .passed ? "" : ": " + result.summary)
    }
}
