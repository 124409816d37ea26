import Foundation
import Raster
import Synchronization
import Tokens

/// Which token paths each catalog entry read the last time this program rendered or traced it,
/// with the values they had, so `pixelproof review` can skip tracing entries whose read set it
/// already knows. `verify` and `record` learn every entry's reads while rendering and write them
/// here; review looks each entry up before tracing it and writes back what it had to trace.
///
/// **Why a hit is sound.** A render is deterministic: the same code given the same value at every
/// token read does the same work, so it reads the same paths (the first read whose value differs
/// is the first place two runs can part). So when this program (same `ProgramIdentity`: the same
/// executable, libraries and resource files) read the paths P with values V, any token set that
/// gives every path of P its value in V makes it read exactly P again. When the base set does
/// that, review takes P as the entry's reads under the base without tracing it. In CI, `verify`
/// renders the head tokens and review then compares base with head: every entry that reads no
/// changed token finds its recorded values in the base too (only changed paths differ), so only
/// the entries the change touches are traced. Anything else is a miss and the entry is traced:
/// another program (a rebuild with other code, another toolchain, other fonts), an entry not
/// recorded, an entry without a mode (its reads span modes), or a recorded value the base does
/// not have.
///
/// The file lives under `.build`, never beside the references: it describes one build. Its text:
///
/// ```text
/// pixelproof token reads 1
/// program 9f2c51d0a7e34b18
/// entry Button/primary/default.light.default\tlight
/// \tcolor.action.primary.bg\t=(color:RGBA8(r:47, g:107, b:255, a:255))
/// \tspace.md\t-
/// ```
///
/// A file for another program is ignored (and replaced on the next write); a file that cannot be
/// read or parsed is ignored with a warning. Writes are atomic; two processes writing at once
/// lose one's additions, which only costs the next run traces.
///
/// ```swift
/// let cache = TokenReadCache(file: packageRoot.appendingPathComponent(".build/pixelproof-token-reads"))
/// cache.store("Card/plain.light", mode: "light", paths: ["color.bg"], values: TokenTexts(tokens))
/// try cache.save()
/// ```
public final class TokenReadCache: Sendable {
    public static let header = "pixelproof token reads 1"

    public let file: URL
    /// The program the records are for: the running one unless a test says otherwise.
    public let program: String?
    private let state: Mutex<State>

    struct Record: Equatable {
        var mode: String
        var values: [(path: String, value: String?)]

        static func == (lhs: Record, rhs: Record) -> Bool {
            lhs.mode == rhs.mode && lhs.values.elementsEqual(rhs.values) { $0.path == $1.path && $0.value == $1.value }
        }
    }

    private struct State {
        var records: [String: Record] = [:]
        var dirty = false
        var warnings: [String] = []
        var hits = 0
        var misses = 0
    }

    /// Loads `file` when it is this program's; a missing file or another program's is an empty
    /// cache, an unreadable or malformed one too, with a warning naming the file and the line.
    /// With no `program` (no identity could be computed) the cache never hits and never saves.
    public init(file: URL, program: String? = ProgramIdentity.current) {
        self.file = file.standardizedFileURL
        self.program = program
        var state = State()
        if let program {
            do {
                if let bytes = try AtomicFile.read(contentsOf: self.file) {
                    state.records = try Self.parse(String(decoding: bytes, as: UTF8.self), program: program)
                }
            } catch let error as TokenReadCacheError {
                state.warnings.append("ignoring the token-read cache \(self.file.path): \(error); every entry is traced, and the file is rewritten")
                state.dirty = true
            } catch {
                state.warnings.append("ignoring the token-read cache \(self.file.path): \(error); every entry is traced")
            }
        }
        self.state = Mutex(state)
    }

    /// Problems met loading the file (each a full sentence).
    public var warnings: [String] { state.withLock { $0.warnings } }
    /// Lookups that found a usable read set, and lookups that did not (the entry was traced).
    public var hits: Int { state.withLock { $0.hits } }
    public var misses: Int { state.withLock { $0.misses } }
    /// How many entries have a record.
    public var count: Int { state.withLock { $0.records.count } }

