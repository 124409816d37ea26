import Raster

// Colour filters applied to a view's whole drawing (grouped into a layer), each one colour
// matrix (`ColorMatrix`) on the straight sRGB values of every pixel.
extension View {
    /// Adds `amount` to each colour channel: 0 no change, 1 white (SwiftUI's `brightness`).
    public func brightness(_ amount: Double) -> some View {
        modifier(LayerEffectModifier.fixed(LayerEffects(colorMatrix: .brightness(amount)), "brightness", formatPoints(amount)))
    }

    /// Scales each colour channel's distance from mid-grey by `amount`: 1 no change, 0 grey.
    public func contrast(_ amount: Double) -> some View {
        modifier(LayerEffectModifier.fixed(LayerEffects(colorMatrix: .contrast(amount)), "contrast", formatPoints(amount)))
    }

    /// Colour intensity: 0 grey, 1 unchanged, above 1 more vivid (SVG's saturate matrix).
    public func saturation(_ amount: Double) -> some View {
        modifier(LayerEffectModifier.fixed(LayerEffects(colorMatrix: .saturation(amount)), "saturation", formatPoints(amount)))
    }

    /// Removes `amount` (0…1) of the colour: 1 is fully grey (saturation 1 − amount).
    public func grayscale(_ amount: Double) -> some View {
        modifier(LayerEffectModifier.fixed(LayerEffects(colorMatrix: .saturation(1 - amount)), "grayscale", formatPoints(amount)))
    }

    /// Turns every hue by `angle` around the colour wheel (SVG's hueRotate matrix).
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(LayerEffectModifier.fixed(LayerEffects(colorMatrix: .hueRotation(angle.radians)), "hueRotation",
                                           "\(formatPoints(angle.degrees))°"))
    }

    /// Multiplies every pixel, alpha included, by `color`.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(LayerEffectModifier { context in
            let resolved = context.resolve(color)
            return .init(effects: { _ in LayerEffects(colorMatrix: .multiply(resolved.rgba)) }, details: [.init("colorMultiply", resolved.description)])
        })
    }

    /// Inverts every colour channel (1 − c), keeping alpha.
    public func colorInvert() -> some View {
        modifier(LayerEffectModifier.fixed(LayerEffects(colorMatrix: .invert), "colorInvert", "true"))
    }

    /// A Gaussian blur of this view's drawing with σ = `radius` points (the convention shadows
    /// use); `opaque: true` keeps the result opaque inside the drawing instead of fading its
    /// edges into what is behind.
    ///
    /// ```swift
    /// Image("hero").blur(radius: 8)
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(LayerEffectModifier.fixed(radius > 0 ? LayerEffects(blurRadius: Double(radius), blurIsOpaque: opaque) : nil,
                                           "blur", formatPoints(Double(radius)) + (opaque ? " opaque" : "")))
    }
}
