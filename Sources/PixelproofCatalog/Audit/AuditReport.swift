import Snapshots
import Foundation
import Raster

/// What `pixelproof audit` found across the catalog, as written to `--json FILE` and drawn as
/// `index.html`: every finding, which of them the baseline does not list (`new`, those that
/// fail the run), the baseline ids no longer found, and counts by rule.
///
/// ```swift
/// let report = AuditReport(run: run, baseline: try AuditBaseline.read(from: url))
/// report.failed     // true when a finding is new
/// try report.writeJSON(to: URL(fileURLWithPath: "audit.json"))
/// ```
public struct AuditReport: Sendable, Codable {
    public var subjects: Int
    public var findings: [AuditedFinding]
    /// Ids of the findings the baseline does not list (all of them without a baseline).
    public var new: [String]
    /// Baseline ids no finding has any more.
    public var resolved: [String]
    public var countsByRule: [String: Int]
    public var problems: [String]
    public var baselineUsed: Bool

    public init(run: CatalogAudit.Run, baseline: AuditBaseline?) {
        subjects = run.subjects
        findings = run.findings
        new = (baseline?.newFindings(run.findings) ?? run.findings).map(\.id)
        resolved = baseline?.resolvedIDs(run.findings) ?? []
        countsByRule = run.findings.reduce(into: [:]) { $0[$1.rule, default: 0] += 1 }
        problems = run.problems
        baselineUsed = baseline != nil
    }

    /// The run fails when something is new (or a layout met problems).
    public var failed: Bool { !new.isEmpty || !problems.isEmpty }

    /// `touch-target 12, text-contrast 3`, in rule order.
    public var countsLine: String {
        countsByRule.isEmpty ? "none" : countsByRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    public func writeJSON(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        try AtomicFile.write(Array(try encoder.encode(self)) + Array("\n".utf8), to: url)
    }

    /// Writes `index.html` into `folder` (where the crops are); returns its URL.
    @discardableResult
    public func writePage(to folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("index.html")
        try AtomicFile.write(Array(AuditPage.html(for: self, folder: folder).utf8), to: url)
        return url
    }
}
