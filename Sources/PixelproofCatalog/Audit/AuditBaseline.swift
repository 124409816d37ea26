import Snapshots
import Foundation
import Raster

/// Findings a team has accepted, each with the reason: `pixelproof audit --baseline FILE`
/// records today's findings when FILE does not exist (`--update-baseline` records again, keeping
/// the reasons already written), and later runs fail only on findings whose id it does not list. The file is JSON, sorted by id, so it diffs well:
///
/// ```json
/// {
///   "findings" : [
///     { "id" : "Toast/undo.light.default touch-target isButton \"Undo\"", "reason" : "…" }
///   ],
///   "version" : 1
/// }
/// ```
public struct AuditBaseline: Sendable, Codable, Equatable {
    public struct Entry: Sendable, Codable, Equatable {
        public var id: String
        public var reason: String

        public init(id: String, reason: String) {
            self.id = id
            self.reason = reason
        }
    }

    public var version = 1
    public var findings: [Entry]

    /// The reason a newly recorded finding gets until someone writes one.
    public static let unreviewed = "not reviewed yet"

    public init(findings: [Entry]) {
        self.findings = findings.sorted { $0.id < $1.id }
    }

    /// `findings` as a baseline, with the reasons `previous` gave the ids it already listed.
    public init(recording findings: [AuditedFinding], keepingReasonsFrom previous: AuditBaseline?) {
        var reasons: [String: String] = [:]
        for entry in previous?.findings ?? [] { reasons[entry.id] = entry.reason }
        self.init(findings: findings.map { Entry(id: $0.id, reason: reasons[$0.id] ?? Self.unreviewed) })
    }

    /// The findings the baseline does not list.
    public func newFindings(_ findings: [AuditedFinding]) -> [AuditedFinding] {
        let known = Set(self.findings.map(\.id))
        return findings.filter { !known.contains($0.id) }
    }

    /// The listed ids no finding has any more (fixed, or renamed): drop them by recording again.
    public func resolvedIDs(_ findings: [AuditedFinding]) -> [String] {
        let found = Set(findings.map(\.id))
        return self.findings.map(\.id).filter { !found.contains($0) }
    }

    /// The baseline at `url`, or nil when there is no file there.
    public static func read(from url: URL) throws -> AuditBaseline? {
        let bytes: [UInt8]?
        do {
            bytes = try AtomicFile.read(contentsOf: url)
        } catch {
            throw AuditBaselineError.unreadable(url.path, reason: "\(error)")
        }
        guard let bytes else { return nil }
        let baseline: AuditBaseline
        do {
            baseline = try JSONDecoder().decode(AuditBaseline.self, from: Data(bytes))
        } catch {
            throw AuditBaselineError.unreadable(url.path, reason: "not an audit baseline (\(error))")
        }
        guard baseline.version == 1 else { throw AuditBaselineError.unreadable(url.path, reason: "version \(baseline.version) is not 1") }
        return baseline
    }

    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        try AtomicFile.write(Array(try encoder.encode(self)) + Array("\n".utf8), to: url)
    }
}

public enum AuditBaselineError: Error, CustomStringConvertible, Equatable {
    case unreadable(String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read the audit baseline \(path): \(reason); fix it, or delete it and run 'pixelproof audit --baseline \(path)' to record it again"
        }
    }
}
