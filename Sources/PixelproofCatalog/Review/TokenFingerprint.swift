import Snapshots
import Foundation
import Raster
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
        self.init(bytes: Array(text.utf8))
    }

    /// Parses the file's bytes, split on the bytes of newline and tab (each a character of its
    /// own in any text, and never inside another character's UTF-8), so no line is made a
    /// `String` and walked for grapheme breaks: review parses every touched entry's fingerprint.
    /// Only names and values become `String`s. The same result as `parsedThroughCharacters`,
    /// the split on characters it replaced (a test holds it to that).
    init?(bytes: [UInt8]) {
        let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t")
        let lines = bytes.split(separator: newline, omittingEmptySubsequences: false)
        guard lines.count >= 4, lines[0].elementsEqual(Self.header.utf8), lines.last!.isEmpty else { return nil }
        let reference = lines[1].split(separator: UInt8(ascii: " "))
        guard reference.count == 3, reference[0].elementsEqual("reference".utf8),
              let size = Int(String(decoding: reference[1], as: UTF8.self)),
              let hash = UInt64(String(decoding: reference[2], as: UTF8.self), radix: 16),
              lines[2].starts(with: "mode ".utf8) else { return nil }
        mode = Self.unescape(String(decoding: lines[2].dropFirst(5), as: UTF8.self))
        referenceSize = size
        referenceHash = hash
        values = []
        values.reserveCapacity(lines.count - 4)
        for line in lines[3..<(lines.count - 1)] {
            guard let split = line.firstIndex(of: tab) else { return nil }
            let path = Self.unescape(String(decoding: line[..<split], as: UTF8.self))
            let value = line[(split + 1)...]
            if value.elementsEqual(CollectionOfOne(UInt8(ascii: "-"))) {
                values.append((path, nil))
            } else if value.first == UInt8(ascii: "=") {
                values.append((path, Self.unescape(String(decoding: value.dropFirst(), as: UTF8.self))))
            } else {
                return nil
            }
        }
    }

    /// The parse on characters that `init?(bytes:)` replaced, kept as the test's oracle.
    static func parsedThroughCharacters(text: String) -> TokenFingerprint? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 4, lines[0] == Self.header, lines.last == "" else { return nil }
        let reference = lines[1].split(separator: " ")
        guard reference.count == 3, reference[0] == "reference", let size = Int(reference[1]),
              let hash = UInt64(reference[2], radix: 16), lines[2].hasPrefix("mode ") else { return nil }
        var fingerprint = TokenFingerprint(mode: Self.unescape(String(lines[2].dropFirst(5))), referenceSize: size, referenceHash: hash, values: [])
        for line in lines[3..<(lines.count - 1)] {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            let value = parts[1]
            if value == "-" {
                fingerprint.values.append((Self.unescape(String(parts[0])), nil))
            } else if value.hasPrefix("=") {
                fingerprint.values.append((Self.unescape(String(parts[0])), Self.unescape(String(value.dropFirst()))))
            } else {
                return nil
            }
        }
        return fingerprint
    }

    private init(mode: String, referenceSize: Int, referenceHash: UInt64, values: [(path: String, value: String?)]) {
        self.mode = mode
        self.referenceSize = referenceSize
        self.referenceHash = referenceHash
        self.values = values
    }

    /// Reads the fingerprint beside `location`'s reference; nil when there is none or it cannot be parsed.
    public static func read(for location: SnapshotLocation) -> TokenFingerprint? {
        guard let bytes = try? location.store.read(components(for: location)) else { return nil }
        return TokenFingerprint(bytes: bytes)
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
    /// as `Mirror` lists it, numbers in Swift's shortest round-trip form (locale-free), so the
    /// text is the same on every machine and run. Written out by a switch over `TokenValue` (a
    /// `Mirror` per value was most of the cost: review compares every recorded token's text with
    /// the base set's); `canonicalTextThroughMirrors` is what the text is defined as, and a test
    /// holds this to it for every shipped token in every mode and for random values of every
    /// kind, so a stored property added to a value type fails that test until it is added here.
    public static func canonicalText(_ value: TokenValue) -> String {
        var text = "("
        switch value {
        case .color(let color): text += "color:" + rgba(color)
        case .dimension(let dimension): text += "dimension:Dimension(value:\(dimension.value.description), unit:\(dimension.unit.rawValue))"
        case .number(let number): text += "number:" + number.description
        case .fontFamily(let families): text += "fontFamily:" + list(families) { $0 }
        case .fontWeight(let weight): text += "fontWeight:" + weight.description
        case .duration(let duration): text += "duration:" + duration.description
        case .cubicBezier(let curve): text += "cubicBezier:" + bezier(curve)
        case .strokeStyle(let pattern): text += "strokeStyle:" + stroke(pattern)
        case .border(let border):
            text += "border:Border(color:\(rgba(border.color)), width:\(border.width.description), style:\(stroke(border.style)))"
        case .transition(let timing):
            text += "transition:TransitionTiming(duration:\(timing.duration.description), delay:\(timing.delay.description), timingFunction:\(bezier(timing.timingFunction)))"
        case .shadow(let layers):
            text += "shadow:" + list(layers) { shadow in
                "Shadow(color:\(rgba(shadow.color)), offsetX:\(shadow.offsetX.description), offsetY:\(shadow.offsetY.description), "
                    + "blur:\(shadow.blur.description), spread:\(shadow.spread.description), inset:\(shadow.inset.description))"
            }
        case .gradient(let stops):
            text += "gradient:" + list(stops) { "GradientStop(color:\(rgba($0.color)), location:\($0.location.description))" }
        case .typography(let style):
            text += "typography:Typography(families:\(list(style.families) { $0 }), size:\(style.size.description), weight:\(style.weight.description), "
                + "lineHeight:\(style.lineHeight.description), letterSpacing:\(style.letterSpacing.description), textCase:"
                + (style.textCase.map { "(some:\($0.rawValue))" } ?? "nil") + ")"
        }
        return text + ")"
    }

    /// An array as its mirror reads: its elements in parentheses, `[]` when empty (a mirror
    /// without children is described as the value prints).
    private static func list<Element>(_ elements: [Element], _ describe: (Element) -> String) -> String {
        elements.isEmpty ? "[]" : "(" + elements.map(describe).joined(separator: ", ") + ")"
    }

    private static func rgba(_ color: RGBA8) -> String {
        "RGBA8(r:\(color.r.description), g:\(color.g.description), b:\(color.b.description), a:\(color.a.description))"
    }

    private static func bezier(_ curve: CubicBezier) -> String {
        "CubicBezier(x1:\(curve.x1.description), y1:\(curve.y1.description), x2:\(curve.x2.description), y2:\(curve.y2.description))"
    }

    private static func stroke(_ pattern: StrokePattern) -> String {
        switch pattern {
        case .named(let name): return "(named:\(name.rawValue))"
        case .dashes(let lengths, let cap):
            let capName = switch cap {
            case .butt: "butt"
            case .round: "round"
            case .square: "square"
            }
            // The payload is a tuple: its unlabelled first element is `.0` to a mirror.
            return "(dashes:(.0:\(list(lengths) { $0.description }), cap:\(capName)))"
        }
    }

    /// The text through a `Mirror` for every value: what `canonicalText` is defined as, kept for
    /// the test that holds the direct text to it.
    static func canonicalTextThroughMirrors(_ value: TokenValue) -> String {
        describe(value)
    }

    private static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.children.isEmpty { return String(describing: value) }
        let parts = mirror.children.map { child in (child.label.map { $0 + ":" } ?? "") + describe(child.value) }
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
