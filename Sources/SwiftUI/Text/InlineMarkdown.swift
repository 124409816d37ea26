/// The inline Markdown SwiftUI renders in a `LocalizedStringKey` (Foundation's
/// `AttributedString(markdown:)` with `.inlineOnlyPreservingWhitespace` on Apple platforms,
/// which Foundation on Linux does not have): `**strong**`/`__strong__` (bold), `*emphasis*`/
/// `_emphasis_` (italic), `***both***`, `` `code` `` (monospaced), `~~strike~~`/`~strike~`, and
/// `[text](destination)` links. Backslash escapes any ASCII punctuation. Whitespace and newlines
/// are kept; block syntax (headings, lists) stays literal text, as in SwiftUI.
///
/// Emphasis follows CommonMark's delimiter-run rules (left/right-flanking, `_` not inside words,
/// the rule of three) on a flat run of characters; a code span's content is never parsed.
///
/// ```swift
/// InlineMarkdown.parse("Tap **Save** or `⌘S`")
/// // ["Tap ", "Save" bold, " or ", "⌘S" code]
/// ```
enum InlineMarkdown {
    struct Traits: Sendable, Hashable {
        var bold = false
        var italic = false
        var code = false
        var strikethrough = false
        var link: String?
    }

    struct Span: Sendable, Hashable {
        var text: String
        var traits: Traits
    }

    private struct Node {
        var text: String
        var delimiter: Character?
        var count = 0
        var originalCount = 0
        var canOpen = false
        var canClose = false
        var traits: Traits
    }

    static func parse(_ source: String) -> [Span] {
        var nodes = tokenize(Array(source))
        processEmphasis(&nodes)
        var spans: [Span] = []
        for node in nodes {
            let text = node.delimiter.map { String(repeating: $0, count: node.count) } ?? node.text
            guard !text.isEmpty else { continue }
            if let last = spans.last, last.traits == node.traits {
                spans[spans.count - 1].text += text
            } else {
                spans.append(Span(text: text, traits: node.traits))
            }
        }
        return spans
    }

    private static func isPunctuation(_ character: Character) -> Bool {
        character.isPunctuation || character.isSymbol
    }

    private static func isASCIIPunctuation(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (33...47).contains(ascii) || (58...64).contains(ascii) || (91...96).contains(ascii) || (123...126).contains(ascii)
    }

