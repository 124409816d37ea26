/// Contrast pairs guessed from the tokens' names, for a set that declares none: the naming
/// conventions of Material (`on-primary` on `primary`), Polaris (`text.brand.on-bg-fill` on
/// `bg.fill.brand`), Figma's Simple Design System (`text.brand.on-brand` on
/// `background.brand.default`), GitHub Primer (`fgColor.onEmphasis` on `bgColor.*.emphasis`,
/// `control.fgColor.rest` on `control.bgColor.rest`) and the shipped set.
///
/// Names are cut into lowercase words at `.`, `-`, `_` and camelCase (`fgColor` → fg, color;
/// the words `color`/`colour` carry no meaning and are dropped). The first role word gives a
/// token's role: text (`text`, `fg`, `foreground`, `label`, `content`, `ink`; level `text`),
/// icon (`icon`, `glyph`; level `ui`), background (`bg`, `background`, `backdrop`, `surface`,
/// `canvas`) or border (never inferred: many borders are decorative). The words before the role
/// word are the token's scope, the words after it its qualifier. Four rules, in this order:
///
/// 1. `on-X`: a foreground with a segment starting with the word `on` is read on the
///    background whose words are the foreground's scope, qualifier and X (`default` ignored),
///    or those plus one intent word (`accent`, `danger`, `success`, …). A foreground without a
///    role word (Material) may sit on any token without one.
/// 2. inverse: a foreground whose qualifier says `inverse` is read on the inverse background.
/// 3. component: a foreground with a scope (`control`, `chip.selected`) is read on the
///    background with the same scope and qualifier (`control.bgColor.rest`).
/// 4. default surface: any other text or icon colour is read on the set's default backgrounds,
///    those with no scope and only `default`, `surface`, `canvas`, `base`, `page`, `app`,
///    `body` or `main` after the role word.
///
/// Never inferred: disabled or inactive tokens (WCAG 2.x exempts inactive components), tokens
/// named for a fixed colour (`fgColor.white`), borders, and translucent backgrounds (contrast is
/// only defined on an opaque background). Inference is a starting point, shown as such in the
/// audit; a pairs file says what the design means.
public enum ContrastPairInference {
    /// The pairs inferred from the colour tokens of one mode, sorted.
    public static func pairs(in tokens: ResolvedTokens) -> [ContrastPair] {
        var names: [Name] = []
        var opaque: Set<String> = []
        for path in tokens.paths {
            guard case .color(let color)? = tokens.token(path)?.value else { continue }
            names.append(Name(path: path))
            if color.isOpaque { opaque.insert(path) }
        }
        let backgrounds = names.filter { opaque.contains($0.path) && !$0.isExempt && $0.role != .border && $0.role != .text && $0.role != .icon && $0.onIndex == nil }
        let defaultSurfaces = backgrounds.filter(\.isDefaultSurface)
        var pairs = Set<ContrastPair>()
        for foreground in names where foreground.role == .text || foreground.role == .icon || foreground.onIndex != nil {
            guard !foreground.isExempt, foreground.role != .border, foreground.role != .background else { continue }
            let level: ContrastPair.Level = foreground.role == .icon ? .ui : .text
            let found = match(foreground, in: backgrounds, defaultSurfaces: defaultSurfaces)
            for (background, rule) in found where background.path != foreground.path {
                pairs.insert(ContrastPair(foreground: foreground.path, background: background.path, level: level, source: .inferred(rule: rule)))
            }
        }
        return pairs.sorted()
    }

    private static func match(_ foreground: Name, in backgrounds: [Name], defaultSurfaces: [Name]) -> [(Name, String)] {
        if let on = foreground.onIndex {
            let wanted = Set(foreground.words[..<on] + foreground.words[(on + 1)...]).subtracting(roleWords).subtracting(["default"])
            let candidates = backgrounds.filter { foreground.role == nil ? $0.role == nil || $0.role == .background : $0.role == .background }
            return candidates.compactMap { background in
                let words = background.significantWords
                if words == wanted { return (background, "on-X") }
                let extra = words.subtracting(wanted)
                if words.isSuperset(of: wanted), extra.count == 1, intentWords.contains(extra.first!) { return (background, "on-X") }
                return nil
            }
        }
        let qualifier = foreground.qualifierWords
        if !qualifier.isDisjoint(with: inverseWords) {
            let found = backgrounds.filter { $0.role == .background && $0.scope == foreground.scope && $0.qualifierWords == qualifier }
            return found.map { ($0, "inverse") }
        }
        if !foreground.scope.isEmpty {
            let found = backgrounds.filter { $0.role == .background && $0.scope == foreground.scope && $0.qualifierWords == qualifier }
            if !found.isEmpty { return found.map { ($0, "component") } }
        }
        return defaultSurfaces.map { ($0, "default surface") }
    }

