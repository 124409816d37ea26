/// Per-identifier checks: `Color.red` and `Font.headline` written with their type (rules 1
/// and 3), and rule 2, style tokens named by appearance: `static let grey600: Color`,
/// `static let tagSemibold = Font.custom(…)`.
extension StyleScanner {
    mutating func visitName(at index: Int) {
        if !inStyleFolder {
            explicitSystemColor(at: index)
            explicitTextStyle(at: index)
        }
        let text = source.lexemes[index].text
        if text == "let" || text == "var", let before = source[index - 1], before.kind == .identifier,
           before.text == "static" || before.text == "class" {
            checkTokenName(declaredAt: index + 1)
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
