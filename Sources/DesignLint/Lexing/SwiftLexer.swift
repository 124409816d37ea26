/// Splits Swift source into `SwiftLexeme`s, well enough to read call sites: identifiers,
/// numbers, string literals (plain, multi-line `"""`, raw `#"…"#`, with interpolations
/// `\(…)` skipped however deeply they nest), `#` and `@` names, punctuation and operators.
/// Line comments, nested block comments and whitespace are dropped.
///
/// What it does not do: regex literals (`/…/` lexes as operators and names, which can only
/// hide a style value inside the regex, never invent one), and it does not check that the
/// source compiles. Unterminated strings or comments end at the end of the file.
///
/// ```swift
/// let lexemes = SwiftLexer.lex("Text(\"16 pt\") // .padding(16)\n.padding(16)")
/// lexemes.filter { $0.kind == .number }.map(\.line)   // [2]
/// ```
public enum SwiftLexer {
    public static func lex(_ source: String) -> [SwiftLexeme] {
        lex(utf8: Array(source.utf8))
    }

    public static func lex(utf8 bytes: [UInt8]) -> [SwiftLexeme] {
        var scanner = Scanner(bytes: bytes)
        return scanner.run()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var column = 1
        var lexemes: [SwiftLexeme] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            lexemes.reserveCapacity(bytes.count / 4)
        }

        func peek(_ offset: Int = 0) -> UInt8 {
            let position = index + offset
            return position < bytes.count ? bytes[position] : 0
        }

