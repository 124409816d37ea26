import Foundation

/// Looks a `LocalizedStringKey` up in a bundle's `.strings` table, deterministically: the
/// table in `<language>.lproj` for the environment's locale, else `en.lproj`, else
/// `Base.lproj`, else the bundle's root — never the machine's preferred languages. A key
/// with no entry (or no bundle) shows the key itself.
enum LocalizedLookup {
    static func segments(for key: LocalizedStringKey, tableName: String?, bundlePath: String?, locale: Locale) -> [LocalizedStringKey.Segment] {
        guard let bundlePath, let format = translation(of: key.key, table: tableName ?? "Localizable", bundlePath: bundlePath, locale: locale),
              format != key.key else {
            return key.segments
        }
        return substitute(format, arguments: key.segments.compactMap { if case .argument(let a) = $0 { a } else { nil } })
    }

    private static func translation(of key: String, table: String, bundlePath: String, locale: Locale) -> String? {
        let language = locale.language.languageCode?.identifier ?? "en"
        let root = URL(fileURLWithPath: bundlePath)
        for folder in ["\(language).lproj", "en.lproj", "Base.lproj", ""] {
            let url = (folder.isEmpty ? root : root.appendingPathComponent(folder)).appendingPathComponent("\(table).strings")
            guard let data = try? Data(contentsOf: url) else { continue }
            guard let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] else { continue }
            return table[key]
        }
        return nil
    }

    /// A translated format's literals and placeholders (`%@`, `%lld`, `%1$@` …) as segments,
    /// placeholders taking the key's arguments in order or by position.
    static func substitute(_ format: String, arguments: [LocalizedStringKey.Argument]) -> [LocalizedStringKey.Segment] {
        var segments: [LocalizedStringKey.Segment] = []
        var literal = ""
        var next = 0
        let chars = Array(format)
        var index = 0
        while index < chars.count {
            guard chars[index] == "%", index + 1 < chars.count else { literal.append(chars[index]); index += 1; continue }
            if chars[index + 1] == "%" { literal.append("%"); index += 2; continue }
            var end = index + 1
            var position: Int?
            var digits = ""
            while end < chars.count, chars[end].isNumber { digits.append(chars[end]); end += 1 }
            if end < chars.count, chars[end] == "$", let number = Int(digits) { position = number - 1; end += 1 } else { end = index + 1 }
            // Flags, width, precision and length modifiers up to the conversion (`@` or a letter).
            while end < chars.count, chars[end] != "@", !chars[end].isLetter || "lhqLzjt".contains(chars[end]) { end += 1 }
            guard end < chars.count else { literal.append(contentsOf: chars[index...]); break }
            let argumentIndex = position ?? next
            if position == nil { next += 1 }
            if !literal.isEmpty { segments.append(.literal(literal)); literal = "" }
            if argumentIndex < arguments.count { segments.append(.argument(arguments[argumentIndex])) }
            index = end + 1
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return segments
    }
}
