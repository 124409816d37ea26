/// A drop shadow: the shape's silhouette in `color`, moved by (`x`, `y`) points and blurred.
///
/// **Radius → blur (frozen)**: the blur is a Gaussian of standard deviation σ = `radius` points
/// (σ = radius × scale device pixels). This is the convention design tools use when they hand
/// shadows to iOS (a Figma/Sketch/CSS blur of B becomes `shadowRadius` B/2, and CSS defines
/// that blur as σ = B/2). It is approximated by three box blurs (`BoxBlur`).
///
/// ```swift
/// canvas.drawShadow(of: .roundedRect(card, cornerRadius: 12),
///                   Shadow(color: RGBA8(r: 0, g: 0, b: 0, a: 51), radius: 8, x: 0, y: 4))
/// ```
public struct Shadow: Hashable, Sendable {
    public var color: RGBA8
    /// The blur's standard deviation, in points.
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: RGBA8, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }

    /// σ in device pixels for a transform with scale `scale`.
    func sigma(scale: Double) -> Double { max(0, radius * scale) }
}
