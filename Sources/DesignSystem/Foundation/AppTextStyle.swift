import SwiftUI

/// One text style, applied with one modifier: family, size, weight, line height, tracking and
/// case all come from a typography token (`DesignTextStyle`, generated), so call sites never set
/// case or tracking themselves. `.original` keeps the text's own case, for what users typed.
///
/// ```swift
/// Text("Recent").appText(.label)                 // RECENT, tracked
/// Text(owner.name).appText(.label.original)      // as typed
/// ```
public struct AppTextStyle: Sendable, Hashable {
    /// The typography token the style draws with.
    public var token: DesignTextStyle
    /// Whether the token's case transform is dropped.
    public var keepsOriginalCase: Bool

    public init(_ token: DesignTextStyle, keepsOriginalCase: Bool = false) {
        self.token = token
        self.keepsOriginalCase = keepsOriginalCase
    }

    /// The same style without its case transform.
    public var original: AppTextStyle { AppTextStyle(token, keepsOriginalCase: true) }

    public static let largeTitle = AppTextStyle(.largeTitle)
    public static let title1 = AppTextStyle(.title1)
    public static let title2 = AppTextStyle(.title2)
    public static let title3 = AppTextStyle(.title3)
    public static let headline = AppTextStyle(.headline)
    public static let body = AppTextStyle(.body)
    public static let callout = AppTextStyle(.callout)
    public static let subheadline = AppTextStyle(.subheadline)
    public static let footnote = AppTextStyle(.footnote)
    public static let caption1 = AppTextStyle(.caption1)
    public static let caption2 = AppTextStyle(.caption2)
    /// Section labels: upper case and tracked.
    public static let label = AppTextStyle(.label)
}

extension View {
    /// Text inside drawn in `style`: the one way components and screens pick a text style.
    public func appText(_ style: AppTextStyle) -> some View {
        // The one sanctioned case override: `.original` clears the token's transform.
        textStyle(style.keepsOriginalCase ? style.token.original : style.token)
    }
}
