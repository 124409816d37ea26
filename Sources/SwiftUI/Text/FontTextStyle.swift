import BitmapText

extension Font {
    /// SwiftUI's names for the text styles of Apple's type scale (`Font.TextStyle`), as
    /// `@ScaledMetric(relativeTo:)` and code that names a style take them. Each maps to one of
    /// the eleven slots of `TextStyleSlot` (`title` is Title 1, `caption` is Caption 1).
    ///
    /// ```swift
    /// @ScaledMetric(relativeTo: .title) private var iconSize: CGFloat = 28
    /// ```
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The slot of Apple's type scale this style sizes like.
        public var slot: TextStyleSlot {
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
}
