/// A timing curve from a `cubicBezier` token: the two control points of a cubic Bézier from
/// (0, 0) to (1, 1), as CSS `cubic-bezier(x1, y1, x2, y2)` and SwiftUI's `UnitCurve.bezier`.
///
/// ```swift
/// let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
/// ```
public struct CubicBezier: Hashable, Sendable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}
