/// A text style: one of Apple's eleven text styles, a fixed size, or a typography token.
/// Resolved at layout time, so a token change restyles every `Text` that uses it.
///
/// ```swift
/// Text("Weekly report").font(.title2)
/// Text("3 tasks left").font(.system(size: 12, weight: .semibold))
/// extension Font { static let dsBody = Font.token("typography.body") }
/// ```
public struct Font: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        case textStyle(TextStyle)
        case system(size: Dimension, relativeTo: TextStyle)
        case token(String)
    }

    let storage: Storage
    var weightOverride: Weight?

    /// Apple's text styles, sized as at the default (Large) Dynamic Type size.
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

        /// Size / line height in points and weight at the Large Dynamic Type size
        /// (Apple's Human Interface Guidelines table, as in the seeds).
        var metrics: (size: Double, lineHeight: Double, weight: Weight) {
            switch self {
            case .largeTitle: (34, 41, .regular)
            case .title: (28, 34, .regular)
            case .title2: (22, 28, .regular)
            case .title3: (20, 25, .regular)
            case .headline: (17, 22, .semibold)
            case .body: (17, 22, .regular)
            case .callout: (16, 21, .regular)
            case .subheadline: (15, 20, .regular)
            case .footnote: (13, 18, .regular)
            case .caption: (12, 16, .regular)
            case .caption2: (11, 13, .regular)
            }
        }
    }

    /// Stroke weights; the bundled bitmap fonts draw `.semibold` and heavier as bold.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// Whether the bundled fonts draw this weight with their bold face.
        public var isBold: Bool {
            switch self {
            case .semibold, .bold, .heavy, .black: true
            default: false
            }
        }
    }

    init(storage: Storage, weightOverride: Weight? = nil) {
        self.storage = storage
        self.weightOverride = weightOverride
    }

    public static let largeTitle = Font(storage: .textStyle(.largeTitle))
    public static let title = Font(storage: .textStyle(.title))
    public static let title2 = Font(storage: .textStyle(.title2))
    public static let title3 = Font(storage: .textStyle(.title3))
    public static let headline = Font(storage: .textStyle(.headline))
    public static let body = Font(storage: .textStyle(.body))
    public static let callout = Font(storage: .textStyle(.callout))
    public static let subheadline = Font(storage: .textStyle(.subheadline))
    public static let footnote = Font(storage: .textStyle(.footnote))
    public static let caption = Font(storage: .textStyle(.caption))
    public static let caption2 = Font(storage: .textStyle(.caption2))

    /// A fixed size that still scales with Dynamic Type like `relativeTo`.
    public static func system(size: Dimension, weight: Weight = .regular, relativeTo style: TextStyle = .body) -> Font {
        Font(storage: .system(size: size, relativeTo: style), weightOverride: weight)
    }

    /// One of the text styles with another weight.
    public static func system(_ style: TextStyle, weight: Weight) -> Font {
        Font(storage: .textStyle(style), weightOverride: weight)
    }

    /// A typography token (family, size, weight, line height, tracking, case) read from the
    /// environment's tokens at layout time.
    public static func token(_ path: String) -> Font {
        Font(storage: .token(path))
    }

    public func weight(_ weight: Weight) -> Font {
        Font(storage: storage, weightOverride: weight)
    }

    public func bold() -> Font { weight(.bold) }
}
