/// A text style from a `typography` token: family, size, weight, line height, tracking, case.
///
/// Every length is in points. `lineHeight` is the font size times the token's `lineHeight`
/// ratio, rounded to 1/100 pt so that ratios written to four decimals (34 × 1.2059) land on the
/// intended whole point (41).
///
/// ```swift
/// let body = tokens.typography(.body)
/// body.size          // 17
/// body.lineHeight    // 22
/// body.weight        // 400
/// ```
public struct Typography: Equatable, Sendable {
    /// Font families in order of preference; the first one the renderer has wins.
    public var families: [String]
    public var size: Double
    /// 100 (thin) … 950 (extra black); 400 is regular, 600 semibold, 700 bold.
    public var weight: Int
    public var lineHeight: Double
    /// Extra space between characters, in points (SwiftUI's `tracking`).
    public var letterSpacing: Double
    /// A case transform the style applies itself, so call sites never do.
    public var textCase: Case?

    public init(families: [String], size: Double, weight: Int, lineHeight: Double, letterSpacing: Double = 0, textCase: Case? = nil) {
        self.families = families
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.textCase = textCase
    }

    /// The preferred family.
    public var family: String { families.first ?? "" }

    /// The same style without its case transform, for text users typed (names, titles).
    public var original: Typography {
        var copy = self
        copy.textCase = nil
        return copy
    }

    /// What a lookup of a missing typography token returns: 17 pt regular (Body), so the gap is
    /// visible in the usage record rather than as a crash.
    public static let fallback = Typography(families: ["SF Pro"], size: 17, weight: 400, lineHeight: 22)

    /// The case transform of a text style, set in the token's
    /// `$extensions["dev.pixelproof"]["textCase"]`. Nested so that the one top-level `TextCase`
    /// users see (through `import Pixelproof`) is the text layer's, which views apply.
    public enum Case: String, Sendable {
        case uppercase
        case lowercase
    }
}

