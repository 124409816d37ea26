/// Reads one file's lexemes and finds its style values: every raw value (a literal, a fixed or
/// system colour, a system font or text style, a call-site case or tracking) and every value
/// taken from somewhere else (a token, constant or parameter), which the ratio counts against.
///
/// Each rule's spellings are in `StyleScanner+Colors`, `+Fonts`, `+Lengths` and `+Names`.
/// Raw values are found first, each at one anchor lexeme; a style slot (`.padding(…)`,
/// `.foregroundStyle(…)`, `.font(…)`) counts as a token use only when no raw value lies inside
/// it, so `.foregroundColor(Color(red: …))` is one raw colour, not also a token use.
///
/// In a style folder (tokens, styles, themes) raw values are the point, so rules 1, 3 and 4
/// are off and nothing is counted; rules 2 and 5 still apply.
struct StyleScanner {
    let source: LexedSource
    let catalog: TokenCatalog
    let inStyleFolder: Bool
    let fonts: BundledFonts

    private(set) var raw: [Int: StyleValue] = [:]
    private(set) var notes: [StyleValue] = []
    private var slots: [(category: StyleCategory, start: Int, end: Int, anchor: Int)] = []

    init(source: LexedSource, catalog: TokenCatalog, inStyleFolder: Bool, fonts: BundledFonts) {
        self.source = source
        self.catalog = catalog
        self.inStyleFolder = inStyleFolder
        self.fonts = fonts
    }

    /// Every style value of the file in source order: raw ones, token uses, and the name and
    /// font findings that are not counted in the ratio.
    mutating func scan() -> [StyleValue] {
        let lexemes = source.lexemes
        for index in lexemes.indices {
            let lexeme = lexemes[index]
            if lexeme.kind == .punctuation, lexeme.text == "(", let call = source.call(openingAt: index) {
                visit(call)
            } else if lexeme.kind == .identifier {
                visitName(at: index)
            }
        }
        var values = Array(raw.values)
        let anchors = raw.keys.sorted()
        for slot in slots {
            let lower = lowerBound(anchors, slot.start)
            if lower < anchors.count && anchors[lower] < slot.end { continue }
            values.append(StyleValue(category: slot.category, anchor: slot.anchor, start: slot.start, end: slot.end, violation: nil, fix: ""))
        }
        values += notes
        return values.sorted { ($0.anchor, $0.violation?.rawValue ?? 0) < ($1.anchor, $1.violation?.rawValue ?? 0) }
    }

