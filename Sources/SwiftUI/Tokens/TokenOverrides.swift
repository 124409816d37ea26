import BitmapText
import Raster
import Tokens

/// A token source with some values replaced, to see what a token change touches without
/// editing files: every other read goes to the source underneath. A replaced token must exist
/// underneath (a missing one stays missing); the replacement holds in every colour scheme.
///
/// ```swift
/// let greener = TokenSet.shipped.overriding(.actionPrimaryBg, with: RGBA8(r: 10, g: 122, b: 59))
/// let tighter = greener.overriding(.radiusSm, with: 2)
/// render(card, size: .width(390), tokens: tighter)
/// ```
public struct TokenOverrides: DesignTokenSource {
    let base: any DesignTokenSource
    private var colors: [String: RGBA8] = [:]
    private var dimensions: [String: Double] = [:]
    private var numbers: [String: Double] = [:]

    init(base: any DesignTokenSource) {
        self.base = base
    }

    /// These overrides plus the colour `token` replaced by `color`.
    public func overriding(_ token: ColorToken, with color: RGBA8) -> TokenOverrides {
        var copy = self
        copy.colors[token.path] = color
        return copy
    }

    /// These overrides plus the dimension `token` replaced by `points`.
    public func overriding(_ token: DimensionToken, with points: Double) -> TokenOverrides {
        var copy = self
        copy.dimensions[token.path] = points
        return copy
    }

    /// These overrides plus the number `token` replaced by `value`.
    public func overriding(_ token: NumberToken, with value: Double) -> TokenOverrides {
        var copy = self
        copy.numbers[token.path] = value
        return copy
    }

    public func color(_ path: String, in scheme: ColorScheme) -> RGBA8? {
        base.color(path, in: scheme).map { colors[path] ?? $0 }
    }

    public func dimension(_ path: String, in scheme: ColorScheme) -> Double? {
        base.dimension(path, in: scheme).map { dimensions[path] ?? $0 }
    }

    public func number(_ path: String, in scheme: ColorScheme) -> Double? {
        base.number(path, in: scheme).map { numbers[path] ?? $0 }
    }

    public func typography(_ path: String, in scheme: ColorScheme) -> TextStyle? {
        base.typography(path, in: scheme)
    }

    public func shadow(_ path: String, in scheme: ColorScheme) -> ShadowValue? {
        base.shadow(path, in: scheme)
    }
}

extension DesignTokenSource {
    /// These tokens with the colour `token` replaced by `color` (see `TokenOverrides`).
    public func overriding(_ token: ColorToken, with color: RGBA8) -> TokenOverrides {
        TokenOverrides(base: self).overriding(token, with: color)
    }

    /// These tokens with the dimension `token` replaced by `points`.
    public func overriding(_ token: DimensionToken, with points: Double) -> TokenOverrides {
        TokenOverrides(base: self).overriding(token, with: points)
    }

    /// These tokens with the number `token` replaced by `value`.
    public func overriding(_ token: NumberToken, with value: Double) -> TokenOverrides {
        TokenOverrides(base: self).overriding(token, with: value)
    }
}
