/// One token of Swift source as the lint reads it: what kind, where it starts (1-based line and
/// column, the column counted in Unicode scalars), and its byte range in the file.
///
/// Comments and whitespace produce no lexemes; a string literal is one lexeme whose `text` is
/// its literal content (interpolated code is dropped), so nothing inside a string can look like
/// a style value.
///
/// ```swift
/// SwiftLexer.lex(".padding(16)").map(\.text)   // [".", "padding", "(", "16", ")"]
/// ```
public struct SwiftLexeme: Equatable, Sendable {
    public enum Kind: UInt8, Sendable {
        /// A name or keyword, backticks removed: `padding`, `Color`, `let`, `$0`.
        case identifier
        /// A numeric literal: `16`, `0.5`, `1_000`, `0x2F6BFF`, `1e3`.
        case number
        /// A string literal; `text` is its content without quotes and interpolations.
        case string
        /// `#colorLiteral`, `#if`, `#Preview`: `#` and the name.
        case pound
        /// `@State`, `@ViewBuilder`: `@` and the name.
        case attribute
        /// One of `( ) [ ] { } , : ; .`
        case punctuation
        /// A run of operator characters: `-`, `??`, `==`, `?`, `!`.
        case `operator`
    }

    public var kind: Kind
    public var text: String
    public var line: Int
    public var column: Int
    /// Byte offsets of the lexeme in the UTF-8 source (`end` exclusive).
    public var start: Int
    public var end: Int

    public init(kind: Kind, text: String, line: Int, column: Int, start: Int, end: Int) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.start = start
        self.end = end
    }

    public func `is`(_ punctuation: String) -> Bool {
        (kind == .punctuation || kind == .operator) && text == punctuation
    }

    /// The value of a number lexeme (`1_000` → 1000, `0x10` → 16), `nil` for other kinds.
    public var numberValue: Double? {
        guard kind == .number else { return nil }
        let digits = text.replacingOccurrences(of: "_", with: "")
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            return UInt64(digits.dropFirst(2), radix: 16).map { Double($0) }
        }
        if digits.hasPrefix("0b") { return UInt64(digits.dropFirst(2), radix: 2).map { Double($0) } }
        if digits.hasPrefix("0o") { return UInt64(digits.dropFirst(2), radix: 8).map { Double($0) } }
        return Double(digits)
    }
}
