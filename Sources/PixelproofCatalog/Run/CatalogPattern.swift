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

    public init(_ text: String) {
        self.text = text
        characters = Array(text)
    }

    public var description: String { text }

    public func matches(_ identifier: String) -> Bool {
        let subject = Array(identifier)
        if glob(subject[...]) { return true }
        for (index, character) in subject.enumerated() where character == "/" || character == "." {
            if glob(subject[..<index]) { return true }
        }
        return false
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
