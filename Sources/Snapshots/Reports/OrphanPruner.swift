import Foundation

/// Deletes orphaned references, and only when that is safe: the artifacts folder's latest run must
/// be a complete, unfiltered run (`complete-run.json`), it must have succeeded, and none of its
/// snapshots may have failed or recorded — a test that stopped early would otherwise have its
/// references look unused.
///
/// ```swift
/// let plan = try OrphanPruner.plan(artifactsRoot: artifacts)   // what would go
/// try OrphanPruner.delete(plan)
/// ```
public enum OrphanPruner {
    public struct Plan: Equatable, Sendable {
        public var runID: String
        public var orphans: [URL]
    }

    /// The orphans of the latest run, or an error saying why pruning is not safe now.
    public static func plan(artifactsRoot: URL) throws -> Plan {
        let report = try SnapshotReport.collect(artifactsRoot: artifactsRoot)
        guard !report.snapshots.isEmpty else { throw PruneError.noRun(artifactsRoot.path) }
        guard let marker = CompleteRunMarker.read(from: artifactsRoot), marker.runID == report.runID else {
            throw PruneError.notComplete(runID: report.runID, artifacts: artifactsRoot.path)
        }
        let unsettled = report.totals.failed + report.totals.recorded + report.totals.new
        guard marker.succeeded, unsettled == 0 else {
            throw PruneError.notGreen(runID: report.runID, unsettled: unsettled)
        }
        return Plan(runID: report.runID, orphans: OrphanFinder.orphans(usedBy: report.snapshots))
    }

    /// Deletes the planned files (each still inside its snapshot root).
    public static func delete(_ plan: Plan) throws {
        for url in plan.orphans {
            let group = url.deletingLastPathComponent()
            try ContainedFolder(root: group.deletingLastPathComponent()).remove([group.lastPathComponent, url.lastPathComponent])
        }
    }
}

public enum PruneError: Error, CustomStringConvertible, Equatable {
    case noRun(String)
    case notComplete(runID: String, artifacts: String)
    case notGreen(runID: String, unsettled: Int)

    public var description: String {
        switch self {
        case .noRun(let folder):
            return "no snapshot results in \(folder); run the whole test suite first"
        case .notComplete(let runID, let folder):
            return "the latest run (\(runID)) in \(folder) was not a complete run, so unused references cannot be told from filtered-out ones; run every test without a filter (XCTest marks such runs; otherwise set PIXELPROOF_COMPLETE_RUN=1)"
        case .notGreen(let runID, let unsettled):
            return "the latest complete run (\(runID)) did not pass cleanly (\(unsettled) snapshots failed or recorded); fix those and run again before pruning"
        }
    }
}
