/// Per-identifier checks: `Color.red` and `Font.headline` written with their type (rules 1
/// and 3), system colours and text styles given to a `Color` or `Font` property
/// (`var tint: Color = .blue`, `var color: Color { return .secondary }`), and rule 2, style
/// tokens named by appearance: `static let grey600: Color`, `static let tagSemibold = Font.custom(…)`.
extension StyleScanner {
    mutating func visitName(at index: Int) {
        let text = source.lexemes[index].text
        if !inStyleFolder {
            explicitSystemColor(at: index)
            explicitTextStyle(at: index)
            if text == "let" || text == "var" { typedProperty(declaredAt: index + 1) }
        }
        if text == "let" || text == "var", let before = source[index - 1], before.kind == .identifier,
           before.text == "static" || before.text == "class" {
            checkTokenName(declaredAt: index + 1)
        }
    }

    /// `NAME: Color = .blue` or `NAME: Color { … return .secondary … }`: the implicit system
    /// colours (or, for `Font`, system text styles) in the initialiser or getter.
    private mutating func typedProperty(declaredAt nameIndex: Int) {
        guard source[nameIndex]?.kind == .identifier, let colon = source[nameIndex + 1], colon.is(":"),
              let type = source[nameIndex + 2], type.kind == .identifier else { return }
        let isColor = ["Color", "UIColor", "NSColor"].contains(type.text)
        guard isColor || type.text == "Font" else { return }
        var next = nameIndex + 3
        if source[next]?.is("?") == true { next += 1 }
        guard let opener = source[next] else { return }
        let range: Range<Int>
        if opener.is("=") {
            var end = next + 1
            while let lexeme = source[end], lexeme.line == opener.line { end += 1 }
            range = next + 1..<end
        } else if opener.is("{") {
            range = next + 1..<min(source.partner[next], source.lexemes.count)
        } else {
            return
        }
        let argument = CallArgument(label: nil, start: range.lowerBound, end: range.upperBound)
        if isColor {
            colorSlot(argument, countsAsToken: false, anchor: nameIndex)
        } else {
            systemTextStyles(in: argument)
        }
    }

    /// Rule 2 on `static let NAME…` when the declaration is a colour or font.
    private mutating func checkTokenName(declaredAt nameIndex: Int) {
        guard let name = source[nameIndex], name.kind == .identifier else { return }
        var isStyle = false
        var index = nameIndex + 1
        while let lexeme = source[index], lexeme.line == name.line, index < nameIndex + 10 {
            if lexeme.kind == .identifier && StyleVocabulary.styleTypes.contains(lexeme.text) || lexeme.kind == .pound && lexeme.text == "#colorLiteral" {
                isStyle = true
                break
            }
            if lexeme.is("{") || lexeme.is(";") { break }
            index += 1
        }
        guard isStyle, let word = appearanceWord(in: name.text) else { return }
        recordNote(rule: .appearanceNamedToken, anchor: nameIndex, start: nameIndex, end: nameIndex + 1,
                   fix: "name it by role, for what it is used for (textPrimary, actionPrimaryBackground); '\(word)' describes how it looks")
    }

    /// The first word of a camelCase or snake_case name that describes appearance, if any.
    /// The type ramp's own names (`title2`, `caption1`) are roles, not appearance.
    func appearanceWord(in name: String) -> String? {
        if StyleVocabulary.textStyles.contains(name) || StyleVocabulary.textStyles.contains(String(name.dropLast())) && name.last?.isNumber == true {
            return nil
        }
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            let boundary = character == "_"
                || (character.isUppercase && previous.map { !$0.isUppercase } ?? false)
                || (character.isNumber != (previous?.isNumber ?? character.isNumber))
            if boundary, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            if character != "_" { current.append(character) }
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words.first { word in StyleVocabulary.appearanceWords.contains(word) || word.allSatisfy(\.isNumber) }
    }
}
