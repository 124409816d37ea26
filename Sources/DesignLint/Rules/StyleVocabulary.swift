/// The SwiftUI, UIKit and AppKit names the rules recognise, in one place.
enum StyleVocabulary {
    /// Fixed and system colours: `.red`, `Color.gray`, `.primary` (hierarchical system styles).
    static let systemColors: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "gray", "grey", "black", "white", "primary", "secondary", "tertiary", "quaternary", "darkGray", "lightGray",
        "magenta",
    ]

    /// UIKit and AppKit semantic colours that are not named `system…`.
    static let platformColors: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "separator", "opaqueSeparator",
        "link", "labelColor", "secondaryLabelColor", "windowBackgroundColor", "controlBackgroundColor", "textColor",
        "controlColor", "separatorColor", "underPageBackgroundColor", "textBackgroundColor",
    ]

    /// The role words SwiftUI's hierarchical styles correspond to, for naming a token fix.
    static let hierarchicalRoles: [String: [String]] = [
        "primary": ["text", "primary"], "secondary": ["text", "secondary"], "tertiary": ["text", "tertiary"],
    ]

    static func isSystemColor(_ name: String) -> Bool {
        systemColors.contains(name) || platformColors.contains(name) || (name.hasPrefix("system") && name.count > 6)
    }

    /// SwiftUI's built-in text styles.
    static let textStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2",
        "extraLargeTitle", "extraLargeTitle2",
    ]

    /// `Font.Weight` members and their numeric weights.
    static let fontWeights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
        "heavy": 800, "black": 900,
    ]

    /// Modifiers whose every argument (or first argument) is a colour or shape style.
    static let colorModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "fill", "stroke", "strokeBorder", "tint", "accentColor", "listRowBackground",
        "listRowSeparatorTint", "listSectionSeparatorTint", "scrollContentBackground", "toolbarBackground", "shadowColor",
    ]

    /// Modifiers that may take a colour or a view: a colour is counted only when it looks like one.
    static let colorOrViewModifiers: Set<String> = ["background", "overlay", "border"]

    /// Words of the colour-token paths that suit each colour modifier, to rank equal matches.
    static let colorRoleWords: [String: Set<String>] = {
        let background: Set<String> = ["bg", "background", "fill", "surface", "canvas", "track"]
        let foreground: Set<String> = ["label", "text", "fg", "foreground", "icon"]
        let border: Set<String> = ["border", "stroke", "separator", "divider", "ring"]
        return ["fill": background, "background": background, "listRowBackground": background,
                "foregroundColor": foreground, "foregroundStyle": foreground, "tint": foreground,
                "stroke": border, "strokeBorder": border, "border": border]
    }()

    /// Text-style properties set at a call site (rule 3), and what belongs in the style instead.
    static let textStylingModifiers: [String: String] = [
        "textCase": "the text style's case (textCase in the typography token); user text takes the style's .original variant",
        "tracking": "the text style's tracking (letterSpacing in the typography token)",
        "kerning": "the text style's tracking (letterSpacing in the typography token)",
        "fontWeight": "a text style of that weight",
        "lineSpacing": "the text style's line height",
        "uppercased": "the text style's case (textCase: uppercase in the typography token), applied with one modifier",
        "lowercased": "the text style's case (textCase: lowercase in the typography token), applied with one modifier",
    ]

    /// Calls whose string argument is shown as text: a case transform inside them is styling.
    static let textDisplayCalls: Set<String> = [
        "Text", "Label", "Button", "Link", "Toggle", "Section", "Menu", "Picker", "LabeledContent", "navigationTitle",
        "LocalizedStringKey", "badge",
    ]

    static let frameLabels: Set<String> = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    static let spacingLabels: Set<String> = ["spacing", "horizontalSpacing", "verticalSpacing"]
    static let radiusLabels: Set<String> = ["cornerRadius", "topLeadingRadius", "topTrailingRadius", "bottomLeadingRadius", "bottomTrailingRadius"]
    static let insetLabels: Set<String> = ["top", "leading", "bottom", "trailing", "left", "right"]
    static let edgeNames: Set<String> = ["all", "horizontal", "vertical", "top", "bottom", "leading", "trailing"]

    /// Identifiers that keep a length literal-only: `.infinity`, `CGFloat(12)`.
    static let neutralIdentifiers: Set<String> = ["infinity", "nil", "zero", "CGFloat", "Double", "Float", "Int", "true", "false", "greatestFiniteMagnitude"]

    /// Types whose `static let` constants are style tokens, for rule 2.
    static let styleTypes: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "Font", "UIFont", "NSFont", "ShapeStyle", "AppTextStyle", "TextStyle", "Gradient", "LinearGradient"]

    /// Words that name how a token looks rather than what it is for (rule 2). Digits are
    /// appearance too (`grey600`, `label2`, `size14`).
    static let appearanceWords: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray", "grey",
        "black", "white", "silver", "gold", "beige", "navy", "maroon", "lime", "olive", "aqua", "magenta", "violet", "crimson",
        "salmon", "coral", "turquoise", "lavender", "charcoal", "light", "dark", "pale", "bright", "deep",
        "thin", "regular", "medium", "semibold", "bold", "heavy", "ultralight", "italic",
    ]
}
