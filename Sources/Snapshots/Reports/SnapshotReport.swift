import Foundation
import Raster

/// The report of one run, rebuilt from the result entries in an artifacts folder: totals, every
/// snapshot with its paths and numbers, and (after a complete run) the orphaned references.
/// Written as `report.json`, `junit.xml` and `index.html` beside the artifacts.
///
/// ```swift
/// let report = try SnapshotReport.collect(artifactsRoot: artifacts)   // the latest run
/// try report.write(to: artifacts)
/// print(report.totals.failed)
/// ```
public struct SnapshotReport: Codable, Equatable, Sendable {
    public struct Totals: Codable, Equatable, Sendable {
        public var total: Int
        public var passed: Int
        public var failed: Int
        public var recorded: Int
        public var new: Int
    }

    public var runID: String
    public var totals: Totals
    /// Sorted by identifier.
    public var snapshots: [SnapshotResult]
    /// References no assertion used, when this run is the last complete run; otherwise nil.
    public var orphans: [String]?

    public init(runID: String, snapshots: [SnapshotResult], orphans: [String]?) {
        self.runID = runID
        self.snapshots = snapshots.sorted { ($0.identifier, $0.reference) < ($1.identifier, $1.reference) }
        self.orphans = orphans
        func count(_ status: SnapshotResult.Status) -> Int { snapshots.filter { $0.status == status }.count }
        totals = Totals(total: snapshots.count, passed: count(.passed), failed: count(.failed),
                        recorded: count(.recorded), new: count(.new))
    }

    public static let entrySuffix = ".result.json"

    /// Every result entry below `artifactsRoot`.
    public static func entries(in artifactsRoot: URL) throws -> [SnapshotResult] {
        guard let enumerator = FileManager.default.enumerator(at: artifactsRoot, includingPropertiesForKeys: nil) else { return [] }
        var results: [SnapshotResult] = []
        let decoder = JSONDecoder()
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(entrySuffix) {
            guard let bytes = try? AtomicFile.read(contentsOf: url) else { continue }
            let data = Data(bytes)
            do {
                results.append(try decoder.decode(SnapshotResult.self, from: data))
            } catch {
                throw SnapshotReportError.unreadableEntry(url.path, reason: "\(error)")
            }
        }
        return results
    }

    /// The report of run `runID`, or of the latest run in the folder (the run of the most recent
    /// entry) when nil.
    public static func collect(artifactsRoot: URL, runID: String? = nil) throws -> SnapshotReport {
        let all = try entries(in: artifactsRoot)
        let run = runID ?? all.max { ($0.finishedAt, $0.runID) < ($1.finishedAt, $1.runID) }?.runID ?? "none"
        let snapshots = all.filter { $0.runID == run }
        let marker = CompleteRunMarker.read(from: artifactsRoot)
        let orphans = marker?.runID == run ? OrphanFinder.orphans(usedBy: snapshots).map(\.path) : nil
        return SnapshotReport(runID: run, snapshots: snapshots, orphans: orphans)
    }

    /// Writes `report.json`, `junit.xml` and `index.html` into `artifactsRoot`; returns their URLs.
    @discardableResult
    public func write(to artifactsRoot: URL) throws -> [URL] {
        let folder = ContainedFolder(root: artifactsRoot)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let files: [(String, [UInt8])] = [
            ("report.json", Array(try encoder.encode(self))),
            ("junit.xml", Array(JUnitReport.xml(for: self).utf8)),
            ("index.html", Array(HTMLReport.html(for: self, artifactsRoot: artifactsRoot).utf8)),
        ]
        return try files.map { name, bytes in
            try folder.write(bytes, to: [name])
            return try folder.url([name])
        }
    }
}

public enum SnapshotReportError: Error, CustomStringConvertible, Equatable {
    case unreadableEntry(String, reason: String)

    public var description: String {
        switch self {
        case .unreadableEntry(let path, let reason):
            return "cannot read the result entry \(path): \(reason); delete it or the artifacts folder and run the tests again"
        }
    }
}
