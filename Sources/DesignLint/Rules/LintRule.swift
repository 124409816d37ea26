/// The design-system build-time rules the lint enforces, numbered as in the seed's "Styling"
/// section (`shared/seeds/design-system-build-time-rules.md`).
///
/// ```swift
/// LintRule.rawStyleValue.number   // 1
/// LintRule.rawStyleValue.name     // "raw-style-value"
/// ```
public enum LintRule: Int, CaseIterable, Codable, Sendable, Comparable {
    /// 1. No raw style values in views: fonts, colours, spacing, radius and shadow come from
    /// tokens. Allowed: 0, and sizes equal to a size token (icon size, control height).
    case rawStyleValue = 1
    /// 2. Tokens are named by role (`textPrimary`), never by appearance (`grey600`, `label2`).
    case appearanceNamedToken = 2
    /// 3. One text style carries family, size, weight, line height, tracking and case, applied
    /// with one modifier: no system text styles, `.textCase`, `.tracking`, `.kerning`,
    /// `.fontWeight`, `.lineSpacing` or `.uppercased()` at call sites.
    case callSiteTextStyling = 3
    /// 4. Spacing and radius come from a scale, not loose numbers.
    case offScaleLength = 4
    /// 5. Custom fonts exist in the package and scale with Dynamic Type (`relativeTo:`).
    case customFont = 5

    public var number: Int { rawValue }

    public var name: String {
        switch self {
        case .rawStyleValue: "raw-style-value"
        case .appearanceNamedToken: "appearance-named-token"
        case .callSiteTextStyling: "call-site-text-styling"
        case .offScaleLength: "off-scale-spacing-or-radius"
        case .customFont: "custom-font"
        }
    }

    /// The rule as the seed states it, for reports and SARIF rule descriptions.
    public var summary: String {
        switch self {
        case .rawStyleValue: "No raw style values in views: fonts, colours, spacing, radius and shadow come from tokens (allowed: 0 and size tokens)."
        case .appearanceNamedToken: "Name tokens by role (textPrimary, actionPrimaryBackground), never by appearance (grey600, label2, tagSemibold)."
        case .callSiteTextStyling: "One text style carries family, size, weight, line height, tracking and case, applied with one modifier; no case, tracking or weight at call sites."
        case .offScaleLength: "Spacing and radius come from the scale, not loose numbers."
        case .customFont: "Custom fonts are bundled with the package and scale with Dynamic Type via relativeTo:."
        }
    }

    public static func < (left: LintRule, right: LintRule) -> Bool { left.rawValue < right.rawValue }
}