    /// The paths `identifier` read, when its record is in `mode` and `values` gives every one of
    /// them its recorded value (so the entry reads exactly these under `values`); nil otherwise.
    /// Counts nothing: the caller says whether the lookup ended in a hit (`count(hit:)`).
    public func readSet(of identifier: String, mode: String, matching values: TokenTexts) -> [String]? {
        guard let record = state.withLock({ $0.records[identifier] }), record.mode == mode else { return nil }
        for entry in record.values where values.text(of: entry.path, mode: mode) != entry.value { return nil }
        return record.values.map(\.path)
    }

    public func count(hit: Bool) {
        state.withLock { if hit { $0.hits += 1 } else { $0.misses += 1 } }
    }

    /// Records that `identifier`, rendered in `mode` under `values`, read `paths`.
    public func store(_ identifier: String, mode: String, paths: [String], values: TokenTexts) {
        guard program != nil else { return }
        let record = Record(mode: mode, values: Set(paths).sorted().map { ($0, values.text(of: $0, mode: mode)) })
        state.withLock { state in
            guard state.records[identifier] != record else { return }
            state.records[identifier] = record
            state.dirty = true
        }
    }

    /// Writes the file (atomically, creating its folder) when something was stored since it was
    /// loaded; does nothing otherwise.
    public func save() throws {
        guard let program else { return }
        let (dirty, records) = state.withLock { ($0.dirty, $0.records) }
        guard dirty else { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(Array(Self.text(records, program: program).utf8), to: file)
        state.withLock { $0.dirty = false }
    }

    // MARK: The file

    static func text(_ records: [String: Record], program: String) -> String {
        var text = header + "\nprogram " + program + "\n"
        for identifier in records.keys.sorted() {
            let record = records[identifier]!
            text += "entry " + TokenFingerprint.escape(identifier) + "\t" + TokenFingerprint.escape(record.mode) + "\n"
            for (path, value) in record.values {
                text += "\t" + TokenFingerprint.escape(path) + "\t" + (value.map { "=" + TokenFingerprint.escape($0) } ?? "-") + "\n"
            }
        }
        return text
    }

    /// The records of `text` when it was written for `program`; empty for another program.
    static func parse(_ text: String, program: String) throws(TokenReadCacheError) -> [String: Record] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first.map(String.init) == header else { throw .malformed(line: 1, reason: "the first line is not '\(header)'") }
        guard lines.count >= 3, lines[1].hasPrefix("program ") else { throw .malformed(line: 2, reason: "no 'program' line") }
        guard lines[1].dropFirst(8) == program else { return [:] }
        guard lines.last == "" else { throw .malformed(line: lines.count, reason: "the file ends without a newline (cut short?)") }
        var records: [String: Record] = [:]
        var current: (identifier: String, record: Record)?
        for (index, line) in lines.enumerated().dropFirst(2).dropLast() {
            if line.hasPrefix("\t") {
                let parts = line.dropFirst().split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                guard current != nil else { throw .malformed(line: index + 1, reason: "a token line before the first 'entry' line") }
                guard parts.count == 2 else { throw .malformed(line: index + 1, reason: "a token line without a tab between path and value") }
                let path = TokenFingerprint.unescape(String(parts[0]))
                if parts[1] == "-" {
                    current!.record.values.append((path, nil))
                } else if parts[1].hasPrefix("=") {
                    current!.record.values.append((path, TokenFingerprint.unescape(String(parts[1].dropFirst()))))
                } else {
                    throw .malformed(line: index + 1, reason: "a token value neither '=VALUE' nor '-'")
                }
            } else if line.hasPrefix("entry ") {
                let parts = line.dropFirst(6).split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2 else { throw .malformed(line: index + 1, reason: "an 'entry' line without a tab before the mode") }
                if let current { records[current.identifier] = current.record }
                current = (TokenFingerprint.unescape(String(parts[0])), Record(mode: TokenFingerprint.unescape(String(parts[1])), values: []))
            } else {
                throw .malformed(line: index + 1, reason: "neither an 'entry' line nor a token line (starting with a tab)")
            }
        }
        if let current { records[current.identifier] = current.record }
        return records
    }
}

/// Why a token-read cache file was ignored.
public enum TokenReadCacheError: Error, CustomStringConvertible, Equatable {
    case malformed(line: Int, reason: String)

    public var description: String {
        switch self {
        case .malformed(let line, let reason): return "line \(line): \(reason)"
        }
    }
}