        /// Moves one byte on, keeping line and column (columns count scalars, not bytes).
        mutating func advance() {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        mutating func run() -> [SwiftLexeme] {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                    advance()
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    while index < bytes.count && bytes[index] != 0x0A { advance() }
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""):
                    lexString(pounds: 0)
                case UInt8(ascii: "#"):
                    var pounds = 0
                    while peek(pounds) == UInt8(ascii: "#") { pounds += 1 }
                    if peek(pounds) == UInt8(ascii: "\"") {
                        lexString(pounds: pounds)
                    } else {
                        lexPrefixed(.pound)
                    }
                case UInt8(ascii: "@"):
                    lexPrefixed(.attribute)
                case UInt8(ascii: "`"):
                    lexBacktickIdentifier()
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    lexNumber()
                case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
                     UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"),
                     UInt8(ascii: ";"), UInt8(ascii: "."):
                    let (startLine, startColumn, start) = (line, column, index)
                    advance()
                    lexemes.append(SwiftLexeme(kind: .punctuation, text: String(UnicodeScalar(byte)), line: startLine, column: startColumn, start: start, end: index))
                default:
                    if Self.isOperator(byte) {
                        lexOperator()
                    } else if Self.isIdentifierStart(byte) {
                        lexIdentifier()
                    } else {
                        advance()
                    }
                }
            }
            return lexemes
        }

        static func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
        }

        static func isIdentifierBody(_ byte: UInt8) -> Bool {
            isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
        }

        static func isOperator(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "/"),
                 UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"),
                 UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
                return true
            default:
                return false
            }
        }

        func text(_ start: Int, _ end: Int) -> String {
            String(decoding: bytes[start..<end], as: UTF8.self)
        }

        mutating func skipBlockComment() {
            var depth = 0
            repeat {
                if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    advance(); advance()
                } else if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    advance(); advance()
                } else {
                    advance()
                }
            } while depth > 0 && index < bytes.count
        }

        mutating func lexIdentifier() {
            let (startLine, startColumn, start) = (line, column, index)
            while index < bytes.count && Self.isIdentifierBody(bytes[index]) { advance() }
            lexemes.append(SwiftLexeme(kind: .identifier, text: text(start, index), line: startLine, column: startColumn, start: start, end: index))
        }

        mutating func lexBacktickIdentifier() {
            let (startLine, startColumn, start) = (line, column, index)
            advance()
            let nameStart = index
            while index < bytes.count && bytes[index] != UInt8(ascii: "`") && bytes[index] != 0x0A { advance() }
            let name = text(nameStart, index)
            if peek() == UInt8(ascii: "`") { advance() }
            lexemes.append(SwiftLexeme(kind: .identifier, text: name, line: startLine, column: startColumn, start: start, end: index))
        }

        /// `#name` or `@name`; a lone `#` or `@` is a lexeme of that kind with no name after it.
        mutating func lexPrefixed(_ kind: SwiftLexeme.Kind) {
            let (startLine, startColumn, start) = (line, column, index)
            advance()
            while index < bytes.count && Self.isIdentifierBody(bytes[index]) { advance() }
            lexemes.append(SwiftLexeme(kind: kind, text: text(start, index), line: startLine, column: startColumn, start: start, end: index))
        }

        mutating func lexOperator() {
            let (startLine, startColumn, start) = (line, column, index)
            while index < bytes.count && Self.isOperator(bytes[index]) {
                // `//` or `/*` right after an operator starts a comment, not more operator.
                if bytes[index] == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) && index > start { break }
                advance()
            }
            lexemes.append(SwiftLexeme(kind: .operator, text: text(start, index), line: startLine, column: startColumn, start: start, end: index))
        }

        mutating func lexNumber() {
            let (startLine, startColumn, start) = (line, column, index)
            let hex = peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
            if hex || (peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "b") || peek(1) == UInt8(ascii: "o"))) {
                advance(); advance()
            }
            while index < bytes.count {
                let byte = bytes[index]
                let isDigit = byte >= 0x30 && byte <= 0x39
                let isHexLetter = hex && ((byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46))
                if isDigit || isHexLetter || byte == UInt8(ascii: "_") {
                    advance()
                } else if byte == UInt8(ascii: "."), peek(1) >= 0x30, peek(1) <= 0x39,
                          !(lexemes.last?.is(".") ?? false) {
                    // `1.5` is one number; `tuple.0.1` stays member accesses.
                    advance()
                } else if !hex && (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) {
                    advance()
                    if peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") { advance() }
                } else if hex && (byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")) {
                    advance()
                    if peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") { advance() }
                } else {
                    break
                }
            }
            lexemes.append(SwiftLexeme(kind: .number, text: text(start, index), line: startLine, column: startColumn, start: start, end: index))
        }

        /// A string literal opened by `pounds` × `#` and `"` or `"""`; the lexeme's text is the
        /// literal content with escapes kept as written and interpolations left out.
        mutating func lexString(pounds: Int) {
            let (startLine, startColumn, start) = (line, column, index)
            for _ in 0..<pounds { advance() }
            let multiLine = peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            for _ in 0..<(multiLine ? 3 : 1) { advance() }
            var content: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") && closes(multiLine: multiLine, pounds: pounds) {
                    for _ in 0..<((multiLine ? 3 : 1) + pounds) { advance() }
                    break
                }
                if !multiLine && byte == 0x0A { break }
                if byte == UInt8(ascii: "\\") && escapeOpens(pounds: pounds) {
                    for _ in 0...pounds { advance() }
                    if peek() == UInt8(ascii: "(") {
                        skipInterpolation()
                    } else if index < bytes.count {
                        content.append(UInt8(ascii: "\\"))
                        content.append(bytes[index])
                        advance()
                    }
                    continue
                }
                content.append(byte)
                advance()
            }
            lexemes.append(SwiftLexeme(kind: .string, text: String(decoding: content, as: UTF8.self), line: startLine, column: startColumn, start: start, end: index))
        }

        func closes(multiLine: Bool, pounds: Int) -> Bool {
            let quotes = multiLine ? 3 : 1
            for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
            for offset in 0..<pounds where peek(quotes + offset) != UInt8(ascii: "#") { return false }
            return true
        }

        func escapeOpens(pounds: Int) -> Bool {
            for offset in 0..<pounds where peek(1 + offset) != UInt8(ascii: "#") { return false }
            return true
        }

        /// Skips `( … )` of an interpolation, strings and comments inside it included.
        mutating func skipInterpolation() {
            let outer = lexemes.count
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "(") {
                    depth += 1
                    advance()
                } else if byte == UInt8(ascii: ")") {
                    depth -= 1
                    advance()
                    if depth == 0 { break }
                } else if byte == UInt8(ascii: "\"") {
                    lexString(pounds: 0)
                } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                    skipBlockComment()
                } else if byte == 0x0A {
                    advance()
                } else {
                    advance()
                }
            }
            lexemes.removeSubrange(outer...)
        }
    }
}
