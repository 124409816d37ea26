/// What a font name asks for, read the way iOS finds a registered face: a family name
/// ("Inter", "Liberation Serif", "SF Mono"), a PostScript name ("Inter-SemiBoldItalic") or a full
/// name ("Avenir Next Demi Bold"). Pixelproof bundles one sans (Inter, drawing SF Pro), one serif
/// (Liberation Serif, drawing New York) and one monospaced design (DejaVu Sans Mono, drawing
/// SF Mono), so a name picks the design nearest to the family it names, and the weight and
/// italic its style part says.
///
/// ```swift
/// FontName("Inter-SemiBold").weight       // .semibold
/// FontName("Georgia").family              // .serif
/// FontName("JetBrains Mono").family       // .monospaced
/// FontName("Avenir Next").isBundled       // false: drawn with Inter
/// ```
public struct FontName: Hashable, Sendable {
    /// The name as written.
    public let name: String
    /// The family part: the name without its style part.
    public let familyName: String
    /// The bundled design that draws it.
    public let family: FontFamily
    /// The weight the style part names (`-Bold`, ` Semibold`, `-Black`), or `nil` when it names none.
    public let weight: FontWeight?
    /// Whether the style part names an italic or oblique face.
    public let isItalic: Bool
    /// Whether one of the bundled fonts is this family or the one iOS draws for it (SF Pro,
    /// New York, SF Mono and the system/generic names): otherwise the nearest design stands in.
    public let isBundled: Bool

    public init(_ name: String) {
        self.name = name
        let trimmed = name.trimmingSpaces
        var family = trimmed
        var style = FontStyleWords(weight: nil, isItalic: false)
        // PostScript names put the style after the last hyphen ("Inter-SemiBoldItalic"); full
        // names after the family's last words ("Avenir Next Demi Bold").
        if let hyphen = trimmed.lastIndex(of: "-"), hyphen != trimmed.startIndex,
           let words = FontStyleWords(trimmed[trimmed.index(after: hyphen)...]) {
            family = String(trimmed[..<hyphen])
            style = words
        } else {
            // The longest run of final words (at most three) that are all style words, leaving
            // at least one word of family.
            let words = trimmed.split(separator: " ")
            for count in stride(from: min(3, words.count - 1), through: 1, by: -1) {
                if let parsed = FontStyleWords(words.suffix(count).joined()) {
                    family = words.dropLast(count).joined(separator: " ")
                    style = parsed
                    break
                }
            }
        }
        familyName = family
        weight = style.weight
        isItalic = style.isItalic
        let key = family.lowercased().filter { $0.isLetter || $0.isNumber }
        self.family = FontName.design(ofFamilyKey: key)
        isBundled = FontName.bundledFamilyKeys.contains(key)
    }

    /// The family a CSS-style list (a DTCG `fontFamily` array) draws with: the first name that is
    /// bundled (or stands for a bundled font), as a renderer takes the first family it has, else
    /// the first name, drawn with its nearest design. `nil` for a list of no names.
    public init?(firstOf names: [String]) {
        let named = names.filter { !$0.trimmingSpaces.isEmpty }.map(FontName.init)
        guard let chosen = named.first(where: \.isBundled) ?? named.first else { return nil }
        self = chosen
    }

    private static func design(ofFamilyKey key: String) -> FontFamily {
        if monospacedFamilyKeys.contains(key) || key.hasSuffix("mono") || key.contains("monospace") || key.hasSuffix("code") {
            return .monospaced
        }
        if serifFamilyKeys.contains(key) || (key.contains("serif") && !key.contains("sans")) {
            return .serif
        }
        return .system
    }

    /// Families drawn with DejaVu Sans Mono (SF Mono's stand-in) besides names ending in "mono"
    /// or "code".
    private static let monospacedFamilyKeys: Set<String> = [
        "menlo", "monaco", "courier", "couriernew", "consolas", "inconsolata", "uimonospace", "monospace",
    ]
    /// Families drawn with Liberation Serif (New York's stand-in) besides names containing "serif"
    /// but not "sans".
    private static let serifFamilyKeys: Set<String> = [
        "newyork", "newyorksmall", "newyorkmedium", "newyorklarge", "newyorkextralarge", "times", "timesnewroman",
        "georgia", "garamond", "ebgaramond", "baskerville", "librebaskerville", "palatino", "charter", "merriweather",
        "playfairdisplay", "lora", "tinos", "didot", "bodoni", "bodoni72", "hoeflertext", "cambria", "crimsontext", "uiserif",
    ]
    /// Families a bundled font is, or stands in for as iOS draws them.
    private static let bundledFamilyKeys: Set<String> = [
        "inter", "interdisplay", "interv", "sfpro", "sfprotext", "sfprodisplay", "sfui", "sfuitext", "sfuidisplay",
        "applesystem", "systemui", "uisansserif", "sansserif", "system",
        "liberationserif", "newyork", "newyorksmall", "newyorkmedium", "newyorklarge", "newyorkextralarge", "uiserif", "serif",
        "dejavusansmono", "sfmono", "uimonospace", "monospace",
    ]
}

/// A font name's style part: a weight word and an italic word, in either order ("BoldItalic",
/// "Demi Bold", "It", "Oblique").
private struct FontStyleWords {
    var weight: FontWeight?
    var isItalic: Bool

    init(weight: FontWeight?, isItalic: Bool) {
        self.weight = weight
        self.isItalic = isItalic
    }

    /// `nil` unless all of `text` is style words.
    init?<S: StringProtocol>(_ text: S) {
        var rest = text.lowercased().filter { $0.isLetter }
        guard !rest.isEmpty else { return nil }
        var weight: FontWeight?
        var isItalic = false
        for suffix in ["italic", "oblique", "it"] where rest.hasSuffix(suffix) {
            rest.removeLast(suffix.count)
            isItalic = true
            break
        }
        if !rest.isEmpty {
            guard let named = FontStyleWords.weights[rest] else { return nil }
            weight = named
        }
        self.init(weight: weight, isItalic: isItalic)
    }

    private static let weights: [String: FontWeight] = [
        "thin": .thin, "hairline": .thin, "ultralight": .ultraLight, "extralight": .ultraLight, "light": .light,
        "regular": .regular, "book": .regular, "normal": .regular, "medium": .medium,
        "semibold": .semibold, "demibold": .semibold, "demi": .semibold, "bold": .bold,
        "extrabold": .heavy, "ultrabold": .heavy, "heavy": .heavy, "black": .black, "ultra": .black,
    ]
}

private extension StringProtocol {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
