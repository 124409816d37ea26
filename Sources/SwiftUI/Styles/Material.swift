import Raster

/// A translucent material, SwiftUI's `Material`: what is behind it is blurred, then a
/// translucent tint is painted over it, lighter in light mode and darker in dark mode.
///
/// Apple publishes neither the blur nor the tints of its materials (they are private
/// `UIBlurEffect` recipes that also adjust saturation). Pixelproof draws each as a backdrop
/// blur of σ = 15 pt and one tint per appearance; the tints below were chosen so a material
/// over white/black and over a colourful background reads as on an iOS 17 device: thicker
/// materials are more opaque. Vibrancy of content on top is not drawn.
///
/// ```swift
/// Text("Now Playing").padding().background(.ultraThinMaterial, in: Capsule())
/// ```
public struct Material: Sendable, Hashable, ShapeStyle, ResolvableShapeStyle {
    let name: String
    let light: RGBA8
    let dark: RGBA8

    /// The backdrop blur of every material, in points (σ).
    static let blurRadius = 15.0

    public static let ultraThin = Material(name: "ultraThin", light: RGBA8(r: 255, g: 255, b: 255, a: 77),
                                           dark: RGBA8(r: 36, g: 36, b: 38, a: 115))
    public static let thin = Material(name: "thin", light: RGBA8(r: 255, g: 255, b: 255, a: 128),
                                      dark: RGBA8(r: 36, g: 36, b: 38, a: 153))
    public static let regular = Material(name: "regular", light: RGBA8(r: 255, g: 255, b: 255, a: 179),
                                         dark: RGBA8(r: 36, g: 36, b: 38, a: 191))
    public static let thick = Material(name: "thick", light: RGBA8(r: 255, g: 255, b: 255, a: 217),
                                       dark: RGBA8(r: 36, g: 36, b: 38, a: 217))
    public static let ultraThick = Material(name: "ultraThick", light: RGBA8(r: 255, g: 255, b: 255, a: 237),
                                            dark: RGBA8(r: 36, g: 36, b: 38, a: 237))
    /// The material of bars (navigation, tab and tool bars): iOS's bar background,
    /// #F9F9F9 at 94 % in light mode and #1D1D1D at 94 % in dark mode.
    public static let bar = Material(name: "bar", light: RGBA8(r: 249, g: 249, b: 249, a: 240),
                                     dark: RGBA8(r: 29, g: 29, b: 29, a: 240))

    func resolvePaint(in context: ResolveContext) -> ResolvedPaint {
        .material(name: name, tint: ResolvedColor(context.scheme == .dark ? dark : light), blurRadius: Material.blurRadius)
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}
