import Foundation
import Raster

/// Findings frozen in a file so that an existing codebase can adopt the lint: later runs fail
/// only on findings not in the baseline, and the baseline may only shrink.
///
/// Entries match on file, rule and the finding's text (whitespace collapsed), never on line
/// numbers, so unrelated edits above a finding do not break the match; `count` says how many
/// identical findings a file had. The file is JSON with sorted keys and sorted entries, written
/// atomically, so the same findings give the same bytes.
///
/// ```swift
/// let baseline = LintBaseline(findings: report.findings)
/// let comparison = baseline.compare(with: report.findings)
/// comparison.new     // findings to fix before merging
/// comparison.gone    // entries fixed since: tighten with `shrunk(to:)`
/// ```
public struct LintBaseline: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Hashable, Sendable, Comparable {
        public var file: String
        public var rule: Int
        public var text: String
        public var count: Int

        public static func < (left: Entry, right: Entry) -> Bool {
            (left.file, left.rule, left.text, left.count) < (right.file, right.rule, right.text, right.count)
        }
    }

    /// How the current findings stand against the baseline.
    public struct Comparison: Equatable, Sendable {
        /// Findings beyond what the baseline allows: these fail the run.
        public var new: [LintFinding]
        /// Findings the baseline covers.
        public var known: [LintFinding]
        /// Baseline entries (with the number of findings gone) that no longer occur.
        public var gone: [Entry]
    }

    public static let version = 1
    public var version: Int
    public var entries: [Entry]

    public init(findings: [LintFinding]) {
        var counts: [Key: Int] = [:]
        for finding in findings { counts[Key(finding), default: 0] += 1 }
        version = Self.version
        entries = counts.map { Entry(file: $0.key.file, rule: $0.key.rule, text: $0.key.text, count: $0.value) }.sorted()
    }

    private struct Key: Hashable {
        var file: String
        var rule: Int
        var text: String

        init(_ finding: LintFinding) {
            file = finding.file
            rule = finding.rule.rawValue
            text = finding.text
        }

        init(_ entry: Entry) {
            file = entry.file
            rule = entry.rule
            text = entry.text
        }
    }

    /// Total findings the baseline allows.
    public var findingCount: Int { entries.reduce(0) { $0 + $1.count } }

    public func compare(with findings: [LintFinding]) -> Comparison {
        var allowance: [Key: Int] = [:]
        for entry in entries { allowance[Key(entry), default: 0] += entry.count }
        var new: [LintFinding] = [], known: [LintFinding] = []
        for finding in findings {
            let key = Key(finding)
            if let left = allowance[key], left > 0 {
                allowance[key] = left - 1
                known.append(finding)
            } else {
                new.append(finding)
            }
        }
        let gone = allowance.filter { $0.value > 0 }
            .map { Entry(file: $0.key.file, rule: $0.key.rule, text: $0.key.text, count: $0.value) }.sorted()
        return Comparison(new: new, known: known, gone: gone)
    }

    /// The baseline without what is gone: the entries still matched by `findings`. Never
    /// larger than `self`; new findings are not added.
    public func shrunk(to findings: [LintFinding]) -> LintBaseline {
        LintBaseline(findings: compare(with: findings).known)
    }

    /// Stable identity of a finding for SARIF: a hash of file, rule and text.
    static func fingerprint(file: String, rule: LintRule, text: String) -> String {
        String(SHA256.hex(SHA256.digest(Array("\(file)\u{0}\(rule.rawValue)\u{0}\(text)".utf8))).prefix(16))
    }

    public static func read(_ url: URL) throws(LintError) -> LintBaseline {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .baseline(file: url.path, message: "cannot read it (\(error.localizedDescription)); write one with --write-baseline")
        }
        do {
            let baseline = try JSONDecoder().decode(LintBaseline.self, from: data)
            guard baseline.version == version else {
                throw LintError.baseline(file: url.path, message: "version \(baseline.version) is not the supported \(version)")
            }
            return baseline
        } catch let error as LintError {
            throw error
        } catch {
            throw .baseline(file: url.path, message: "not a pixelproof lint baseline: \(error)")
        }
    }

    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(Array(try encoder.encode(self)) + [0x0A], to: url)
    }
}