    private static func tokenize(_ chars: [Character]) -> [Node] {
        var nodes: [Node] = []
        var traits = Traits()
        var links: [(close: Int, resume: Int, outer: String?)] = []
        func appendText(_ text: String, code: Bool = false) {
            var nodeTraits = traits
            nodeTraits.code = code
            if let last = nodes.last, last.delimiter == nil, last.traits == nodeTraits {
                nodes[nodes.count - 1].text += text
            } else {
                nodes.append(Node(text: text, traits: nodeTraits))
            }
        }
        var index = 0
        let count = chars.count
        while index < count {
            if let link = links.last, link.close == index {
                links.removeLast()
                traits.link = link.outer
                index = link.resume
                continue
            }
            let character = chars[index]
            switch character {
            case "\\" where index + 1 < count && isASCIIPunctuation(chars[index + 1]):
                appendText(String(chars[index + 1]))
                index += 2
            case "`":
                let run = runLength(chars, from: index)
                if let close = closingBackticks(chars, from: index + run, length: run) {
                    var content = String(chars[(index + run)..<close]).replacingOccurrences(of: "\n", with: " ")
                    if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                        content = String(content.dropFirst().dropLast())
                    }
                    appendText(content, code: true)
                    index = close + run
                } else {
                    appendText(String(repeating: "`", count: run))
                    index += run
                }
            case "[" where links.isEmpty:
                if let (close, destination, resume) = link(chars, openingAt: index) {
                    links.append((close, resume, traits.link))
                    traits.link = destination
                } else {
                    appendText("[")
                }
                index += 1
            case "*", "_", "~":
                let run = runLength(chars, from: index)
                let before: Character = index > 0 ? chars[index - 1] : " "
                let after: Character = index + run < count ? chars[index + run] : " "
                let leftFlanking = !after.isWhitespace && (!isPunctuation(after) || before.isWhitespace || isPunctuation(before))
                let rightFlanking = !before.isWhitespace && (!isPunctuation(before) || after.isWhitespace || isPunctuation(after))
                var node = Node(text: "", delimiter: character, count: run, originalCount: run, traits: traits)
                if character == "_" {
                    node.canOpen = leftFlanking && (!rightFlanking || isPunctuation(before))
                    node.canClose = rightFlanking && (!leftFlanking || isPunctuation(after))
                } else {
                    node.canOpen = leftFlanking
                    node.canClose = rightFlanking
                }
                if character == "~" && run > 2 { node.canOpen = false; node.canClose = false }
                nodes.append(node)
                index += run
            default:
                appendText(String(character))
                index += 1
            }
        }
        return nodes
    }

    private static func runLength(_ chars: [Character], from start: Int) -> Int {
        var end = start
        while end < chars.count && chars[end] == chars[start] { end += 1 }
        return end - start
    }

    /// Where a run of exactly `length` backticks starts at or after `start`.
    private static func closingBackticks(_ chars: [Character], from start: Int, length: Int) -> Int? {
        var index = start
        while index < chars.count {
            if chars[index] == "`" {
                let run = runLength(chars, from: index)
                if run == length { return index }
                index += run
            } else {
                index += 1
            }
        }
        return nil
    }

    /// `[text](destination)` starting at `open`: the index of `]`, the destination and the index
    /// after `)`. Brackets nest; the destination has no spaces (`<…>` may), an optional
    /// `"title"` after it is dropped.
    private static func link(_ chars: [Character], openingAt open: Int) -> (Int, String, Int)? {
        var depth = 0
        var index = open + 1
        var close: Int?
        while index < chars.count {
            switch chars[index] {
            case "\\": index += 1
            case "[": depth += 1
            case "]":
                if depth == 0 { close = index } else { depth -= 1 }
            default: break
            }
            if close != nil { break }
            index += 1
        }
        guard let close, close + 1 < chars.count, chars[close + 1] == "(" else { return nil }
        guard let end = chars[(close + 2)...].firstIndex(of: ")") else { return nil }
        var inside = String(chars[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
        if let space = inside.firstIndex(of: " "), inside[inside.index(after: space)...].trimmingCharacters(in: .whitespaces).first == "\"" {
            inside = String(inside[..<space])
        }
        if inside.hasPrefix("<") && inside.hasSuffix(">") { inside = String(inside.dropFirst().dropLast()) }
        guard !inside.contains(" ") || chars[close + 2] == "<" else { return nil }
        return (close, inside, end + 1)
    }

    private static func processEmphasis(_ nodes: inout [Node]) {
        var closer = 0
        while closer < nodes.count {
            guard nodes[closer].delimiter != nil, nodes[closer].canClose, nodes[closer].count > 0 else { closer += 1; continue }
            let marker = nodes[closer].delimiter!
            var matched = false
            var opener = closer - 1
            while opener >= 0 {
                let candidate = nodes[opener]
                if candidate.delimiter == marker, candidate.canOpen, candidate.count > 0, compatible(candidate, nodes[closer]) {
                    break
                }
                opener -= 1
            }
            if opener >= 0 {
                let use: Int
                if marker == "~" {
                    use = min(nodes[opener].count, nodes[closer].count)
                } else {
                    use = nodes[opener].count >= 2 && nodes[closer].count >= 2 ? 2 : 1
                }
                for inner in (opener + 1)..<closer {
                    if marker == "~" {
                        nodes[inner].traits.strikethrough = true
                    } else if use == 2 {
                        nodes[inner].traits.bold = true
                    } else {
                        nodes[inner].traits.italic = true
                    }
                    // Delimiters between a matched pair can no longer match anything.
                    if nodes[inner].delimiter != nil { nodes[inner].canOpen = false; nodes[inner].canClose = false }
                }
                nodes[opener].count -= use
                nodes[closer].count -= use
                matched = true
            }
            if !matched || nodes[closer].count == 0 { closer += 1 }
        }
    }

    /// CommonMark's rule of three for `*` and `_`; tildes match only runs of the same length.
    private static func compatible(_ opener: Node, _ closer: Node) -> Bool {
        if opener.delimiter == "~" { return opener.count == closer.count }
        if opener.canClose || closer.canOpen {
            let sum = opener.originalCount + closer.originalCount
            if sum % 3 == 0 && !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0) { return false }
        }
        return true
    }
}
