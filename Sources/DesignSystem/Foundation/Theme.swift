import BitmapText
import Raster
import SwiftUI
import Tokens

/// The one place component code turns role-named token references into colours, lengths and
/// fonts. Colours and fonts are looked up in the environment's tokens when drawn; lengths and
/// opacities when the view's body is evaluated inside a render. Either way a token change
/// reaches every component that names the token, and the render records the use.
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
    public static func length(_ token: DimensionToken) -> CGFloat {
        .token(token)
    }

    /// A typography token: family, size, weight, line height, tracking and case in one value.
    public static func font(_ token: TypographyToken) -> Font {
        .token(token)
    }

    /// A number token used as an opacity, resolved at layout time like the rest.
    ///
    /// ```swift
    /// content.opacity(isEnabled ? 1 : Theme.opacity(.opacityDisabled))
    /// ```
    public static func opacity(_ token: NumberToken) -> Double {
        .token(token)
    }
}
