import BitmapText
import Raster
import SwiftUI

/// The render settings of view strategies that an assertion does not spell out: set once for a
/// run, a suite or a test (`withSnapshotTesting(scale: .x2, tokens: …) { }`, the `.snapshots(…)`
/// trait, `SnapshotConfiguration(view:)`), the nearest setting winning. Unset fields fall back to
/// the outer setting, then to a device configuration's traits, then to the built-in defaults:
/// 1x, light, Dynamic Type `.large`, no tokens, the view's ideal size, a clear background.
///
/// ```swift
/// override func invokeTest() {
///     withSnapshotTesting(scale: .x2, tokens: TokenSet.shipped) { super.invokeTest() }
/// }
/// // every `assertSnapshot(of: card, as: .image)` in the class now renders at 2x with the tokens
/// ```
public struct ViewSnapshotDefaults: Sendable {
    public var scale: DisplayScale?
    public var colorScheme: ColorScheme?
    public var dynamicTypeSize: DynamicTypeSize?
    public var tokens: (any DesignTokenSource)?
    /// The render size of strategies that name neither `size:` nor `layout:`.
    public var size: RenderSize?
    public var background: RGBA8?

    public init(scale: DisplayScale? = nil, colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
                tokens: (any DesignTokenSource)? = nil, size: RenderSize? = nil, background: RGBA8? = nil) {
        self.scale = scale
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.tokens = tokens
        self.size = size
        self.background = background
    }

    /// These defaults with the fields `other` sets taking precedence.
    public func merging(_ other: ViewSnapshotDefaults) -> ViewSnapshotDefaults {
        ViewSnapshotDefaults(scale: other.scale ?? scale, colorScheme: other.colorScheme ?? colorScheme,
                             dynamicTypeSize: other.dynamicTypeSize ?? dynamicTypeSize, tokens: other.tokens ?? tokens,
                             size: other.size ?? size, background: other.background ?? background)
    }
}
