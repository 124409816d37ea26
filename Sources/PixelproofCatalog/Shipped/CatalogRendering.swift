import BitmapText
import DesignSystem
import Raster
import SwiftUI
import Tokens

/// An entry drawn in one appearance: the image and every token path the drawing read.
public struct CatalogRendering: Sendable {
    public let bitmap: Bitmap
    /// Sorted token paths, from the layout's usage record (`LayoutResult.tokensRead`): colours,
    /// lengths, text styles, shadows and the numbers such as opacities.
    public let tokensUsed: [String]
}

extension CatalogEntry {
    /// Draws the staged entry in `appearance` at `CatalogAppearance.scale` with `tokens`.
    /// Throws when a view names a token or symbol that does not exist.
    ///
    /// ```swift
    /// let rendering = try Catalog.entry(named: "Button/primary/default")!.render(in: CatalogAppearance.all[0])
    /// rendering.tokensUsed.contains("color.action.primary.bg")   // true
    /// let greener = TokenSet.shipped.overriding(.actionPrimaryBg, with: RGBA8(r: 10, g: 122, b: 59))
    /// let changed = try Catalog.entries[0].render(in: CatalogAppearance.all[0], tokens: greener)
    /// ```
    public func render(in appearance: CatalogAppearance,
                       tokens: any DesignTokenSource = TokenSet.shipped) throws(LayoutProblems) -> CatalogRendering {
        let result = layout(stagedView, size: preferredSize.renderSize, scale: CatalogAppearance.scale,
                            colorScheme: appearance.colorScheme, dynamicTypeSize: appearance.dynamicTypeSize, tokens: tokens)
        return CatalogRendering(bitmap: try result.render(), tokensUsed: result.tokensRead)
    }
}
