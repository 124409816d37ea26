import Raster

/// How colours are composited inside a `drawingGroup`, SwiftUI's `ColorRenderingMode`
/// (accepted; Pixelproof composites 8-bit sRGB).
public enum ColorRenderingMode: Sendable, Hashable {
    case nonLinear, linear, extendedLinear
}

extension View {
    /// This view drawn only inside its frame (SwiftUI's `clipped`); anti-aliasing is moot for
    /// a frame on the pixel grid.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    /// The shape hit-testing uses: recorded for the text dump, nothing drawn (a snapshot has no
    /// touches).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(EffectModifier { _ in .init(details: [.init("contentShape", TypeName.of(S.self))]) })
    }

    /// Renders this view offscreen before compositing: drawn as a compositing group, which is
    /// what it changes in a single frame.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }
}
