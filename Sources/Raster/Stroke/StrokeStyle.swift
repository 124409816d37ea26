/// How a path is outlined: width, line ends, corners and dashes, named as in SwiftUI's
/// `StrokeStyle`. Widths and dash lengths are in points.
///
/// ```swift
/// let focusRing = StrokeStyle(width: 2, dash: [4, 2])
/// let chevron = StrokeStyle(width: 1.5, cap: .round, join: .round)
/// ```
public struct StrokeStyle: Hashable, Sendable {
    public enum LineCap: Hashable, Sendable {
        /// The line stops at its end point.
        case butt
        /// A half disc of the line's width around the end point.
        case round
        /// A half square of the line's width beyond the end point.
        case square
    }

    public enum LineJoin: Hashable, Sendable {
        /// Outer edges extended until they meet, unless that is longer than `miterLimit` × width / 2.
        case miter
        /// A disc of the line's width around the corner.
        case round
        /// The outer corners joined by a straight line.
        case bevel
    }

    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// The longest miter, in half widths, before a miter join becomes a bevel (SwiftUI's default 10).
    public var miterLimit: Double
    /// Alternating on and off lengths; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
