/// Rules 1, 3 and 5 for type: system fonts with a literal size, system text styles where an
/// app text style belongs, call-site case/tracking/weight, and custom fonts that are not
/// bundled or do not scale with Dynamic Type.
extension StyleScanner {
    /// `.font(…)`: a token use unless a raw font or a system text style is inside.
    mutating func fontSlot(_ argument: CallArgument, call: CallSyntax) {
        systemTextStyles(in: argument)
        if hasNamedValue(argument) {
            recordSlot(.font, start: argument.start, end: argument.end, anchor: argument.start)
        }
    }

    /// Implicit `.headline` (or `.system(.body)`'s `.body`) where a font is expected.
    mutating func systemTextStyles(in argument: CallArgument) {
        for index in implicitMembers(in: argument, skippingCallsNamed: ["custom"]) {
            guard let member = source[index + 1], StyleVocabulary.textStyles.contains(member.text) else { continue }
            recordRaw(.font, rule: .callSiteTextStyling, anchor: index, start: index, end: index + 2, fix: textStyleFix(member.text))
        }
    }

    /// `Font.headline` written with its type.
    mutating func explicitTextStyle(at index: Int) {
        guard let dot = source[index - 1], dot.is("."), let owner = source[index - 2], owner.text == "Font",
              StyleVocabulary.textStyles.contains(source.lexemes[index].text) else { return }
        recordRaw(.font, rule: .callSiteTextStyling, anchor: index - 2, start: index - 2, end: index + 1, fix: textStyleFix(source.lexemes[index].text))
    }

    /// `.system(size: 15, weight: .semibold)` is a raw font; `.system(.body)` a system text style.
    mutating func systemFont(_ call: CallSyntax) {
        if let size = call.argument("size") {
            rawFontSize(call, size: size)
        } else if let first = call.unlabelled.first {
            systemTextStyles(in: first)
        }
    }

    /// `UIFont.systemFont(ofSize: 14)` and its bold, italic and monospaced kin.
    mutating func platformFont(_ call: CallSyntax) {
        if let size = call.argument("ofSize") { rawFontSize(call, size: size) }
    }

    /// The literal size of `.custom("Inter", size: 17, relativeTo: .body)` at a call site.
    mutating func customFontSize(_ call: CallSyntax) {
        if let size = call.argument("size") ?? call.argument("fixedSize") { rawFontSize(call, size: size) }
    }

    private mutating func rawFontSize(_ call: CallSyntax, size: CallArgument) {
        guard let points = number(size) else { return }
        var weight: Int?
        if let argument = call.argument("weight"), let member = source[argument.start + 1] {
            weight = StyleVocabulary.fontWeights[member.text]
        }
        let styles = catalog.textStyles(size: points, weight: weight)
        let fix: String
        if let first = styles.first {
            let others = styles.dropFirst().prefix(2).map { "`\($0.path)`" }
            fix = "use the text style `\(first.path)` (\(format(points)) pt\(others.isEmpty ? "" : "; also " + others.joined(separator: ", ")))"
        } else if let nearest = catalog.nearestTextStyles(size: points).first {
            fix = "use a text style; none is \(format(points)) pt, nearest `\(nearest.path)` (\(format(nearest.style.size)) pt)"
        } else {
            fix = "use a text style from the token set"
        }
        let start = textStart(call)
        recordRaw(.font, rule: .rawStyleValue, anchor: call.nameIndex, start: start, end: call.close + 1, fix: fix)
    }

    func textStyleFix(_ name: String) -> String {
        if let path = catalog.textStyle(namedLike: name) {
            return "use the app text style `\(path)` instead of the system text style `.\(name)`"
        }
        return "use an app text style instead of the system text style `.\(name)`"
    }

    /// `.textCase(.uppercase)`, `.tracking(0.6)`, `.kerning(1)`, `.fontWeight(.bold)`,
    /// `.lineSpacing(4)` at a call site, and `.uppercased()` where the string is shown
    /// (`Text(title.uppercased())`), not where it is compared or stored.
    mutating func textStyling(_ call: CallSyntax) {
        let name = call.name
        let isCaseMethod = name == "uppercased" || name == "lowercased"
        if isCaseMethod != call.arguments.isEmpty { return }
        if isCaseMethod && !StyleVocabulary.textDisplayCalls.contains(enclosingCallName(of: call.nameIndex) ?? "") { return }
        var fix = "move it into " + (StyleVocabulary.textStylingModifiers[name] ?? "the text style")
        if name == "tracking" || name == "kerning", let value = number(call.arguments.first) {
            let styles = catalog.textStyles.filter { abs($0.style.letterSpacing - value) < 0.001 }.map(\.path)
            if let first = styles.first { fix = "use the text style `\(first)`, whose tracking is \(format(value))" }
        }
        recordRaw(.textStyling, rule: .callSiteTextStyling, anchor: call.nameIndex, start: textStart(call), end: call.close + 1, fix: fix)
    }

    /// Rule 5, in every folder: `Font.custom` must name a bundled font and scale with a text
    /// style (`relativeTo:`); `fixedSize:` never scales.
    mutating func checkCustomFont(_ call: CallSyntax) {
        guard let first = call.unlabelled.first, let nameLexeme = source[first.start], nameLexeme.kind == .string,
              first.end == first.start + 1 else { return }
        let start = textStart(call)
        if call.argument("fixedSize") != nil {
            recordNote(rule: .customFont, anchor: call.nameIndex, start: start, end: call.close + 1,
                       fix: "use size:relativeTo: so the font scales with Dynamic Type; fixedSize: never scales")
        } else if call.argument("relativeTo") == nil {
            recordNote(rule: .customFont, anchor: call.nameIndex, start: start, end: call.close + 1,
                       fix: "add relativeTo: with the text style it should scale like (it scales like .body without one)")
        }
        if !fonts.contains(nameLexeme.text) {
            recordNote(rule: .customFont, anchor: first.start, start: start, end: call.close + 1, fix: fonts.missingFix(nameLexeme.text))
        }
    }
}
