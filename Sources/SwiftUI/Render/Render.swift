import BitmapText
import Raster
import Tokens

/// Renders `view` to pixels: lays it out (see `layout`), turns the laid-out tree into a
/// display list and draws it with the rasterizer at `scale`. Missing tokens and unknown symbols
/// throw, listing every one.
///
/// ```swift
/// let image = try render(SettingsScreen(), size: .width(390), scale: .x2, colorScheme: .dark,
///                        tokens: TokenSet.shipped)
/// image.width   // 780
/// ```
public func render<V: View>(
    _ view: @autoclosure () -> V,
    size: RenderSize,
    scale: DisplayScale = .x1,
    colorScheme: ColorScheme = .light,
    dynamicTypeSize: DynamicTypeSize = .large,
    tokens: any DesignTokenSource = NoTokens(),
    background: RGBA8 = .clear,
    environment: (inout EnvironmentValues) -> Void = { _ in }
) throws(LayoutProblems) -> Bitmap {
    try layout(view(), size: size, scale: scale, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, tokens: tokens,
               environment: environment).render(background: background)
}

extension LayoutResult {
    /// This layout drawn at its scale: for callers that also want the dump or the tokens read
    /// from the same layout.
    ///
    /// ```swift
    /// let result = layout(card, size: .width(390), scale: .x2, tokens: tokens)
    /// let image = result.rasterize(background: .white)
    /// let touched = result.tokensRead
    /// ```
    public func rasterize(background: RGBA8 = .clear) -> Bitmap {
        DisplayList(self).rasterize(scale: scale, background: background)
    }

    /// This layout drawn at its scale, or the problems it met (missing tokens, unknown symbols)
    /// as an error: what `render` does, for callers that also want `tokensRead`.
    ///
    /// ```swift
    /// let result = layout(card, size: .width(390), tokens: TokenSet.shipped)
    /// let image = try result.render()
    /// ```
    public func render(background: RGBA8 = .clear) throws(LayoutProblems) -> Bitmap {
        guard problems.isEmpty else { throw LayoutProblems(problems: problems) }
        return rasterize(background: background)
    }
}
