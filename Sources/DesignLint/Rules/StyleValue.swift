/// What kind of style a value sets. The design-debt ratio counts raw values against token uses
/// per category; each category is checked by the rules listed in `checkedBy`.
public enum StyleCategory: String, CaseIterable, Codable, Sendable {
    case color
    case font
    case spacing
    case radius
    case shadow
    /// Frame sizes and line widths; counted only when raw (layout-driven sizes are not style).
    case size
    /// Case, tracking, kerning, weight and line spacing set at a call site.
    case textStyling = "text-styling"

    /// The rules whose ratio this category's values count towards.
    public var checkedBy: [LintRule] {
        switch self {
        case .color, .shadow, .size: [.rawStyleValue]
        case .font: [.rawStyleValue, .callSiteTextStyling]
        case .spacing, .radius: [.rawStyleValue, .offScaleLength]
        case .textStyling: [.callSiteTextStyling]
        }
    }
}

/// One style value the scanner saw: a raw value breaking `violation`, or (when `violation` is
/// `nil`) a value taken from a token, constant or parameter.
struct StyleValue {
    /// `nil` for findings that are not style values (names, fonts), which the ratio does not count.
    var category: StyleCategory?
    /// The lexeme the finding points at.
    var anchor: Int
    /// The lexemes of the offending text.
    var start: Int
    var end: Int
    var violation: LintRule?
    var fix: String
}
