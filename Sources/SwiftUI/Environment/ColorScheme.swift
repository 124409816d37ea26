import BitmapText
import Raster
import Tokens

/// Light or dark appearance; it picks the token mode colours resolve in.
///
/// ```swift
/// Card().environment(\.colorScheme, .dark)
/// ```
public enum ColorScheme: String, Sendable, CaseIterable {
    case light
    case dark
}

/// The direction text and horizontal stacks run in; only left-to-right is laid out for now.
public enum LayoutDirection: String, Sendable {
    case leftToRight
}
