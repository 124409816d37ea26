import Layout
import Tokens

/// An entry drawn in one appearance: the image and every token path the drawing read.
public struct CatalogRendering: Sendable {
    public let bitmap: Bitmap
    /// Sorted token paths, from the token source's usage record (colours, lengths, text styles,
    /// shadows and the numbers such as opacities that components read directly).
    public let tokensUsed: [String]
}

extension CatalogEntry {
    /// Draws the staged entry in `appearance` at `CatalogAppearance.scale` with `tokens`.
    /// Throws when a view names a token or symbol that does not exist.
    ///
    /// ```swift
    /// let rendering = try Catalog.entry(named: "Button/primary/default")!.render(in: CatalogAppearance.all[0])
    /// rendering.tokensUsed.contains("color.action.primary.bg")   // true
    /// ```
    public func render(in appearance: CatalogAppearance, tokens: ThemeTokens = .shipped) throws(LayoutProblems) -> CatalogRendering {
        let recorder = TokenUsageRecorder()
        let bitmap = try Layout.render(stagedView, size: preferredSize.renderSize, scale: CatalogAppearance.scale,
                                       colorScheme: appearance.colorScheme, dynamicTypeSize: appearance.dynamicTypeSize,
                                       tokens: tokens.recording(into: recorder))
        return CatalogRendering(bitmap: bitmap, tokensUsed: recorder.paths)
    }
}