    enum Role { case text, icon, background, border }

    static let roles: [String: Role] = [
        "text": .text, "fg": .text, "foreground": .text, "label": .text, "content": .text, "ink": .text,
        "icon": .icon, "glyph": .icon,
        "bg": .background, "background": .background, "backdrop": .background, "surface": .background, "canvas": .background,
        "border": .border, "outline": .border, "stroke": .border, "divider": .border, "separator": .border, "ring": .border,
    ]
    static let roleWords = Set(roles.keys)
    static let meaningless: Set<String> = ["color", "colors", "colour", "colours", "$root"]
    static let exemptWords: Set<String> = ["disabled", "inactive", "white", "black"]
    static let inverseWords: Set<String> = ["inverse", "inverted", "reverse", "reversed"]
    static let defaultSurfaceWords: Set<String> = ["default", "surface", "canvas", "base", "page", "app", "body", "main"]
    static let intentWords: Set<String> = [
        "accent", "brand", "success", "positive", "danger", "critical", "error", "negative", "warning", "caution",
        "attention", "info", "informational", "neutral", "severe", "done", "closed", "open", "upsell", "sponsors",
        "highlight", "magic", "discovery", "important", "notice", "help",
    ]

    /// A token path cut into words, with its role, scope and qualifier.
    struct Name {
        let path: String
        let words: [String]
        let role: Role?
        /// Words before the role word (all words when there is none).
        let scope: [String]
        /// Words after the role word.
        let qualifier: [String]
        /// The index in `words` of an `on` that starts a segment and is followed by more words.
        let onIndex: Int?

        init(path: String) {
            self.path = path
            var words: [String] = []
            var onIndex: Int?
            for segment in path.split(separator: ".") {
                let segmentWords = Name.words(of: String(segment)).filter { !meaningless.contains($0) }
                if onIndex == nil, segmentWords.first == "on", segmentWords.count > 1 { onIndex = words.count }
                words += segmentWords
            }
            if onIndex == nil, let last = words.indices.last, let on = words.lastIndex(of: "on"), on < last, path.split(separator: ".").contains("on") {
                onIndex = on
            }
            self.words = words
            self.onIndex = onIndex
            significantWords = Set(words).subtracting(roleWords).subtracting(["default"])
            let limit = onIndex ?? words.count
            if let index = words[..<limit].firstIndex(where: { roles[$0] != nil }) {
                role = roles[words[index]]
                scope = Array(words[..<index])
                qualifier = Array(words[(index + 1)...])
            } else {
                role = nil
                scope = words
                qualifier = []
            }
            qualifierWords = Set(qualifier).subtracting(["default"])
        }

        var isExempt: Bool { !exemptWords.isDisjoint(with: words) }

        /// The words that identify the token among backgrounds: all but role words and `default`.
        let significantWords: Set<String>
        /// The qualifier's words but `default`.
        let qualifierWords: Set<String>

        var isDefaultSurface: Bool {
            role == .background && scope.isEmpty && Set(qualifier).isSubset(of: defaultSurfaceWords)
        }

        /// `on-brand-secondary` → on, brand, secondary; `fgColor` → fg, color; `neutral900` → neutral, 900.
        static func words(of segment: String) -> [String] {
            var words: [String] = []
            var current = ""
            var previous: Character?
            for character in segment {
                if character == "-" || character == "_" || character == " " {
                    if !current.isEmpty { words.append(current) }
                    current = ""
                    previous = nil
                    continue
                }
                if let last = previous, !current.isEmpty,
                   (last.isLowercase && character.isUppercase) || (last.isLetter && character.isNumber) || (last.isNumber && character.isLetter) {
                    words.append(current)
                    current = ""
                }
                current.append(character)
                previous = character
            }
            if !current.isEmpty { words.append(current) }
            return words.map { $0.lowercased() }
        }
    }
}
