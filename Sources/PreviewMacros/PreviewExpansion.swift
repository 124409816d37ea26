/// The expansion of one `#Preview(…) { … }`: its source text split into the display name,
/// the traits and the body, then written out as a type conforming to
/// `PixelproofPreviewDeclaration` (Sources/SwiftUI/Previews/PreviewMacro.swift).
///
/// ```text
/// #Preview("Dark", traits: .sizeThatFitsLayout) { Badge("New") }
/// →
/// struct $s…7PreviewfMu_: SwiftUI.PixelproofPreviewDeclaration {
///     static var displayName: String? { "Dark" }
///     static var traits: [SwiftUI.PreviewTrait<SwiftUI.Preview.ViewTraits>] { [.sizeThatFitsLayout] }
///     static var fileID: String { "AcmeUI/Badge.swift" }
///     static var line: Int { 12 }
///     @MainActor @SwiftUI.ViewBuilder static var previewBody: some SwiftUI.View { Badge("New") }
/// }
/// ```
struct PreviewExpansion {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    var name: String?
    var traits: [String] = []
    var body: String

    init(source: String) throws {
        let scanner = SourceScanner(Array(source))
        var index = 0
        let text = scanner.characters
        // Skip "#Preview".
        while index < text.count, text[index] != "(" && text[index] != "{" { index += 1 }
        var arguments: [(label: String?, value: String)] = []
        if index < text.count, text[index] == "(" {
            let close = try scanner.matching(from: index)
            arguments = scanner.splitArguments(from: index + 1, to: close)
            index = close + 1
        }
        var closure: String?
        while index < text.count, text[index].isWhitespace { index += 1 }
        if index < text.count, text[index] == "{" {
            let close = try scanner.matching(from: index)
            closure = String(text[index...close])
        }
        var inTraits = false
        for (position, argument) in arguments.enumerated() {
            switch argument.label {
            case nil where position == 0 && !inTraits:
                name = argument.value
            case "traits":
                inTraits = true
                traits.append(argument.value)
            case nil where inTraits:
                traits.append(argument.value)
            case "body":
                closure = argument.value
            default:
                throw Failure(description: "#Preview: unexpected argument '\(argument.label ?? "_"): \(argument.value)'")
            }
        }
        guard let closure else {
            throw Failure(description: "#Preview needs a body: #Preview(\"Name\") { MyView() }")
        }
        body = closure
    }

    func declaration(typeName: String, fileID: String, line: Int) -> String {
        """
        struct \(typeName): SwiftUI.PixelproofPreviewDeclaration {
            static var displayName: String? { \(name ?? "nil") }
            static var traits: [SwiftUI.PreviewTrait<SwiftUI.Preview.ViewTraits>] { [\(traits.joined(separator: ", "))] }
            static var fileID: String { \(quoted(fileID)) }
            static var line: Int { \(line) }
            @MainActor @SwiftUI.ViewBuilder static var previewBody: some SwiftUI.View \(body)
        }
        """
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// Finds matching brackets and top-level commas in Swift source, skipping string literals
/// (plain, multi-line and raw) and comments.
struct SourceScanner {
    let characters: [Character]

    init(_ characters: [Character]) {
        self.characters = characters
    }

    /// The index of the bracket closing the one at `open`.
    func matching(from open: Int) throws -> Int {
        var depth = 0
        var index = open
        while index < characters.count {
            let character = characters[index]
            if let skipped = skipLiteralOrComment(at: index) {
                index = skipped
                continue
            }
            if "({[".contains(character) { depth += 1 }
            if ")}]".contains(character) {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        throw PreviewExpansion.Failure(description: "#Preview: unbalanced '\(characters[open])'")
    }

    /// The arguments between `start` and `end` (exclusive), split at top-level commas, each
    /// with its label if it has one.
    func splitArguments(from start: Int, to end: Int) -> [(label: String?, value: String)] {
        var pieces: [String] = []
        var depth = 0
        var current = ""
        var index = start
        while index < end {
            if let skipped = skipLiteralOrComment(at: index) {
                current += String(characters[index..<skipped])
                index = skipped
                continue
            }
            let character = characters[index]
            if "({[".contains(character) { depth += 1 }
            if ")}]".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
            index += 1
        }
        pieces.append(current)
        return pieces.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.map(Self.labelled)
    }

    private static func labelled(_ argument: String) -> (label: String?, value: String) {
        let characters = Array(argument)
        var index = 0
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
            index += 1
        }
        guard index > 0, index < characters.count else { return (nil, argument) }
        var colon = index
        while colon < characters.count, characters[colon] == " " { colon += 1 }
        guard colon < characters.count, characters[colon] == ":", colon + 1 < characters.count, characters[colon + 1] != ":" else {
            return (nil, argument)
        }
        return (String(characters[..<index]), String(characters[(colon + 1)...]).trimmingWhitespace())
    }

    /// The index just past a string literal or comment starting at `index`, or `nil`.
    private func skipLiteralOrComment(at index: Int) -> Int? {
        let character = characters[index]
        if character == "/", index + 1 < characters.count {
            if characters[index + 1] == "/" {
                var end = index
                while end < characters.count, characters[end] != "\n" { end += 1 }
                return end
            }
            if characters[index + 1] == "*" {
                var end = index + 2
                while end + 1 < characters.count, !(characters[end] == "*" && characters[end + 1] == "/") { end += 1 }
                return min(end + 2, characters.count)
            }
        }
        var hashes = 0
        var start = index
        while start < characters.count, characters[start] == "#" { hashes += 1; start += 1 }
        guard start < characters.count, characters[start] == "\"" else { return nil }
        let multiline = start + 2 < characters.count && characters[start + 1] == "\"" && characters[start + 2] == "\""
        let quote: [Character] = multiline ? ["\"", "\"", "\""] : ["\""]
        var end = start + quote.count
        while end < characters.count {
            if hashes == 0, characters[end] == "\\" {
                end += 2
                continue
            }
            if Array(characters[end..<min(end + quote.count, characters.count)]) == quote {
                var closingHashes = 0
                var after = end + quote.count
                while after < characters.count, characters[after] == "#", closingHashes < hashes { closingHashes += 1; after += 1 }
                if closingHashes == hashes { return after }
            }
            end += 1
        }
        return characters.count
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
