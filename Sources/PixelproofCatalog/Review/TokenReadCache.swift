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
/// pixelproof token reads 2
/// program 9f2c51d0a7e34b18
/// value 0\tlight\tcolor.action.primary.bg\t=(color:RGBA8(r:47, g:107, b:255, a:255))
/// value 1\tlight\tspace.md\t-
/// entry Button/primary/default.light.default\tlight\t0 1
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
    public static let header = "pixelproof token reads 2"

    public let file: URL
    /// The program the records are for: the running one unless a test says otherwise.
    public let program: String?
    private let state: Mutex<State>

    /// One token's value in one mode, as `TokenFingerprint.canonicalText` (nil: the set lacked it).
    struct Value: Hashable {
        var mode: String
        var path: String
        var text: String?
    }

    /// An entry's reads: indices into `State.values`.
    struct Record: Equatable {
        var mode: String
        var values: [Int]
    }

    private struct State {
        /// Every value some record names, each once: entries share most of their tokens.
        var values: [Value] = []
        var index: [Value: Int] = [:]
        var records: [String: Record] = [:]
        var dirty = false
        var warnings: [String] = []
        var hits = 0
        var misses = 0

        mutating func id(of value: Value) -> Int {
            if let id = index[value] { return id }
            values.append(value)
            index[value] = values.count - 1
            return values.count - 1
        }
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
                    (state.values, state.records) = try Self.parse(bytes, program: program)
                    for (id, value) in state.values.enumerated() { state.index[value] = id }
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
        guard let reads = state.withLock({ state in state.records[identifier].map { $0.values.map { state.values[$0] } } }),
              reads.allSatisfy({ $0.mode == mode }) else { return nil }
        for value in reads where values.text(of: value.path, mode: mode) != value.text { return nil }
        return reads.map(\.path)
    }

    public func count(hit: Bool) {
        state.withLock { if hit { $0.hits += 1 } else { $0.misses += 1 } }
    }

    /// Records that `identifier`, rendered in `mode` under `values`, read `paths`.
    public func store(_ identifier: String, mode: String, paths: [String], values: TokenTexts) {
        guard program != nil else { return }
        let read = Set(paths).sorted().map { Value(mode: mode, path: $0, text: values.text(of: $0, mode: mode)) }
        state.withLock { state in
            let record = Record(mode: mode, values: read.map { state.id(of: $0) })
            guard state.records[identifier] != record else { return }
            state.records[identifier] = record
            state.dirty = true
        }
    }

    /// Writes the file (atomically, creating its folder) when something was stored since it was
    /// loaded; does nothing otherwise.
    public func save() throws {
        guard let program else { return }
        let (dirty, values, records) = state.withLock { ($0.dirty, $0.values, $0.records) }
        guard dirty else { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(Array(Self.text(values: values, records: records, program: program).utf8), to: file)
        state.withLock { $0.dirty = false }
    }

    // MARK: The file

    /// The header, the program, the values the records name (`value ID\tMODE\tPATH\t=TEXT`, or
    /// `\t-` for a token the set lacked) numbered from 0 in order, then one line per entry
    /// (`entry IDENTIFIER\tMODE\tID ID …`). Tabs, newlines and backslashes are escaped.
    static func text(values: [Value], records: [String: Record], program: String) -> String {
        let e = TokenFingerprint.escape
        var used: [Int: Int] = [:]
        var lines = [header, "program " + program]
        for identifier in records.keys.sorted() {
            for id in records[identifier]!.values where used[id] == nil {
                used[id] = used.count
                let value = values[id]
                lines.append("value \(used[id]!)\t\(e(value.mode))\t\(e(value.path))\t" + (value.text.map { "=" + e($0) } ?? "-"))
            }
        }
        for identifier in records.keys.sorted() {
            let record = records[identifier]!
            lines.append("entry \(e(identifier))\t\(e(record.mode))\t" + record.values.map { String(used[$0]!) }.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The values and records of `text` when it was written for `program`; empty for another program.
    static func parse(_ text: String, program: String) throws(TokenReadCacheError) -> ([Value], [String: Record]) {
        try parse(Array(text.utf8), program: program)
    }

    /// The values and records of the file's bytes when it was written for `program`. Lines and
    /// fields are found on the bytes (newline, tab and space are single bytes in UTF-8, and the
    /// file escapes them inside names and values), and only the fields kept become strings: a
    /// catalog's file (45 KB) parsed through `String.split` cost a review 2 % of its CPU.
    static func parse(_ bytes: [UInt8], program: String) throws(TokenReadCacheError) -> ([Value], [String: Record]) {
        let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t"), space = UInt8(ascii: " ")
        var lines: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == newline {
            lines.append(start..<index)
            start = index + 1
        }
        lines.append(start..<bytes.count)
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func field(_ range: Range<Int>) -> String { TokenFingerprint.unescape(text(range)) }
        /// The line's fields after `prefix`, split at the first `count - 1` tabs; nil when it has fewer.
        func fields(_ line: Range<Int>, after prefix: Int, count: Int) -> [Range<Int>]? {
            var found: [Range<Int>] = []
            var from = line.lowerBound + prefix
            for index in from..<line.upperBound where found.count < count - 1 && bytes[index] == tab {
                found.append(from..<index)
                from = index + 1
            }
            found.append(from..<line.upperBound)
            return found.count == count ? found : nil
        }
        func starts(_ line: Range<Int>, with prefix: String) -> Bool {
            line.count >= prefix.utf8.count && bytes[line.lowerBound..<(line.lowerBound + prefix.utf8.count)].elementsEqual(prefix.utf8)
        }

        guard text(lines[0]) == header else { throw .malformed(line: 1, reason: "the first line is not '\(header)'") }
        guard lines.count >= 3, starts(lines[1], with: "program ") else { throw .malformed(line: 2, reason: "no 'program' line") }
        guard text(lines[1].dropFirst(8)) == program else { return ([], [:]) }
        guard lines[lines.count - 1].isEmpty else { throw .malformed(line: lines.count, reason: "the file ends without a newline (cut short?)") }
        var values: [Value] = []
        var records: [String: Record] = [:]
        for (index, line) in lines.enumerated().dropFirst(2).dropLast() {
            let number = index + 1
            if starts(line, with: "value ") {
                guard let fields = fields(line, after: 6, count: 4), Int(text(fields[0])) == values.count else {
                    throw .malformed(line: number, reason: "a 'value' line is not 'value \(values.count)\\tMODE\\tPATH\\tVALUE'")
                }
                let written = fields[3]
                let value: String?
                if written.count == 1 && bytes[written.lowerBound] == UInt8(ascii: "-") {
                    value = nil
                } else if !written.isEmpty && bytes[written.lowerBound] == UInt8(ascii: "=") {
                    value = field(written.dropFirst())
                } else {
                    throw .malformed(line: number, reason: "a token value neither '=VALUE' nor '-'")
                }
                values.append(Value(mode: field(fields[1]), path: field(fields[2]), text: value))
            } else if starts(line, with: "entry ") {
                guard let fields = fields(line, after: 6, count: 3) else {
                    throw .malformed(line: number, reason: "an 'entry' line is not 'entry IDENTIFIER\\tMODE\\tVALUES'")
                }
                var ids: [Int] = []
                var from = fields[2].lowerBound
                for end in fields[2].lowerBound...fields[2].upperBound where end == fields[2].upperBound || bytes[end] == space {
                    defer { from = end + 1 }
                    guard end > from else { continue }
                    guard let id = Int(text(from..<end)), values.indices.contains(id) else {
                        throw .malformed(line: number, reason: "'\(text(from..<end))' names no value line above")
                    }
                    ids.append(id)
                }
                records[field(fields[0])] = Record(mode: field(fields[1]), values: ids)
            } else {
                throw .malformed(line: number, reason: "neither a 'value' nor an 'entry' line")
            }
        }
        return (values, records)
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
