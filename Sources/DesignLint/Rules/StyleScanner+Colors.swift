/// Rule 1 for colours: component and hex initialisers, `#colorLiteral`, fixed and system
/// colours (`Color.red`, `.foregroundStyle(.secondary)`, `Color(.systemGray6)`), with the
/// colour token of the same value as the fix.
extension StyleScanner {
    /// `Color(red:green:blue:)`, `Color(.sRGB, red:…)`, `Color(white:)`, `Color(hue:…)`,
    /// `Color(hex:)` and friends, `Color(.systemGray6)`, `Color(uiColor: .label)`.
    mutating func colorInitializer(_ call: CallSyntax) {
        let labels = Set(call.arguments.compactMap(\.label))
        if labels.contains("red") || labels.contains("white") || labels.contains("hue") {
            colorComponents(call, anchor: call.start)
            return
        }
        let hexArgument = call.arguments.first { ["hex", "hexString", "hexValue", "rgb", "rgba", "hexCode"].contains($0.label ?? "") }
            ?? call.unlabelled.first.flatMap { argument in
                let lexeme = source.lexemes[argument.start]
                let isHexString = lexeme.kind == .string && lexeme.text.hasPrefix("#")
                let isHexNumber = lexeme.kind == .number && lexeme.text.lowercased().hasPrefix("0x")
                return argument.end == argument.start + 1 && (isHexString || isHexNumber) ? argument : nil
            }
        if let hexArgument {
            let lexeme = source.lexemes[hexArgument.start]
            let literal = hexArgument.end == hexArgument.start + 1 && (lexeme.kind == .string || lexeme.kind == .number)
                ? ColorLiteral.hex(lexeme.text) : nil
            recordRaw(.color, rule: .rawStyleValue, anchor: call.start, start: call.start, end: call.close + 1, fix: colorFix(literal, at: call.start))
            return
        }
        let platformArgument = call.arguments.first { $0.label == "uiColor" || $0.label == "nsColor" } ?? call.unlabelled.first
        if let platformArgument, isImplicitMember(dotAt: platformArgument.start),
           let member = source[platformArgument.start + 1], StyleVocabulary.isSystemColor(member.text), !StyleVocabulary.systemColors.contains(member.text) || platformArgument.label != nil {
            recordRaw(.color, rule: .rawStyleValue, anchor: call.start, start: call.start, end: call.close + 1,
                      fix: "use a role-named colour token instead of the system colour `\(member.text)`")
        }
    }

    /// Component colours: `red:green:blue:(opacity:|alpha:)`, `white:`, `hue:saturation:brightness:`,
    /// and Pixelproof's own `RGBA8(r:g:b:a:)` (0…255).
    mutating func colorComponents(_ call: CallSyntax, anchor: Int) {
        func value(_ label: String) -> (Double, Int)? {
            guard let argument = call.argument(label), argument.end == argument.start + 1,
                  let lexeme = source[argument.start], let number = lexeme.numberValue else { return nil }
            let digits = lexeme.text.split(separator: ".").dropFirst().first?.count ?? 0
            return (number, digits)
        }
        let alpha = value("opacity") ?? value("alpha") ?? (1, 0)
        var literal: ColorLiteral?
        if let red = value("r"), let green = value("g"), let blue = value("b") {
            let alpha = value("a") ?? (255, 0)
            literal = .components(red: red.0 / 255, green: green.0 / 255, blue: blue.0 / 255, alpha: alpha.0 / 255, digits: 4)
        } else if let red = value("red"), let green = value("green"), let blue = value("blue") {
            let digits = max(red.1, green.1, blue.1)
            let scale = [red.0, green.0, blue.0].contains { $0 > 1 } ? 255.0 : 1.0
            literal = .components(red: red.0 / scale, green: green.0 / scale, blue: blue.0 / scale, alpha: alpha.0, digits: scale > 1 ? 4 : digits)
        } else if let white = value("white") {
            literal = .components(red: white.0, green: white.0, blue: white.0, alpha: alpha.0, digits: white.1)
        } else if let hue = value("hue"), let saturation = value("saturation"), let brightness = value("brightness") {
            literal = .hsb(hue: hue.0, saturation: saturation.0, brightness: brightness.0, alpha: alpha.0, digits: max(hue.1, saturation.1, brightness.1))
        }
        let literals = call.arguments.contains { source.lexemes[$0.start..<$0.end].contains { $0.kind == .number } }
        guard literal != nil || literals else { return }
        recordRaw(.color, rule: .rawStyleValue, anchor: anchor, start: call.start, end: call.close + 1, fix: colorFix(literal, at: call.start))
    }

