import Raster

/// How a view's drawing combines with what is behind it, SwiftUI's `BlendMode`. Each mode is
/// drawn exactly as the W3C Compositing spec and Core Graphics define it (`LayerBlendMode`).
///
/// ```swift
/// Circle().fill(.red).blendMode(.multiply)
/// ```
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    var layerBlendMode: LayerBlendMode { LayerBlendMode(rawValue: rawValue) ?? .normal }
}

extension View {
    /// This view composited onto what is behind it with `blendMode` (its drawing is grouped
    /// first, as SwiftUI does).
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(LayerEffectModifier.fixed(blendMode == .normal ? nil : LayerEffects(blendMode: blendMode.layerBlendMode),
                                           "blendMode", blendMode.rawValue))
    }
}
