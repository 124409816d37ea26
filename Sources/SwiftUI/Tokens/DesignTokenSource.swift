import BitmapText
import Raster
import Tokens

/// Where views read design tokens: the environment's `tokens`. Colours, dimensions, numbers,
/// typography and shadows are looked up by token path in the mode the colour scheme picks, at
/// layout time, so a token change reaches every view that names the token. Views read tokens
/// only through the render, which records every read in `LayoutResult.tokensRead`; a source only
/// answers values (`overriding(_:with:)` swaps some of them).
///
/// ```swift
/// let tokens = TokenTable(colors: ["text.primary": .init(light: .black, dark: .white)])
/// render(view, size: .width(390), tokens: tokens)
/// ```
public protocol DesignTokenSource: Sendable {
    func color(_ path: String, in scheme: ColorScheme) -> RGBA8?
    /// A `dimension` token in points.
    func dimension(_ path: String, in scheme: ColorScheme) -> Double?
    /// A `number` token (an opacity, a ratio), unitless.
    func number(_ path: String, in scheme: ColorScheme) -> Double?
    func typography(_ path: String, in scheme: ColorScheme) -> TextStyle?
    func shadow(_ path: String, in scheme: ColorScheme) -> ShadowValue?
}

/// A shadow token's value: colour, blur radius and offset in points.
public struct ShadowValue: Sendable, Hashable {
    public var color: RGBA8
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: RGBA8, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// The token source when none is set: it knows no tokens, so any token a view names is
/// reported as missing.
public struct NoTokens: DesignTokenSource {
    public init() {}
    public func color(_ path: String, in scheme: ColorScheme) -> RGBA8? { nil }
    public func dimension(_ path: String, in scheme: ColorScheme) -> Double? { nil }
    public func number(_ path: String, in scheme: ColorScheme) -> Double? { nil }
    public func typography(_ path: String, in scheme: ColorScheme) -> TextStyle? { nil }
    public func shadow(_ path: String, in scheme: ColorScheme) -> ShadowValue? { nil }
}
