import Raster

/// One layer of a `shadow` token; every length in points.
///
/// ```swift
/// let card = tokens.shadow(.card)     // Shadow(color: #0B0B0F1F, offsetX: 0, offsetY: 1, blur: 3, …)
/// ```
public struct Shadow: Equatable, Sendable {
    public var color: RGBA8
    public var offsetX: Double
    public var offsetY: Double
    public var blur: Double
    public var spread: Double
    public var inset: Bool

    public init(color: RGBA8, offsetX: Double, offsetY: Double, blur: Double, spread: Double = 0, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }

    /// What a lookup of a missing shadow token returns: no shadow at all.
    public static let none = Shadow(color: .clear, offsetX: 0, offsetY: 0, blur: 0)
}
