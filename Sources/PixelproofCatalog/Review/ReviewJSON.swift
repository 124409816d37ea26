/// `review.json`'s bytes written directly: the text `JSONEncoder` gives `TokenReviewResult` with
/// `[.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]`, byte for byte (two-space indents,
/// `"key" : value`, keys in byte order, absent optionals left out, empty arrays and objects as
/// `[` and `]` with a blank line between, `"`, `\` and control characters escaped as Foundation
/// escapes them, everything else as it is, no final newline). The encoder took several times
/// longer through its containers, on the thread that finishes the review; a test holds this to
/// the encoder on real results and awkward strings.
///
/// ```swift
/// try folder.write(ReviewJSON.bytes(of: result), to: ["review.json"])
/// ```
enum ReviewJSON {
    static func bytes(of result: TokenReviewResult) -> [UInt8] {
        var json = Value.object([
            ("base", .string(result.base)),
            ("changes", .array(result.changes.map(value))),
            ("designDebt", result.designDebt.map(Value.string)),
            ("entries", .array(result.entries.map(value))),
            ("head", .string(result.head)),
            ("totalEntries", .int(result.totalEntries)),
        ].compactMap { key, value in value.map { (key, $0) } })
        var writer = Writer()
        writer.write(&json, depth: 0)
        return writer.bytes
    }

    private static func value(_ change: TokenChangeRecord) -> Value {
        .object([
            ("after", .string(change.after)),
            ("afterSwatch", change.afterSwatch.map(Value.string)),
            ("before", .string(change.before)),
            ("beforeSwatch", change.beforeSwatch.map(Value.string)),
            ("entries", .array(change.entries.map(Value.string))),
            ("kind", .string(change.kind.rawValue)),
            ("mode", .string(change.mode)),
            ("path", .string(change.path)),
        ].compactMap { key, value in value.map { (key, $0) } })
    }

    private static func value(_ entry: ReviewedEntry) -> Value {
        .object([
            ("before", entry.before.map { Value.string($0.rawValue) }),
            ("differingPixels", entry.differingPixels.map(Value.int)),
            ("identifier", .string(entry.identifier)),
            ("images", .object(entry.images.map { ($0.key, Value.string($0.value)) })),
            ("status", .string(entry.status.rawValue)),
            ("summary", .string(entry.summary)),
            ("tokens", .array(entry.tokens.map(Value.string))),
        ].compactMap { key, value in value.map { (key, $0) } })
    }

    private indirect enum Value {
        case string(String)
        case int(Int)
        case array([Value])
        /// Members in any order: the writer sorts them.
        case object([(String, Value)])
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func write(_ value: inout Value, depth: Int) {
            switch value {
            case .string(let text): string(text)
            case .int(let number): bytes.append(contentsOf: String(number).utf8)
            case .array(var items):
                bytes.append(UInt8(ascii: "["))
                bytes.append(UInt8(ascii: "\n"))
                for index in items.indices {
                    if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
                    indent(depth + 1)
                    write(&items[index], depth: depth + 1)
                }
                close("]", depth: depth)
            case .object(var members):
                // Byte order of the keys' UTF-8, as the encoder sorts them.
                members.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
                bytes.append(UInt8(ascii: "{"))
                bytes.append(UInt8(ascii: "\n"))
                for index in members.indices {
                    if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
                    indent(depth + 1)
                    string(members[index].0)
                    bytes.append(contentsOf: " : ".utf8)
                    write(&members[index].1, depth: depth + 1)
                }
                close("}", depth: depth)
            }
        }

        /// A newline, the indent, the bracket (an empty one is then `[`, a blank line, `]`).
        private mutating func close(_ bracket: Unicode.Scalar, depth: Int) {
            bytes.append(UInt8(ascii: "\n"))
            indent(depth)
            bytes.append(UInt8(ascii: bracket))
        }

        private mutating func indent(_ depth: Int) {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }

        private mutating func string(_ text: String) {
            bytes.append(UInt8(ascii: "\""))
            // Most texts need no escape: one scan, then their bytes in one append.
            guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                bytes.append(contentsOf: text.utf8)
                bytes.append(UInt8(ascii: "\""))
                return
            }
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
                case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
                case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
                case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
                case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
                case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
                case 0..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: #"\u00"#.utf8)
                    bytes.append(hex[Int(byte >> 4)])
                    bytes.append(hex[Int(byte & 15)])
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }
}