    /// An argument that takes a colour or shape style: implicit system colours in it are raw;
    /// otherwise it is a token use when `countsAsToken`.
    mutating func colorSlot(_ argument: CallArgument, countsAsToken: Bool, anchor: Int) {
        for index in implicitMembers(in: argument, skippingCallsNamed: ["Color", "UIColor", "NSColor", "init"]) {
            guard let member = source[index + 1], StyleVocabulary.isSystemColor(member.text), !(source[index + 2]?.is("(") ?? false) else { continue }
            recordRaw(.color, rule: .rawStyleValue, anchor: index, start: index, end: index + 2, fix: systemColorFix(member.text, at: index))
        }
        if countsAsToken && hasNamedValue(argument) && !isClear(argument) {
            recordSlot(.color, start: argument.start, end: argument.end, anchor: argument.start)
        }
    }

    /// `Color.red`, `UIColor.systemBlue`, `Color.primary` written with their type.
    mutating func explicitSystemColor(at index: Int) {
        guard let dot = source[index - 1], dot.is("."), let owner = source[index - 2], owner.kind == .identifier,
              ["Color", "UIColor", "NSColor"].contains(owner.text) else { return }
        let name = source.lexemes[index].text
        guard StyleVocabulary.isSystemColor(name), !(source[index + 1]?.is("(") ?? false) else { return }
        if let beforeOwner = source[index - 3], beforeOwner.is(".") { return }
        recordRaw(.color, rule: .rawStyleValue, anchor: index - 2, start: index - 2, end: index + 1, fix: systemColorFix(name, at: index - 2))
    }

    func looksLikeColor(_ argument: CallArgument) -> Bool {
        guard let first = source[argument.start] else { return false }
        if first.kind == .identifier { return ["Color", "UIColor", "NSColor"].contains(first.text) }
        return isImplicitMember(dotAt: argument.start) && argument.end == argument.start + 2
    }

    private func isClear(_ argument: CallArgument) -> Bool {
        let words = source.lexemes[argument.start..<argument.end].filter { $0.kind == .identifier }.map(\.text)
        return words == ["clear"] || words == ["Color", "clear"]
    }

    /// The token of the literal's value; where several match, those whose role fits the
    /// modifier around `index` come first (`.fill` → a background, `.foregroundStyle` → a label).
    func colorFix(_ literal: ColorLiteral?, at index: Int? = nil) -> String {
        guard let literal else { return "use a role-named colour token" }
        let role = index.flatMap { enclosingCallName(of: $0) }.flatMap { StyleVocabulary.colorRoleWords[$0] } ?? []
        let matches = catalog.colors(matching: literal.color, tolerance: literal.tolerance, preferring: role)
        guard let first = matches.first else { return "use a role-named colour token (no token is \(literal.hexText))" }
        let others = matches.dropFirst().prefix(2).map { "`\($0.path)`" }
        let also = others.isEmpty ? "" : "; also " + others.joined(separator: ", ") + (matches.count > 3 ? ", …" : "")
        let mode = first.mode == catalog.defaultMode ? "" : " in \(first.mode) mode"
        return "use `\(first.path)` (\(literal.hexText)\(mode)\(also))"
    }

    /// `.white` and `.black` name the token of that value (ranked by the modifier around
    /// `index`); `.primary` and `.secondary` the text token of that role.
    func systemColorFix(_ name: String, at index: Int) -> String {
        if name == "white" || name == "black", let literal = ColorLiteral.hex(name == "white" ? "#FFFFFF" : "#000000"),
           !catalog.colors(matching: literal.color, tolerance: 0).isEmpty {
            return colorFix(literal, at: index) + " instead of the system colour `\(name)`"
        }
        if let words = StyleVocabulary.hierarchicalRoles[name], let path = catalog.colors(named: words).first {
            return "use a role-named colour token such as `\(path)` instead of the system colour `\(name)`"
        }
        return "use a role-named colour token instead of the system colour `\(name)`"
    }
}
