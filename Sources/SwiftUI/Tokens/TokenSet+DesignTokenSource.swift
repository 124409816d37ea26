import BitmapText
import Raster
import Tokens

/// A token set from the Tokens module serves views directly: the colour scheme picks the mode
/// of the same name (`light`, `dark`), or the default mode when the set has no such mode.
///
/// ```swift
/// render(card, size: .width(390), colorScheme: .dark, tokens: TokenSet.shipped)
/// ```
extension TokenSet: DesignTokenSource {
    func tokens(for scheme: ColorScheme) -> ResolvedTokens {
        (try? resolved(mode: scheme.rawValue)) ?? defaultTokens
    }

    public func color(_ path: String, in scheme: ColorScheme) -> RGBA8? {
        tokens(for: scheme).color(path, in: scheme)
    }

    public func dimension(_ path: String, in scheme: ColorScheme) -> Double? {
        tokens(for: scheme).dimension(path, in: scheme)
    }

    public func number(_ path: String, in scheme: ColorScheme) -> Double? {
        tokens(for: scheme).number(path, in: scheme)
    }

    public func typography(_ path: String, in scheme: ColorScheme) -> TextStyle? {
        tokens(for: scheme).typography(path, in: scheme)
    }

    public func shadow(_ path: String, in scheme: ColorScheme) -> ShadowValue? {
        tokens(for: scheme).shadow(path, in: scheme)
    }
}

/// One mode's resolved tokens serve views in that mode whatever the colour scheme.
extension ResolvedTokens: DesignTokenSource {
    public func color(_ path: String, in scheme: ColorScheme) -> RGBA8? {
        guard case .color(let rgba)? = token(path)?.value else { return nil }
        return rgba
    }

    public func dimension(_ path: String, in scheme: ColorScheme) -> Double? {
        guard case .dimension(let dimension)? = token(path)?.value else { return nil }
        return dimension.points
    }

    public func number(_ path: String, in scheme: ColorScheme) -> Double? {
        guard case .number(let number)? = token(path)?.value else { return nil }
        return number
    }

    public func typography(_ path: String, in scheme: ColorScheme) -> TextStyle? {
        guard case .typography(let typography)? = token(path)?.value else { return nil }
        return TextStyle(typography: typography)
    }

    /// The first layer; a design-tool blur B becomes the radius B / 2 (the Raster layer's
    /// frozen convention, σ = radius).
    public func shadow(_ path: String, in scheme: ColorScheme) -> ShadowValue? {
        guard case .shadow(let layers)? = token(path)?.value, let first = layers.first else { return nil }
        return ShadowValue(color: first.color, radius: first.blur / 2, x: first.offsetX, y: first.offsetY)
    }
}
