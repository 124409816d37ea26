import Layout
import Tokens

/// A token set (the shipped one, or files under review) as the token source views read:
/// colours resolve in the mode the colour scheme names (`light`, `dark`), dimensions, numbers,
/// text styles and shadows likewise. Every lookup is reported to `recorder`, so a render knows
/// exactly which tokens it used; `overriding` swaps single values to see what a change touches.
///
/// ```swift
/// let tokens = ThemeTokens.shipped
/// render(DSCard { Text("Weekly report") }, size: .width(320), tokens: tokens)
/// let tweaked = tokens.overriding(.actionPrimaryBg, with: RGBA8(r: 10, g: 122, b: 59))
/// ```
public struct ThemeTokens: DesignTokenSource {
    private let light: ResolvedTokens
    private let dark: ResolvedTokens
    private let colorOverrides: [String: RGBA8]
    private let dimensionOverrides: [String: Double]
    /// Where every lookup is recorded; `nil` records nothing.
    public let recorder: TokenUsageRecorder?

    /// The tokens of `set`, whose modes must include `light` and `dark`.
    public init(_ set: TokenSet, recorder: TokenUsageRecorder? = nil) throws(TokenSetError) {
        self.init(light: try set.resolved(mode: ColorScheme.light.rawValue),
                  dark: try set.resolved(mode: ColorScheme.dark.rawValue), colors: [:], dimensions: [:], recorder: recorder)
    }

    private init(light: ResolvedTokens, dark: ResolvedTokens, colors: [String: RGBA8], dimensions: [String: Double],
                 recorder: TokenUsageRecorder?) {
        self.light = light.recording(into: recorder)
        self.dark = dark.recording(into: recorder)
        colorOverrides = colors
        dimensionOverrides = dimensions
        self.recorder = recorder
    }

    /// The tokens Pixelproof ships (`TokenSet.shipped`).
    public static let shipped: ThemeTokens = {
        do {
            return try ThemeTokens(.shipped)
        } catch {
            fatalError("the bundled token set has no light or dark mode; reinstall Pixelproof. \(error)")
        }
    }()

    /// The same tokens, recording every lookup into `recorder`.
    public func recording(into recorder: TokenUsageRecorder?) -> ThemeTokens {
        ThemeTokens(light: light, dark: dark, colors: colorOverrides, dimensions: dimensionOverrides, recorder: recorder)
    }

    /// The same tokens with the colour `token` replaced by `color` in both modes.
    public func overriding(_ token: ColorToken, with color: RGBA8) -> ThemeTokens {
        var colors = colorOverrides
        colors[token.path] = color
        return ThemeTokens(light: light, dark: dark, colors: colors, dimensions: dimensionOverrides, recorder: recorder)
    }

    /// The same tokens with the dimension `token` replaced by `points` in both modes.
    public func overriding(_ token: DimensionToken, with points: Double) -> ThemeTokens {
        var dimensions = dimensionOverrides
        dimensions[token.path] = points
        return ThemeTokens(light: light, dark: dark, colors: colorOverrides, dimensions: dimensions, recorder: recorder)
    }

    private func tokens(_ scheme: ColorScheme) -> ResolvedTokens {
        scheme == .dark ? dark : light
    }

    public func color(_ path: String, in scheme: ColorScheme) -> RGBA8? {
        guard let color = tokens(scheme).color(path, in: scheme) else { return nil }
        return colorOverrides[path] ?? color
    }

    /// Dimensions in points; number tokens (opacities) are answered here too, unitless.
    public func dimension(_ path: String, in scheme: ColorScheme) -> Double? {
        guard let points = tokens(scheme).dimension(path, in: scheme) else { return nil }
        return dimensionOverrides[path] ?? points
    }

    public func typography(_ path: String, in scheme: ColorScheme) -> TextStyle? {
        tokens(scheme).typography(path, in: scheme)
    }

    public func shadow(_ path: String, in scheme: ColorScheme) -> ShadowValue? {
        tokens(scheme).shadow(path, in: scheme)
    }
}
