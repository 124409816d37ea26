/// Typed references to tokens, so component code names roles (`.textPrimary`), never path
/// strings or raw values. `pixelproof tokens gen` writes the role-named constants as extensions
/// of these types (`DesignSystem/Generated/DesignTokens.swift`).
///
/// ```swift
/// public extension ColorToken {
///     static let textPrimary = ColorToken("color.text.primary")
/// }
/// let ink = tokens.color(.textPrimary)
/// ```
public protocol TokenReference: Hashable, Sendable, CustomStringConvertible {
    /// The `$type` the referenced token must have.
    static var tokenType: TokenType { get }
    var path: String { get }
    init(_ path: String)
}

extension TokenReference {
    public var description: String { path }
}

/// A `color` token; resolves to `RGBA8`.
public struct ColorToken: TokenReference {
    public static let tokenType = TokenType.color
    public let path: String
    public init(_ path: String) { self.path = path }
}

/// A `dimension` token; resolves to points.
public struct DimensionToken: TokenReference {
    public static let tokenType = TokenType.dimension
    public let path: String
    public init(_ path: String) { self.path = path }
}

/// A `number` token (opacities, ratios); resolves to `Double`.
public struct NumberToken: TokenReference {
    public static let tokenType = TokenType.number
    public let path: String
    public init(_ path: String) { self.path = path }
}

/// A `typography` token (a text style); resolves to `Typography`.
public struct TypographyToken: TokenReference {
    public static let tokenType = TokenType.typography
    public let path: String
    public init(_ path: String) { self.path = path }
}

/// A `shadow` token; resolves to `Shadow` layers.
public struct ShadowToken: TokenReference {
    public static let tokenType = TokenType.shadow
    public let path: String
    public init(_ path: String) { self.path = path }
}

/// A `border` token; resolves to `Border` (colour, width in points, line pattern).
public struct BorderToken: TokenReference {
    public static let tokenType = TokenType.border
    public let path: String
    public init(_ path: String) { self.path = path }
}

/// A `gradient` token; resolves to its `GradientStop`s.
public struct GradientToken: TokenReference {
    public static let tokenType = TokenType.gradient
    public let path: String
    public init(_ path: String) { self.path = path }
}

/// A `transition` token; resolves to `TransitionTiming`.
public struct TransitionToken: TokenReference {
    public static let tokenType = TokenType.transition
    public let path: String
    public init(_ path: String) { self.path = path }
}
