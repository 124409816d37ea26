import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A strict JSON (RFC 8259) parser that keeps object key order and line numbers.
///
/// Strict: no comments, no trailing commas, no duplicate keys, no `NaN`, no leading zeros, no
/// control characters inside strings. Bounded: nesting deeper than `maximumDepth` and input
/// larger than `maximumBytes` are refused with an error rather than exhausting the stack or
/// memory. Foundation's `JSONSerialization` is not used because it loses both key order (which
/// decides override order and stable output) and line numbers (which every error names).
///
/// ```swift
/// let root = try JSONParser.parse(Array(text.utf8), file: "colors.tokens.json")
/// ```
public struct JSONParser {
    /// Deeper nesting than any token file needs; deep enough for composites inside groups.
    public static let maximumDepth = 128
    /// 16 MiB: far above any real token or Figma export file.
    public static let maximumBytes = 16 << 20

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1

    public static func parse(_ text: String, file: String) throws -> JSONNode {
        try parse(Array(text.utf8), file: file)
    }

    public static func parse(_ bytes: [UInt8], file: String) throws -> JSONNode {
        try checkSize(bytes.count, file: file)
        var parser = JSONParser(bytes: bytes, file: file)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let root = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value") }
        return root
    }

    /// Refuses a file above `maximumBytes` from its size alone, before it is read into memory
    /// (a file that cannot be inspected passes: reading it reports the problem). One `stat`, links
    /// followed (the size a read would get): Foundation's `attributesOfItem` also looks up the
    /// owner's and group's names, reading `/etc/passwd` and `/etc/group`, for every token file.
    static func checkSize(ofFileAt url: URL, file: String) throws(JSONSyntaxError) {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return }
        try checkSize(Int(info.st_size), file: file)
    }

    private static func checkSize(_ byteCount: Int, file: String) throws(JSONSyntaxError) {
        guard byteCount <= maximumBytes else {
            throw JSONSyntaxError(file: file, line: 1, message: "file is \(byteCount) bytes, more than the \(maximumBytes)-byte limit; split it into several token files")
        }
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(file: file, line: line, message: message)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws -> JSONNode {
        guard index < bytes.count else { throw error("expected a value, found end of file") }
        let startLine = line
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(try parseObject(depth: depth + 1), line: startLine)
        case UInt8(ascii: "["): return JSONNode(try parseArray(depth: depth + 1), line: startLine)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), line: startLine)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), line: startLine)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), line: startLine)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try parseNumber()), line: startLine)
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func enter(_ depth: Int) throws {
        guard depth <= Self.maximumDepth else {
            throw error("nesting deeper than \(Self.maximumDepth) levels; token files never need this, check for a generated or corrupted file")
        }
        index += 1
        skipWhitespace()
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        try enter(depth)
        var members: [JSONMember] = []
        var seen = Set<String>()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a quoted key, found \(describeCurrent())")
            }
            let keyLine = line
            let key = try parseString()
            guard seen.insert(key).inserted else { throw error("duplicate key \"\(key)\"; each key may appear once per object") }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\", found \(describeCurrent())") }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, line: keyLine, value: try parseValue(depth: depth)))
            skipWhitespace()
            guard index < bytes.count else { throw error("unterminated object: expected ',' or '}', found end of file") }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or '}' in object, found \(describeCurrent())") }
            index += 1
            skipWhitespace()
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        try enter(depth)
        var items: [JSONNode] = []
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw error("unterminated array: expected ',' or ']', found end of file") }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or ']' in array, found \(describeCurrent())") }
            index += 1
            skipWhitespace()
        }
    }

    private mutating func expectWord(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(expected) else {
            throw error("expected a value, found \(describeCurrent())")
        }
        index += count
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits after '-'") }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw error("numbers may not have leading zeros")
        }
        while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits after '.'") }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits in its exponent") }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else { throw error("number \(text) is out of range") }
        return number
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func parseString() throws -> String {
        index += 1
        // Most strings (every key) hold no escape: made from their bytes in one step, the same
        // text the scalar-by-scalar build below makes (ill-formed UTF-8 repaired alike).
        var end = index
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let text = String(decoding: bytes[index..<end], as: UTF8.self)
            index = end + 1
            return text
        }
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flushRun(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error(byte == 0x0A ? "unterminated string (strings may not span lines)" : "control character in string; escape it") }
            if byte == UInt8(ascii: "\\") {
                flushRun(index)
                scalars.append(try parseEscape())
                runStart = index
                continue
            }
            index += 1
        }
        throw error("unterminated string, found end of file")
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw error("unterminated escape, found end of file") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800...0xDBFF).contains(first) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate \\u\(String(first, radix: 16)) in string")
                }
                index += 2
                let second = try parseHex4()
                guard (0xDC00...0xDFFF).contains(second) else { throw error("unpaired surrogate \\u\(String(first, radix: 16)) in string") }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("unpaired surrogate \\u\(String(first, radix: 16)) in string") }
            return scalar
        default:
            index -= 1
            throw error("invalid escape \\\(describeCurrent()) in string")
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw error("\\u needs four hex digits")
        }
        index += 4
        return value
    }
}

/// Text that is not valid JSON (or is too large or too deep to read), with where it went wrong.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public var description: String { "\(file):\(line): invalid JSON: \(message)" }
}
