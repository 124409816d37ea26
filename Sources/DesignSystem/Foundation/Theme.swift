import Layout
import Tokens

/// The one place component code turns role-named token references into the DSL's colours,
/// lengths and fonts. Every value is looked up in the environment's tokens at layout time, so a
/// token change reaches every component that names the token, and the render records the use.
///
/// ```swift
/// Text("Weekly report")
///     .font(Theme.font(.headline))
///     .foregroundStyle(Theme.color(.textPrimary))
///     .padding(Theme.length(.spaceLg))
/// ```
public enum Theme {
    /// A colour token, resolved in the mode the colour scheme picks.
    public static func color(_ token: ColorToken) -> Color {
        Color(token: token)
    }

    /// A dimension token (spacing, radius, size) in points.
    public static func length(_ token: DimensionToken) -> Length {
        .token(token)
    }

    /// A typography token: family, size, weight, line height, tracking and case in one value.
    public static func font(_ token: TypographyToken) -> Font {
        .token(token)
    }

    /// A number token (an opacity) read from the tokens in the environment. Call it only while a
    /// view's `body` (or a style's `makeBody`) is evaluated; the read is recorded like any other.
    public static func number(_ token: NumberToken) -> Double {
        let tokens = Environment(\.tokens).wrappedValue
        let scheme = Environment(\.colorScheme).wrappedValue
        return tokens.dimension(token.path, in: scheme) ?? 0
    }
}
