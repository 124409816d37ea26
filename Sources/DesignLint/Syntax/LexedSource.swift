/// A file's lexemes with every bracket paired, the structure the rules read call sites from.
///
/// ```swift
/// let source = LexedSource("x.padding(.horizontal, 12)")
/// let call = source.call(openingAt: 3)!
/// call.name                        // "padding"
/// call.arguments.map(\.label)      // [nil, nil]
/// ```
public struct LexedSource: Sendable {
    public let lexemes: [SwiftLexeme]
    /// For each `(`, `[` or `{`, the index of its partner; for other lexemes -1. Unclosed
    /// brackets pair with the end of the file.
    let partner: [Int]
    /// Number of lines (a trailing newline does not start another).
    public let lineCount: Int
    let bytes: [UInt8]

    public init(_ text: String) {
        bytes = Array(text.utf8)
        lexemes = SwiftLexer.lex(utf8: bytes)
        var partner = [Int](repeating: -1, count: lexemes.count)
        var open: [Int] = []
        for (index, lexeme) in lexemes.enumerated() where lexeme.kind == .punctuation {
            switch lexeme.text {
            case "(", "[", "{":
                open.append(index)
            case ")", "]", "}":
                if let start = open.popLast() {
                    partner[start] = index
                    partner[index] = start
                }
            default:
                break
            }
        }
        for start in open { partner[start] = lexemes.count }
        self.partner = partner
        var lines = 0
        var sawContent = false
        for byte in bytes {
            if byte == 0x0A {
                lines += 1
                sawContent = false
            } else {
                sawContent = true
            }
        }
        lineCount = lines + (sawContent ? 1 : 0)
    }

    public subscript(index: Int) -> SwiftLexeme? {
        index >= 0 && index < lexemes.count ? lexemes[index] : nil
    }

    /// The call whose `(` is at `open`, when a name precedes it (`padding(`, `.padding(`,
    /// `Color.init(`); `nil` for a parenthesised expression or tuple.
    public func call(openingAt open: Int) -> CallSyntax? {
        guard let paren = self[open], paren.is("("), let nameLexeme = self[open - 1] else { return nil }
        let name: String
        var nameIndex = open - 1
        switch nameLexeme.kind {
        case .identifier:
            name = nameLexeme.text
        case .pound:
            name = nameLexeme.text
        case .operator where nameLexeme.text == "?" || nameLexeme.text == "!":
            // `optionalClosure?(…)` is not a style call; `.init?(` neither.
            return nil
        default:
            return nil
        }
        if ["if", "guard", "while", "switch", "return", "in", "case", "for", "let", "var", "where", "else", "catch"].contains(name) {
            return nil
        }
        var qualifier: String?
        var isMember = false
        if let dot = self[nameIndex - 1], dot.is(".") {
            isMember = true
            if let owner = self[nameIndex - 2], owner.kind == .identifier {
                qualifier = owner.text
                nameIndex -= 2
            }
        }
        let close = partner[open]
        return CallSyntax(name: name, qualifier: qualifier, isMember: isMember, nameIndex: open - 1, start: nameIndex,
                          open: open, close: close, arguments: arguments(from: open + 1, to: close))
    }

    /// The comma-separated arguments between `from` and `to` (exclusive), each with its label.
    func arguments(from start: Int, to end: Int) -> [CallArgument] {
        var result: [CallArgument] = []
        var argumentStart = start
        var index = start
        func finish(at stop: Int) {
            guard stop > argumentStart else { return }
            if let first = self[argumentStart], first.kind == .identifier, let colon = self[argumentStart + 1], colon.is(":"), stop > argumentStart + 2 {
                result.append(CallArgument(label: first.text, start: argumentStart + 2, end: stop))
            } else {
                result.append(CallArgument(label: nil, start: argumentStart, end: stop))
            }
        }
        while index < end {
            let lexeme = lexemes[index]
            if lexeme.kind == .punctuation {
                if lexeme.text == "(" || lexeme.text == "[" || lexeme.text == "{" {
                    index = max(partner[index], index) + 1
                    continue
                }
                if lexeme.text == "," {
                    finish(at: index)
                    argumentStart = index + 1
                }
            }
            index += 1
        }
        finish(at: min(end, lexemes.count))
        return result
    }

    /// The source text of the lexemes `start..<end` as written, each run of whitespace
    /// (line breaks included) collapsed to one space.
    public func text(_ start: Int, _ end: Int) -> String {
        let first = max(start, 0)
        let last = min(end, lexemes.count) - 1
        guard first <= last else { return "" }
        var out: [UInt8] = []
        var pendingSpace = false
        for byte in bytes[lexemes[first].start..<lexemes[last].end] {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                pendingSpace = true
            } else {
                if pendingSpace && !out.isEmpty { out.append(0x20) }
                pendingSpace = false
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// A call site: `name(arguments)`, possibly `.name(…)` or `Qualifier.name(…)`.
public struct CallSyntax: Sendable {
    public var name: String
    /// `Color` in `Color.init(…)` or `Font.system(…)`; `nil` for `.system(…)` and `system(…)`.
    public var qualifier: String?
    /// Written after a `.`: `.padding(…)`, `Font.system(…)`.
    public var isMember: Bool
    /// The index of the name lexeme.
    public var nameIndex: Int
    /// The first lexeme of the callee (the qualifier when there is one).
    public var start: Int
    public var open: Int
    public var close: Int
    public var arguments: [CallArgument]

    public func argument(_ label: String) -> CallArgument? { arguments.first { $0.label == label } }
    public var unlabelled: [CallArgument] { arguments.filter { $0.label == nil } }
}

/// One argument of a call: its label and the lexeme range of its expression.
public struct CallArgument: Sendable, Equatable {
    public var label: String?
    public var start: Int
    public var end: Int
}
