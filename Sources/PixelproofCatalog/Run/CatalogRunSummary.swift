import Snapshots
import Foundation

/// What a catalog run did: the report it wrote (results sorted by identifier) and the closing
/// lines for a terminal or a CI log.
///
/// ```swift
/// print(summary.text)     // "12 snapshots: 11 passed, 1 failed\nreport: …/index.html"
/// exit(summary.allPassed ? 0 : 1)
/// ```
public struct CatalogRunSummary: Sendable {
    public var report: SnapshotReport
    /// `report.json`, `junit.xml`, `index.html`.
    public var reportFiles: [URL]
    public var recordMode: SnapshotRecordMode
    /// The accessibility findings when the run audited (`CatalogRunOptions.audit`), in entry order.
    public var accessibility: [AuditedFinding]?

    /// True when every snapshot matched its reference.
    public var allPassed: Bool { report.snapshots.allSatisfy { $0.status == .passed } }

    /// True when nothing failed; recorded and new references count as done (for `record`).
    public var nothingFailed: Bool { report.snapshots.allSatisfy { $0.status != .failed } }

    public var htmlReport: URL? { reportFiles.first { $0.lastPathComponent == "index.html" } }

    /// The counts, the failures with their artifact paths, and where the report is.
    public var text: String {
        let totals = report.totals
        var parts = ["\(totals.passed) passed"]
        if totals.failed > 0 || recordMode == .never { parts.append("\(totals.failed) failed") }
        if totals.new > 0 { parts.append("\(totals.new) new") }
        if totals.recorded > 0 { parts.append("\(totals.recorded) recorded") }
        var lines = ["\(totals.total) snapshot\(totals.total == 1 ? "" : "s"): " + parts.joined(separator: ", ")]
        var missing = 0
        for result in report.snapshots where result.status == .failed {
            if result.summary == "missing reference" {
                missing += 1
                continue
            }
            lines.append("")
            lines.append(result.message ?? "\(result.identifier): \(result.summary)")
        }
        if missing > 0 {
            lines.append("\(missing) entr\(missing == 1 ? "y has" : "ies have") no reference; write them with 'pixelproof record --mode missing'")
        }
        if let orphans = report.orphans, !orphans.isEmpty {
            lines.append("\(orphans.count) reference\(orphans.count == 1 ? " is" : "s are") not used by any entry; 'pixelproof prune' lists them")
        }
        if let htmlReport { lines.append("report: \(htmlReport.path)") }
        return lines.joined(separator: "\n")
    }
}
