/// The expansion of `@Entry var name: Type = value` inside `extension EnvironmentValues` (or
/// `Transaction`): a key type beside the property (peer role) whose default is `value`, and
/// the property's `get`/`set` through that key (accessor role), as SwiftUI's `@Entry` does.
///
/// ```text
/// @Entry var rowStyle: RowStyle = .plain
/// →
/// private struct __Key_rowStyle: SwiftUI.EnvironmentKey {
///     typealias Value = RowStyle
///     static var defaultValue: Value { .plain }
/// }
/// get { self[__Key_rowStyle.self] } set { self[__Key_rowStyle.self] = newValue }
/// ```
struct EntryExpansion {
    var name: String
    var type: String?
    var value: String

    init(declaration: String) throws {
        let text = declaration.trimmingWhitespace()
        guard let varRange = text.range(of: "var ") else {
            throw PreviewExpansion.Failure(description: "@Entry applies to a 'var' with a default value")
        }
        let afterVar = text[varRange.upperBound...]
        guard let equals = SourceScanner(Array(afterVar)).topLevelEquals() else {
            throw PreviewExpansion.Failure(description: "@Entry needs a default value: @Entry var name: Type = value")
        }
        let characters = Array(afterVar)
        let head = String(characters[..<equals]).trimmingWhitespace()
        value = String(characters[(equals + 1)...]).trimmingWhitespace()
        if let colon = head.firstIndex(of: ":") {
            name = String(head[..<colon]).trimmingWhitespace()
            type = String(head[head.index(after: colon)...]).trimmingWhitespace()
        } else {
            name = head
            type = nil
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }) else {
            throw PreviewExpansion.Failure(description: "@Entry: cannot read the property name in '\(text)'")
        }
    }

    var keyName: String { "__Key_" + name.replacingOccurrences(of: "`", with: "") }

    var keyDeclaration: String {
        if let type {
            return """
            private struct \(keyName): SwiftUI.EnvironmentKey {
                typealias Value = \(type)
                static var defaultValue: Value { \(value) }
            }
            """
        }
        return """
        private struct \(keyName): SwiftUI.EnvironmentKey {
            nonisolated(unsafe) static let defaultValue = \(value)
        }
        """
    }

    var accessors: String {
        "get { self[\(keyName).self] }\nset { self[\(keyName).self] = newValue }"
    }
}

extension SourceScanner {
    /// The index of the first `=` outside brackets, strings and comments that is an
    /// assignment (not part of `==`, `<=`, `>=`, `!=`, `->`).
    func topLevelEquals() -> Int? {
        var depth = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if "({[<".contains(character) { depth += 1 }
            if ")}]>".contains(character) { depth = max(0, depth - 1) }
            if character == "\"" { return nil }
            if character == "=", depth == 0 {
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + 1 < characters.count ? characters[index + 1] : " "
                if !"=!<>".contains(before), after != "=" { return index }
            }
            index += 1
        }
        return nil
    }
}
