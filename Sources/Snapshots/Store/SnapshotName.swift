import Foundation

/// Turns any test or snapshot name into one safe file-name component: Unicode letters and digits
/// stay (normalised to NFC, so the same name typed two ways is one file); `- _ . @ + = ,` stay;
/// every other run of characters (slashes, spaces, `:`, control characters, NUL) becomes one
/// `-`; no `..`, no leading or trailing `.`/`-`; at most 160 UTF-8 bytes, a longer name is cut
/// and given a hash of the whole name so two long names never share a file.
///
/// ```swift
/// SnapshotName.sanitize("../evil")              // "evil"
/// SnapshotName.sanitize("card / dark mode")     // "card-dark-mode"
/// SnapshotName.sanitize("testCard()")           // "testCard"
/// SnapshotName.sanitize("Überschrift")          // "Überschrift"
/// ```
public enum SnapshotName {
    public static let maximumBytes = 160
    static let keptPunctuation: Set<Character> = ["-", "_", ".", "@", "+", "=", ","]

    public static func sanitize(_ name: String) -> String {
        isAlreadySanitized(name) ? name : sanitizedByWalking(name)
    }

    /// `sanitize` character by character (what it does for any name it cannot pass through as it is).
    static func sanitizedByWalking(_ name: String) -> String {
        var result = ""
        var pendingDash = false
        for character in name.precomposedStringWithCanonicalMapping {
            if isKept(character) {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                if character == ".", result.last == "." { continue }
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        result = trimmed(result)
        if result.isEmpty { return "_" }
        guard result.utf8.count > maximumBytes else { return result }
        var cut = ""
        for character in result {
            if cut.utf8.count + character.utf8.count > maximumBytes - 17 { break }
            cut.append(character)
        }
        return trimmed(cut) + "-" + hexHash(name)
    }

    /// The name of a test function as a file-name component: `testCard()` → `testCard`,
    /// `-[CardTests testCard]` (XCTest on Apple platforms) and `CardTests.testCard` (on Linux) →
    /// `testCard`, Swift Testing's `cardLooksRight()` → `cardLooksRight`.
    public static func testName(_ function: String) -> String {
        var name = function
        if name.hasPrefix("-[") && name.hasSuffix("]"), let space = name.lastIndex(of: " ") {
            name = String(name[name.index(after: space)..<name.index(before: name.endIndex)])
        }
        if let parenthesis = name.firstIndex(of: "(") { name = String(name[..<parenthesis]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        return sanitize(name)
    }

    /// Whether `sanitize` keeps `character` as it is (every other run of characters becomes a `-`).
    private static func isKept(_ character: Character) -> Bool {
        keptPunctuation.contains(character) || character.isLetter || character.isNumber
    }

    /// `isKept` of each ASCII byte, worked out once from it.
    private static let keptASCII: [Bool] = (0..<128).map { isKept(Character(Unicode.Scalar(UInt8($0)))) }

    /// Whether `sanitize` would return `name` unchanged, judged on its bytes alone: ASCII bytes
    /// `isKept` keeps only, no `..`, neither end a `.` or `-`, within the length.
    /// Every catalog path segment is such a name; the full walk (normalising, Unicode letter
    /// tests) cost a process 2 % of a small verify's CPU for its 424 × 4 segments.
    private static func isAlreadySanitized(_ name: String) -> Bool {
        let bytes = name.utf8
        guard let first = bytes.first, let last = bytes.last, bytes.count <= maximumBytes,
              first != UInt8(ascii: "."), first != UInt8(ascii: "-"), last != UInt8(ascii: "."), last != UInt8(ascii: "-") else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            guard byte < 0x80, keptASCII[Int(byte)] else { return false }
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { return false }
            previous = byte
        }
        return true
    }

    private static func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while let first = text.first, first == "." || first == "-" { text = text.dropFirst() }
        while let last = text.last, last == "." || last == "-" { text = text.dropLast() }
        return String(text)
    }

    /// FNV-1a, 64 bits, of the UTF-8 bytes, as 16 hex digits: stable across runs and machines.
    static func hexHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
