/// What happens to a layer's pixels when it is closed, beyond opacity and shadow: an alpha
/// mask (`Canvas.beginMask()`), a colour matrix, a Gaussian blur, an affine transform, and the
/// blend mode it is composited with, applied in that order.
///
/// A layer with effects is drawn unclipped and composited through the clip that was in
/// effect when it began, so a rotated or blurred drawing is clipped where it lands, not where
/// it was drawn.
///
/// ```swift
/// canvas.beginLayer(effects: LayerEffects(transform: AffineMap(rotationRadians: .pi / 4), blendMode: .multiply))
/// canvas.fill(square, .solid(.black))
/// canvas.endLayer()
/// ```
public struct LayerEffects: Hashable, Sendable {
    /// Maps the layer's drawing, in points (the canvas's coordinates), to where it lands;
    /// resampled bilinearly (`LayerResampler`).
    public var transform: AffineMap?
    /// A perspective map (points to points) applied after `transform`, resampled the same way.
    public var projection: ProjectiveMap?
    public var blendMode: LayerBlendMode
    public var colorMatrix: ColorMatrix?
    /// The blur's standard deviation in points (0: none), the convention `Shadow` freezes.
    public var blurRadius: Double
    /// Whether the blurred layer stays opaque inside what was drawn (SwiftUI's `opaque: true`):
    /// colours are renormalised by their blurred alpha and nothing spreads outside.
    public var blurIsOpaque: Bool

    public init(transform: AffineMap? = nil, projection: ProjectiveMap? = nil, blendMode: LayerBlendMode = .normal,
                colorMatrix: ColorMatrix? = nil, blurRadius: Double = 0, blurIsOpaque: Bool = false) {
        self.transform = transform
        self.projection = projection
        self.blendMode = blendMode
        self.colorMatrix = colorMatrix
        self.blurRadius = blurRadius
        self.blurIsOpaque = blurIsOpaque
    }
}
