/// Role names for generated constants: the token path in lower camel case, with the type's own
/// top-level group dropped (`color.text.primary` → `textPrimary`, `typography.body` → `body`,
/// `space.2xs` → `space2xs`).
enum SwiftIdentifier {
    /// Top-level groups that only repeat the type and are left out of names.
    static let redundantGroups: [TokenType: String] = [.color: "color", .typography: "typography", .shadow: "shadow",
                                                          .border: "border", .gradient: "gradient", .transition: "transition"]

    static func name(forPath path: String, type: TokenType) -> String {
        var segments = path.split(separator: ".").map(String.init)
        if segments.count > 1, segments.first == redundantGroups[type] { segments.removeFirst() }
        let words = segments.flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init) }
        var name = ""
        for (position, word) in words.enumerated() {
            name += position == 0 ? lowercasingFirst(word) : uppercasingFirst(word)
        }
        if name.first?.isNumber ?? true { name = "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// `AcmeTokens`: an identifier starting with a capital letter, usable as a type name.
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isUppercase, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_") }
            && !keywords.contains(name)
    }

    private static func lowercasingFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }
    private static func uppercasingFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "default", "deinit", "enum", "extension", "func", "import", "init", "inout", "internal",
        "let", "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "continue", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where",
        "while", "as", "false", "is", "nil", "self", "Self", "super", "throw", "throws", "true", "try", "Type",
    ]
}
