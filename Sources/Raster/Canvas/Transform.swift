/// A scale followed by a translation: `x' = scaleX · x + translateX`, likewise for y. The
/// canvas keeps one, from points to device pixels; rotations are not supported, so
/// rectangles stay axis-aligned and pixel-aligned edges stay crisp.
///
/// ```swift
/// let t = Transform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
/// t.apply(Point(x: 1, y: 1))   // (22, 2)
/// ```
public struct Transform: Hashable, Sendable {
    public var scaleX: Double
    public var scaleY: Double
    public var translateX: Double
    public var translateY: Double

    public init(scaleX: Double = 1, scaleY: Double = 1, translateX: Double = 0, translateY: Double = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.translateX = translateX
        self.translateY = translateY
    }

    public init(scaleX: Double, y: Double) { self.init(scaleX: scaleX, scaleY: y) }

    public init(translationX: Double, y: Double) { self.init(translateX: translationX, translateY: y) }

    public static let identity = Transform()

    @inline(__always)
    public func apply(_ p: Point) -> Point {
        Point(x: scaleX * p.x + translateX, y: scaleY * p.y + translateY)
    }

    public func apply(_ r: Rect) -> Rect {
        let a = apply(r.origin), b = apply(Point(x: r.maxX, y: r.maxY))
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// This transform after first moving by (`x`, `y`) in its own (untransformed) space.
    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform(scaleX: scaleX, scaleY: scaleY, translateX: translateX + scaleX * x, translateY: translateY + scaleY * y)
    }

    /// This transform after first scaling by (`x`, `y`) in its own space.
    public func scaledBy(x: Double, y: Double) -> Transform {
        Transform(scaleX: scaleX * x, scaleY: scaleY * y, translateX: translateX, translateY: translateY)
    }

    /// The larger of the two scales' magnitudes: how many device pixels one unit can span.
    var maximumScale: Double { max(abs(scaleX), abs(scaleY)) }
}
