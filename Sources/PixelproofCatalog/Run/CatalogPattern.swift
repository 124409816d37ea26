/// An `--only` pattern over catalog identifiers (`<group>/<name>`): `*` matches any run of
/// characters (slashes included), `?` one character, everything else itself, case-sensitively.
/// A pattern also selects everything below it: `Button` and `Button/primary` match
/// `Button/primary.dark@2x`, because the identifier continues at a `/` or `.` boundary.
///
/// ```swift
/// CatalogPattern("Button/*").matches("Button/primary.dark@2x")      // true
/// CatalogPattern("*dark*").matches("Card/elevated.dark@2x")         // true
/// CatalogPattern("Button").matches("ButtonGroup/row.light@2x")      // false
/// ```
public struct CatalogPattern: Sendable, Hashable, CustomStringConvertible {
    public let text: String
    private let characters: [Character]
    /// No `*` or `?`: the pattern is a name, matched without globbing.
    private let isLiteral: Bool
    /// The name's bytes when it is ASCII: an identifier it matches starts with them.
    private let asciiPrefix: [UInt8]?

    public init(_ text: String) {
        self.text = text
        characters = Array(text)
        isLiteral = !characters.contains { $0 == "*" || $0 == "?" }
        asciiPrefix = text.utf8.allSatisfy { $0 < 0x80 } ? Array(text.utf8) : nil
    }

    public var description: String { text }

    public func matches(_ identifier: String) -> Bool {
        if isLiteral { return matchesLiteral(identifier) }
        let subject = Array(identifier)
        if glob(subject[...]) { return true }
        for (index, character) in subject.enumerated() where character == "/" || character == "." {
            if glob(subject[..<index]) { return true }
        }
        return false
    }

    /// `matches` for a pattern without wildcards, walking the identifier once without copying it:
    /// a name matches exactly itself, so of the prefixes `matches` tries only the one as long as
    /// the pattern can match, and it must end the identifier or stop before a `/` or `.`.
    /// (`verify --only` with each of a review's 24 identifiers ran the glob over 424 entries.)
    private func matchesLiteral(_ identifier: String) -> Bool {
        // An ASCII character equals no other character, so an identifier this name matches
        // starts with its bytes: most identifiers are told apart in a byte or two.
        if let asciiPrefix, !identifier.utf8.starts(with: asciiPrefix) { return false }
        var rest = identifier.makeIterator()
        for expected in characters {
            guard let character = rest.next(), character == expected else { return false }
        }
        guard let next = rest.next() else { return true }
        return next == "/" || next == "."
    }

    /// Iterative wildcard matching with one backtrack point: linear in practice, no recursion.
    private func glob(_ subject: ArraySlice<Character>) -> Bool {
        var p = 0, s = subject.startIndex
        var starP = -1, starS = subject.startIndex
        while s < subject.endIndex {
            if p < characters.count, characters[p] == "?" || characters[p] == subject[s] {
                p += 1
                s += 1
            } else if p < characters.count, characters[p] == "*" {
                starP = p
                starS = s
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starS += 1
                s = starS
            } else {
                return false
            }
        }
        while p < characters.count, characters[p] == "*" { p += 1 }
        return p == characters.count
    }
}
