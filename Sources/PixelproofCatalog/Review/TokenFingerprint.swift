import Snapshots
import Foundation
import Tokens

/// What a catalog reference was drawn from: the token paths its render read, with their values in
/// the snapshot's mode, and the reference file it belongs to (byte count and FNV-1a 64 hash).
/// Recording a catalog writes one beside each reference, as a hidden text file
/// `<group>/.<name>.tokens` (hidden, so orphan checks and pruning never list it; references
/// without one stay valid and verify never reads it).
///
/// Token review uses it to take a touched entry's *before* image from the store instead of
/// rendering it: a render depends on the token values it reads (every read returns the same value,
/// so the same paths are read in the same order and the same pixels drawn), so when the base
/// token set gives every recorded path the recorded value, and the reference file is still the
/// one the fingerprint was written for, the reference is what the base tokens draw — with the
/// code it was recorded with. A missing, unreadable or stale fingerprint only means the base is
/// rendered.
///
/// ```text
/// pixelproof token fingerprint 1
/// reference 1962 59374d7ef172ecb3
/// mode dark
/// color.bg.canvas\t=(color:RGBA8(r:11, g:11, b:15, a:255))
/// space.lg\t=(dimension:Dimension(value:16.0, unit:px))
/// ```
public struct TokenFingerprint: Equatable, Sendable {
    public static let header = "pixelproof token fingerprint 1"

    /// The mode the values were resolved in.
    public var mode: String
    /// Byte count and FNV-1a 64 hash of the reference file.
    public var referenceSize: Int
    public var referenceHash: UInt64
    /// Token path to the value's canonical text (`nil`: the set had no such token), sorted by path.
    public var values: [(path: String, value: String?)]

    public init(mode: String, reference: [UInt8], paths: [String], tokens: ResolvedTokens) {
        self.mode = mode
        referenceSize = reference.count
        referenceHash = Self.hash(reference)
        values = Set(paths).sorted().map { ($0, tokens.token($0).map { Self.canonicalText($0.value) }) }
    }

    /// Whether `tokens` (resolved in `mode`) gives every recorded path its recorded value.
    public func matches(_ tokens: ResolvedTokens) -> Bool {
        values.allSatisfy { entry in tokens.token(entry.path).map { Self.canonicalText($0.value) } == entry.value }
    }

    /// Whether `reference` is the file this fingerprint was written for.
    public func describes(reference: [UInt8]) -> Bool {
        reference.count == referenceSize && Self.hash(reference) == referenceHash
    }

    public static func == (lhs: TokenFingerprint, rhs: TokenFingerprint) -> Bool {
        lhs.text == rhs.text
    }

    // MARK: The file

    /// The sidecar's path below the snapshot root for `location`.
    public static func components(for location: SnapshotLocation) -> [String] {
        location.folders + [location.group, "." + location.name + ".tokens"]
    }

    /// The file's text: the header, the reference line, the mode, then one `path\tvalue` line per
    /// token (`path\t-` for a token the set lacked). Tabs, newlines and backslashes in values are
    /// escaped, so every token is one line.
    public var text: String {
        var lines = [Self.header, "reference \(referenceSize) \(String(referenceHash, radix: 16))", "mode \(Self.escape(mode))"]
        for (path, value) in values { lines.append(Self.escape(path) + "\t" + (value.map { "=" + Self.escape($0) } ?? "-")) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Parses `text`; nil when it is not a fingerprint this version writes.
    public init?(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 4, lines[0] == Self.header, lines.last == "" else { return nil }
        let reference = lines[1].split(separator: " ")
        guard reference.count == 3, reference[0] == "reference", let size = Int(reference[1]),
              let hash = UInt64(reference[2], radix: 16), lines[2].hasPrefix("mode ") else { return nil }
        mode = Self.unescape(String(lines[2].dropFirst(5)))
        referenceSize = size
        referenceHash = hash
        values = []
        for line in lines[3..<(lines.count - 1)] {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            let value = parts[1]
            if value == "-" {
                values.append((Self.unescape(String(parts[0])), nil))
            } else if value.hasPrefix("=") {
                values.append((Self.unescape(String(parts[0])), Self.unescape(String(value.dropFirst()))))
            } else {
                return nil
            }
        }
    }

    /// Reads the fingerprint beside `location`'s reference; nil when there is none or it cannot be parsed.
    public static func read(for location: SnapshotLocation) -> TokenFingerprint? {
        guard let bytes = try? location.store.read(components(for: location)) else { return nil }
        return TokenFingerprint(text: String(decoding: bytes, as: UTF8.self))
    }

    /// Writes the fingerprint beside `location`'s reference unless the same one is there already.
    public func write(for location: SnapshotLocation) throws {
        let bytes = Array(text.utf8)
        let components = Self.components(for: location)
        if (try? location.store.read(components)) == bytes { return }
        try location.store.write(bytes, to: components)
    }

    // MARK: Values as text

    /// A value as text that two values share only when they are equal: every stored property
    /// through `Mirror`, numbers in Swift's shortest round-trip form (locale-free), so the text is
    /// the same on every machine and run.
    public static func canonicalText(_ value: TokenValue) -> String {
        describe(value, leavesDirectly: true)
    }

    /// `canonicalText` with a `Mirror` for every value, leaves included: what the text is defined
    /// as, kept for the test that holds the direct leaves to it.
    static func canonicalTextThroughMirrors(_ value: TokenValue) -> String {
        describe(value, leavesDirectly: false)
    }

    /// With `leavesDirectly`, the leaf types token values are built of (numbers, strings, bytes,
    /// flags: their mirrors have no children) are described without building a `Mirror`, which
    /// was most of the cost: review compares every recorded token's text with the base set's.
    private static func describe(_ value: Any, leavesDirectly: Bool) -> String {
        if leavesDirectly {
            // The exact type, not a cast: a cast would also unwrap an optional, whose mirror has a child.
            let type = Swift.type(of: value)
            // `description` is what `String(describing:)` prints for these, without its casts.
            if type == Double.self { return (value as! Double).description }
            if type == Int.self { return (value as! Int).description }
            if type == UInt8.self { return (value as! UInt8).description }
            if type == String.self { return value as! String }
            if type == Bool.self { return (value as! Bool).description }
        }
        let mirror = Mirror(reflecting: value)
        if mirror.children.isEmpty { return String(describing: value) }
        let parts = mirror.children.map { child in (child.label.map { $0 + ":" } ?? "") + describe(child.value, leavesDirectly: leavesDirectly) }
        switch mirror.displayStyle {
        case .enum, .optional, .tuple, .collection: return "(" + parts.joined(separator: ", ") + ")"
        default: return "\(mirror.subjectType)(" + parts.joined(separator: ", ") + ")"
        }
    }

    static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "\n" || $0 == "\t" || $0 == "\r" }) else { return text }
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.append(character)
            }
        }
        return out
    }

    static func unescape(_ text: String) -> String {
        // On the bytes: asking the characters walks grapheme breaks, and review unescapes every
        // name and value of the token-read cache (a backslash is one byte in UTF-8, and a text
        // with none comes back unchanged from the walk below either way).
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var out = "", escaped = false
        for character in text {
            if escaped {
                switch character {
                case "n": out += "\n"
                case "t": out += "\t"
                case "r": out += "\r"
                default: out.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// FNV-1a, 64 bits: a fast check that the reference is still the file the fingerprint describes.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return hash
    }
}
