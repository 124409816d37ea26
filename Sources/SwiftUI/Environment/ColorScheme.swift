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

/// The direction text and horizontal layout run in. Under `.rightToLeft` the layout of the
/// views below is mirrored: stacks run from the right, `.leading` is the right edge, leading
/// padding is on the right (see `MirrorNode`).
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight
    case rightToLeft
}