    private func lowerBound(_ sorted: [Int], _ value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private mutating func visit(_ call: CallSyntax) {
        if isDeclaration(call) { return }
        if !inStyleFolder {
            visitStyleCall(call)
        }
        if call.name == "custom" && call.isMember && (call.qualifier == nil || call.qualifier == "Font") {
            checkCustomFont(call)
        }
    }

    /// Rules 1, 3 and 4 on one call.
    private mutating func visitStyleCall(_ call: CallSyntax) {
        let name = call.name
        let owner = call.qualifier
        let isColorType = ["Color", "UIColor", "NSColor", "CGColor"].contains(name) && !call.isMember
            || name == "init" && ["Color", "UIColor", "NSColor"].contains(owner ?? "")
        if isColorType {
            colorInitializer(call)
        } else if name == "RGBA8" && !call.isMember {
            colorComponents(call, anchor: call.start)
        } else if name == "#colorLiteral" {
            colorComponents(call, anchor: call.nameIndex)
        } else if call.isMember {
            switch name {
            case "padding": padding(call)
            case "frame":
                for argument in call.arguments where StyleVocabulary.frameLabels.contains(argument.label ?? "") {
                    lengthSlot(argument, .size, call: call)
                }
            case "cornerRadius": if let first = call.arguments.first { lengthSlot(first, .radius, call: call) }
            case "shadow": shadow(call)
            case "font": if let first = call.arguments.first { fontSlot(first, call: call) }
            case "system" where owner == nil || owner == "Font": systemFont(call)
            case "custom" where owner == nil || owner == "Font": customFontSize(call)
            case "systemFont", "boldSystemFont", "monospacedSystemFont", "italicSystemFont", "monospacedDigitSystemFont": platformFont(call)
            default:
                if StyleVocabulary.colorModifiers.contains(name) {
                    for argument in call.arguments where argument.label == nil || argument.label == "color" {
                        colorSlot(argument, countsAsToken: true, anchor: call.nameIndex)
                    }
                } else if StyleVocabulary.colorOrViewModifiers.contains(name), let first = call.arguments.first, first.label == nil {
                    colorSlot(first, countsAsToken: looksLikeColor(first), anchor: call.nameIndex)
                    if name == "border", let width = call.argument("width") { lengthSlot(width, .size, call: call) }
                } else if StyleVocabulary.textStylingModifiers[name] != nil {
                    textStyling(call)
                }
            }
        } else if ["EdgeInsets", "UIEdgeInsets", "NSEdgeInsets", "NSDirectionalEdgeInsets"].contains(name) {
            for argument in call.arguments where StyleVocabulary.insetLabels.contains(argument.label ?? "") {
                lengthSlot(argument, .spacing, call: call)
            }
        }
        for argument in call.arguments {
            guard let label = argument.label else { continue }
            if StyleVocabulary.spacingLabels.contains(label) {
                lengthSlot(argument, .spacing, call: call)
            } else if StyleVocabulary.radiusLabels.contains(label) {
                lengthSlot(argument, .radius, call: call)
            } else if label == "lineWidth" {
                lengthSlot(argument, .size, call: call)
            } else if (label == "colors" || label.hasSuffix("Color") || label == "color") && !(call.isMember && name == "shadow") && !isColorType {
                colorSlot(argument, countsAsToken: false, anchor: call.nameIndex)
            }
        }
    }

    /// `func padding(…)`, `init(…)`, `case style(…)`: parameter lists, not calls.
    private func isDeclaration(_ call: CallSyntax) -> Bool {
        if call.name == "init" && !call.isMember { return true }
        guard let before = source[call.start - 1] else { return false }
        return before.kind == .identifier && ["func", "case", "subscript", "macro"].contains(before.text)
    }

    // MARK: - Recording

    mutating func recordRaw(_ category: StyleCategory?, rule: LintRule, anchor: Int, start: Int, end: Int, fix: String) {
        if raw[anchor] != nil { return }
        raw[anchor] = StyleValue(category: category, anchor: anchor, start: start, end: end, violation: rule, fix: fix)
    }

    mutating func recordNote(rule: LintRule, anchor: Int, start: Int, end: Int, fix: String) {
        notes.append(StyleValue(category: nil, anchor: anchor, start: start, end: end, violation: rule, fix: fix))
    }

    mutating func recordSlot(_ category: StyleCategory, start: Int, end: Int, anchor: Int) {
        slots.append((category, start, end, anchor))
    }

    // MARK: - Reading arguments

    /// Where a call's visible text starts: the type of `Font.system(`, else the `.` of
    /// `.padding(` (also after a value: `label.padding(` reads `.padding(`), else the callee.
    func textStart(_ call: CallSyntax) -> Int {
        guard call.isMember else { return call.start }
        if let owner = call.qualifier, owner.first?.isUppercase == true { return call.start }
        return call.nameIndex - 1
    }

    /// The text of a labelled argument (`spacing: 8`) or, unlabelled, of its whole call.
    func offendingRange(_ argument: CallArgument, call: CallSyntax) -> (Int, Int) {
        argument.label != nil ? (argument.start - 2, argument.end) : (textStart(call), call.close + 1)
    }

    /// Number literals that are a value of the argument itself: not multipliers (`* 2`), not
    /// compared (`count > 3 ? 8 : 16` counts 8 and 16), not inside a nested call or closure
    /// other than a number conversion (`CGFloat(8)` is 8).
    /// A leading minus is part of the value.
    func lengthLiterals(_ argument: CallArgument) -> [(index: Int, value: Double)] {
        var found: [(Int, Double)] = []
        var index = argument.start
        while index < argument.end {
            let lexeme = source.lexemes[index]
            let isConversion = lexeme.is("(") && ["CGFloat", "Double", "Float", "Int"].contains(source[index - 1]?.text ?? "")
            if lexeme.kind == .punctuation, ["(", "[", "{"].contains(lexeme.text), !isConversion {
                index = max(source.partner[index], index) + 1
                continue
            }
            if lexeme.kind == .number, var value = lexeme.numberValue {
                let before = source[index - 1], after = source[index + 1]
                let skip = isScaleOrComparison(before) || isScaleOrComparison(after) || (before?.is(".") ?? false)
                if !skip {
                    var start = index
                    if let minus = before, minus.is("-"), !isOperand(source[index - 2]) {
                        value = -value
                        start = index - 1
                    }
                    found.append((start, value))
                }
            }
            index += 1
        }
        return found
    }

    private func isScaleOrComparison(_ lexeme: SwiftLexeme?) -> Bool {
        guard let lexeme, lexeme.kind == .operator else { return false }
        return ["*", "/", "==", "!=", "<", ">", "<=", ">=", "%"].contains(lexeme.text)
    }

    func isOperand(_ lexeme: SwiftLexeme?) -> Bool {
        guard let lexeme else { return false }
        switch lexeme.kind {
        case .identifier, .number, .string: return true
        case .punctuation: return lexeme.text == ")" || lexeme.text == "]"
        default: return false
        }
    }

    /// Whether the argument names something (a token, constant, parameter) rather than only
    /// literals and neutral words such as `.infinity`.
    func hasNamedValue(_ argument: CallArgument) -> Bool {
        (argument.start..<argument.end).contains { index in
            let lexeme = source.lexemes[index]
            return lexeme.kind == .identifier && !StyleVocabulary.neutralIdentifiers.contains(lexeme.text)
        }
    }

    /// `.name` written without a type: the `.` follows an operator, `(`, `[`, `,`, `:`, `{`,
    /// `return` or nothing.
    func isImplicitMember(dotAt index: Int) -> Bool {
        guard let dot = source[index], dot.is("."), source[index + 1]?.kind == .identifier else { return false }
        guard let before = source[index - 1] else { return true }
        if before.kind == .operator || (before.kind == .identifier && before.text == "return") { return true }
        return before.kind == .punctuation && ["(", "[", ",", ":", "{"].contains(before.text)
    }

    /// The `.` of every implicit member in the argument, nested ones too, except inside calls
    /// named in `skipped` (their own rule reads them: `Color(.systemGray6)` is one finding).
    func implicitMembers(in argument: CallArgument, skippingCallsNamed skipped: Set<String>) -> [Int] {
        var found: [Int] = []
        var index = argument.start
        while index < argument.end {
            if source.lexemes[index].is("("), let name = source[index - 1], skipped.contains(name.text) {
                index = max(source.partner[index], index) + 1
                continue
            }
            if isImplicitMember(dotAt: index) { found.append(index) }
            index += 1
        }
        return found
    }

    /// The name of the call whose parentheses enclose `index`, looking back at most 400 lexemes.
    func enclosingCallName(of index: Int) -> String? {
        var cursor = index - 1
        while cursor >= 0 && cursor > index - 400 {
            let lexeme = source.lexemes[cursor]
            if lexeme.kind == .punctuation {
                if lexeme.text == ")" || lexeme.text == "]" || lexeme.text == "}" {
                    cursor = source.partner[cursor] - 1
                    continue
                }
                if lexeme.text == "(" { return source[cursor - 1]?.kind == .identifier ? source[cursor - 1]?.text : nil }
                if lexeme.text == "{" || lexeme.text == "[" { return nil }
            }
            cursor -= 1
        }
        return nil
    }

    func number(_ argument: CallArgument?) -> Double? {
        guard let argument else { return nil }
        let literals = lengthLiterals(argument)
        guard literals.count == 1, argument.end - argument.start <= 2 else { return nil }
        return literals[0].value
    }

    func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
