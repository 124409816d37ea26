import BitmapText
import Raster
import Synchronization
import Tokens

/// A font for `Text`, as SwiftUI's: one of Apple's eleven text styles, a system font of a fixed
/// size, a custom font that scales like a text style, or (Pixelproof) a typography token.
/// Resolved at layout time, so a token change restyles every `Text` that uses it. A custom font
/// draws with the bundled design nearest its family (Inter for sans families, Liberation Serif
/// for serif ones, DejaVu Sans Mono for monospaced ones) and the weight and italic its name says
/// (`"Inter-SemiBold"`, `"Avenir Next Demi Bold"`: `FontName`); the dump names families that are
/// not bundled.
/// Custom fonts scale with Dynamic Type on the same curve as `@ScaledMetric`: size × the text
/// style's size at the Dynamic Type size / its size at Large.
///
/// ```swift
/// Text("Weekly report").font(.title2)
/// Text("3 tasks left").font(.system(size: 12, weight: .semibold))
/// Text("Body").font(.custom("Inter-Regular", size: 17, relativeTo: .body))
/// ```
public struct Font: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        case style(BitmapText.TextStyle)
        case system(size: Double, weight: FontWeight, relativeTo: TextStyleSlot?)
        indirect case token(String, fallback: Font?)
    }

    let storage: Storage
    var weightOverride: FontWeight?
    var isItalic = false
    /// `monospacedDigit()`: digits drawn with the tabular alternates.
    var isMonospacedDigit = false
    var family: String?
    var design: Design?
    var fontWidth: Width?

    /// SwiftUI's name for font weights.
    public typealias Weight = FontWeight

    init(storage: Storage, weightOverride: FontWeight? = nil) {
        self.storage = storage
        self.weightOverride = weightOverride
    }

    /// A complete bitmap text style (size, weight, line height, tracking, case).
    public init(_ style: BitmapText.TextStyle) {
        self.init(storage: .style(style))
    }

    public static let largeTitle = Font(BitmapText.TextStyle(.largeTitle))
    public static let title = Font(BitmapText.TextStyle(.title1))
    public static let title2 = Font(BitmapText.TextStyle(.title2))
    public static let title3 = Font(BitmapText.TextStyle(.title3))
    public static let headline = Font(BitmapText.TextStyle(.headline))
    public static let body = Font(BitmapText.TextStyle(.body))
    public static let callout = Font(BitmapText.TextStyle(.callout))
    public static let subheadline = Font(BitmapText.TextStyle(.subheadline))
    public static let footnote = Font(BitmapText.TextStyle(.footnote))
    public static let caption = Font(BitmapText.TextStyle(.caption1))
    public static let caption2 = Font(BitmapText.TextStyle(.caption2))

    /// The system font at a fixed size: it does not scale with Dynamic Type.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        var font = Font(storage: .system(size: Double(size), weight: weight ?? .regular, relativeTo: nil))
        font.design = design
        return font
    }

    /// One of the text styles, in a design and at a weight.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        var font = Font(storage: .style(BitmapText.TextStyle(style.slot)), weightOverride: weight)
        font.design = design
        return font
    }

    /// One of the text styles in a design (the iOS 13 spelling).
    public static func system(_ style: Font.TextStyle, design: Font.Design) -> Font {
        system(style, design: design, weight: nil)
    }

    /// The system font at `size` and `weight`, scaling with Dynamic Type like `style` (what iOS
    /// controls use for their own labels; not public SwiftUI API).
    static func scaledSystem(size: CGFloat, weight: Font.Weight, relativeTo style: Font.TextStyle) -> Font {
        Font(storage: .system(size: Double(size), weight: weight, relativeTo: style.slot))
    }

    /// A named font at `size`, scaling with Dynamic Type like `.body`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A named font at `size`, scaling with Dynamic Type like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        var font = Font(storage: .system(size: Double(size), weight: .regular, relativeTo: textStyle.slot))
        font.family = name
        return font
    }

    /// A named font at a size that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(storage: .system(size: Double(fixedSize), weight: .regular, relativeTo: nil))
        font.family = name
        return font
    }

    /// A typography token read from the environment's tokens at layout time (Pixelproof).
    public static func token(_ path: String) -> Font {
        Font(storage: .token(path, fallback: nil))
    }

    /// A typography token, or `fallback` when the render's tokens have no such token (Pixelproof;
    /// what generated text styles use, so they draw without a token set too).
    public static func token(_ path: String, default fallback: Font) -> Font {
        Font(storage: .token(path, fallback: fallback))
    }

    /// A typography token read from the environment's tokens at layout time (Pixelproof).
    public static func token(_ reference: TypographyToken) -> Font {
        token(reference.path)
    }

    public func weight(_ weight: Font.Weight) -> Font {
        var font = self
        font.weightOverride = weight
        return font
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }
}

extension Font {
    /// Apple's text styles, as SwiftUI names them.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The bitmap text layer's slot of the same style.
        var slot: TextStyleSlot {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }
    }

    /// A font design: `.default` draws with Inter, `.serif` with Liberation Serif, `.monospaced`
    /// with DejaVu Sans Mono; `.rounded` draws as `.default` (noted in the dump).
    public enum Design: String, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
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
        if style.isMonospacedDigit { text += " monospacedDigit" }
        if let tokenPath { text += " {\(tokenPath)}" }
        return text
    }
}

extension TextStyle {
    /// A typography token's value as a text style: weights map 100…900 to SwiftUI's names, the
    /// family list picks the design (`FontName(firstOf:)`) and the style scales with the text
    /// style slot nearest in size (same face preferred on ties).
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
        let name = TypographyFamilies.name(firstOf: typography.families)
        self.init(family: name?.family ?? .system, size: typography.size, weight: weight, isItalic: name?.isItalic ?? false,
                  lineHeight: typography.lineHeight, tracking: typography.letterSpacing, textCase: textCase, relativeTo: slot)
    }
}

/// `FontName(firstOf:)` of each family list a typography token gave, kept: every `Text` styled
/// by a token resolves its family list again, and reading the names (trimming, case folding,
/// the style part) cost a small verify about 4 % of its CPU. Safe to share between threads.
enum TypographyFamilies {
    private static let names = Mutex<[[String]: FontName?]>([:])

    static func name(firstOf families: [String]) -> FontName? {
        if let known = names.withLock({ $0[families] }) { return known }
        let name = FontName(firstOf: families)
        names.withLock { $0[families] = .some(name) }
        return name
    }
}
