import BitmapText
import Raster
import Tokens

/// A text style for `Text`: one of Apple's eleven text styles, a size that scales like one of
/// them, a full `TextStyle`, or a typography token. Resolved at layout time, so a token change
/// restyles every `Text` that uses it.
///
/// ```swift
/// Text("Weekly report").font(.title2)
/// Text("3 tasks left").font(.system(size: 12, weight: .semibold, relativeTo: .caption1))
/// extension Font { static let dsBody = Font.token(.body) }   // a TypographyToken
/// ```
public struct Font: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        case style(BitmapText.TextStyle)
        case system(size: Double, weight: FontWeight, relativeTo: TextStyleSlot?)
        case token(String)
    }

    let storage: Storage
    var weightOverride: FontWeight?

    /// SwiftUI's name for font weights.
    public typealias Weight = FontWeight

    init(storage: Storage, weightOverride: FontWeight? = nil) {
        self.storage = storage
        self.weightOverride = weightOverride
    }

    /// A complete text style (family, size, weight, line height, tracking, case).
    public init(_ style: BitmapText.TextStyle) {
        self.init(storage: .style(style))
    }

    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title1)
    public static let title2 = Font(.title2)
    public static let title3 = Font(.title3)
    public static let headline = Font(.headline)
    public static let body = Font(.body)
    public static let callout = Font(.callout)
    public static let subheadline = Font(.subheadline)
    public static let footnote = Font(.footnote)
    public static let caption = Font(.caption1)
    public static let caption2 = Font(.caption2)

    /// A size in points (or a dimension token) that scales with Dynamic Type like `relativeTo`
    /// (`nil`: fixed size).
    public static func system(size: CGFloat, weight: FontWeight = .regular, relativeTo slot: TextStyleSlot? = .body) -> Font {
        Font(storage: .system(size: size, weight: weight, relativeTo: slot))
    }

    /// One of the text styles at another weight.
    public static func system(_ slot: TextStyleSlot, weight: FontWeight) -> Font {
        Font(storage: .style(BitmapText.TextStyle(slot)), weightOverride: weight)
    }

    /// A typography token read from the environment's tokens at layout time.
    public static func token(_ path: String) -> Font {
        Font(storage: .token(path))
    }

    /// A typography token read from the environment's tokens at layout time.
    public static func token(_ reference: TypographyToken) -> Font {
        Font(storage: .token(reference.path))
    }

    public func weight(_ weight: FontWeight) -> Font {
        Font(storage: storage, weightOverride: weight)
    }

    public func bold() -> Font { weight(.bold) }
}

/// A text style after resolution, with the typography token it came from.
public struct ResolvedTextStyle: Sendable, Hashable, CustomStringConvertible {
    public var style: TextStyle
    public var tokenPath: String?

    public init(style: TextStyle, tokenPath: String? = nil) {
        self.style = style
        self.tokenPath = tokenPath
    }

    public var description: String {
        var text = "\(style.relativeTo?.rawValue ?? "fixed") \(formatPoints(style.size))"
        if let lineHeight = style.lineHeight { text += "/\(formatPoints(lineHeight))" }
        text += " \(style.weight)"
        if style.tracking != 0 { text += " tracking \(formatPoints(style.tracking))" }
        if style.textCase != .original { text += " \(style.textCase)" }
        if let tokenPath { text += " {\(tokenPath)}" }
        return text
    }
}

extension TextStyle {
    /// A typography token's value as a text style: weights map 100…900 to SwiftUI's names and the
    /// style scales with the text style slot nearest in size (same face preferred on ties).
    public init(typography: Typography) {
        let weights: [FontWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let weight = weights[max(0, min(8, (typography.weight + 50) / 100 - 1))]
        let slot = TextStyleSlot.allCases.min { a, b in
            let da = abs(a.defaultPointSize - typography.size), db = abs(b.defaultPointSize - typography.size)
            if da != db { return da < db }
            return (a.defaultWeight.usesBoldFace == weight.usesBoldFace) && (b.defaultWeight.usesBoldFace != weight.usesBoldFace)
        }
        let textCase: BitmapText.TextCase
        switch typography.textCase {
        case .uppercase?: textCase = .uppercase
        case .lowercase?: textCase = .lowercase
        case nil: textCase = .original
        }
        self.init(size: typography.size, weight: weight, lineHeight: typography.lineHeight, tracking: typography.letterSpacing,
                  textCase: textCase, relativeTo: slot)
    }
}
