import Foundation
import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The run this process belongs to. Every verification writes a result entry into the artifacts
/// folder; when the process exits, the reports (`report.json`, `junit.xml`, `index.html`) are
/// rebuilt from the entries of the run, so several processes of one run (XCTest and Swift Testing
/// under `swift test`, parallel workers) share one report. A runner that builds its own report
/// (the catalog runner) hands it to `write(_:to:)`, and that folder is not rebuilt at exit unless
/// later verifications use it, so each report is written once. Keeps counts and folder names only.
///
/// ```swift
/// SnapshotRun.shared.markComplete(succeeded: true)   // a runner that knows it ran everything
/// let reports = try SnapshotRun.shared.writeReports()
/// ```
public final class SnapshotRun: @unchecked Sendable {
    public static let shared = SnapshotRun()

    /// `PIXELPROOF_RUN_ID` when set; otherwise derived from the parent process (its id and start
    /// time), which `swift test` shares between its XCTest and Swift Testing processes. Results
    /// carry it unless their configuration names another run (`SnapshotConfiguration.runID`).
    public static let identifier: String = {
        if let given = ProcessInfo.processInfo.environment["PIXELPROOF_RUN_ID"], !given.isEmpty { return given }
        let parent = getppid()
        #if os(Linux)
        if let stat = try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8),
           let close = stat.lastIndex(of: ")") {
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 19 { return "ppid-\(parent)-\(fields[19])" }
        }
        #endif
        return "ppid-\(parent)"
    }()

    private let lock = NSLock()
    private var roots: [String: URL] = [:]
    /// The folders holding results that no report written so far includes.
    private var unreported: Set<String> = []
    private var counts: [SnapshotResult.Status: Int] = [:]
    private var exitHookInstalled = false

    /// Results by status verified in this process so far.
    public var statusCounts: [SnapshotResult.Status: Int] { lock.withLock { counts } }

    /// The artifacts folders this process wrote to, sorted.
    public var artifactsRoots: [URL] { lock.withLock { roots.keys.sorted().map { roots[$0]! } } }

    func add(_ result: SnapshotResult, artifactsRoot: URL, writer: ArtifactWriter) {
        try? writer.writeEntry(result)
        let installHook: Bool = lock.withLock {
            roots[artifactsRoot.path] = artifactsRoot
            unreported.insert(artifactsRoot.path)
            counts[result.status, default: 0] += 1
            defer { exitHookInstalled = true }
            return !exitHookInstalled
        }
        if installHook { atexit { SnapshotRun.shared.finish() } }
    }

    /// The artifacts folders holding results that no report written so far includes, sorted:
    /// those the reports are rebuilt in at exit.
    var unreportedRoots: [URL] { lock.withLock { unreported.sorted().map { roots[$0]! } } }

    /// Rebuilds the reports of this run in every artifacts folder it used; returns the report files.
    @discardableResult
    public func writeReports() throws -> [URL] {
        try rebuildReports(in: artifactsRoots)
    }

    /// Writes `report`, built by a runner for its own run, into `artifactsRoot` and returns the
    /// report files; the folder is then not rebuilt at exit unless later results go there.
    ///
    /// ```swift
    /// let report = SnapshotReport(runID: runID, snapshots: results, orphans: nil)
    /// let files = try SnapshotRun.shared.write(report, to: artifacts)
    /// ```
    @discardableResult
    public func write(_ report: SnapshotReport, to artifactsRoot: URL) throws -> [URL] {
        let root = artifactsRoot.standardizedFileURL
        lock.withLock { _ = unreported.remove(root.path) }
        return try report.write(to: root)
    }

    private func rebuildReports(in folders: [URL]) throws -> [URL] {
        var written: [URL] = []
        for root in folders where FileManager.default.fileExists(atPath: root.path) {
            lock.withLock { _ = unreported.remove(root.path) }
            let report = try SnapshotReport.collect(artifactsRoot: root, runID: Self.identifier)
            written += try report.write(to: root)
        }
        return written
    }

    /// Declares that this run executed every snapshot assertion there is (no filter), so the
    /// references no assertion used are orphans; `pixelproof prune` acts only after such a run,
    /// and only when it `succeeded`. XCTest runs of "All tests" are marked automatically, and with
    /// `PIXELPROOF_COMPLETE_RUN=1` so is every folder whose report a process rebuilds at exit.
    public func markComplete(succeeded: Bool) {
        markComplete(succeeded: succeeded, in: artifactsRoots)
    }

    private func markComplete(succeeded: Bool, in folders: [URL]) {
        for root in folders where FileManager.default.fileExists(atPath: root.path) {
            try? CompleteRunMarker(runID: Self.identifier, succeeded: succeeded, finishedAt: Int64(Date().timeIntervalSince1970 * 1000))
                .write(to: root)
        }
    }

    private func finish() {
        let folders = unreportedRoots
        if ProcessInfo.processInfo.environment["PIXELPROOF_COMPLETE_RUN"] == "1" {
            markComplete(succeeded: (statusCounts[.failed] ?? 0) + (statusCounts[.new] ?? 0) + (statusCounts[.recorded] ?? 0) == 0,
                         in: folders)
        }
        do {
            _ = try rebuildReports(in: folders)
        } catch {
            FileHandle.standardError.write(Data("pixelproof: could not write the snapshot report: \(error)\n".utf8))
        }
    }
}

/// `complete-run.json` in the artifacts folder: the last run that executed every assertion.
public struct CompleteRunMarker: Codable, Equatable, Sendable {
    public var runID: String
    public var succeeded: Bool
    public var finishedAt: Int64

    public init(runID: String, succeeded: Bool, finishedAt: Int64) {
        self.runID = runID
        self.succeeded = succeeded
        self.finishedAt = finishedAt
    }

    public static let fileName = "complete-run.json"

    public static func read(from artifactsRoot: URL) -> CompleteRunMarker? {
        guard let bytes = try? AtomicFile.read(contentsOf: artifactsRoot.appendingPathComponent(fileName)) else { return nil }
        return try? JSONDecoder().decode(CompleteRunMarker.self, from: Data(bytes))
    }

    public func write(to artifactsRoot: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try ContainedFolder(root: artifactsRoot).write(Array(try encoder.encode(self)), to: [Self.fileName])
    }
}
