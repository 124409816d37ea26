/// The outline of a drawn shape, independent of where it is drawn: the rectangle it fills
/// comes with the command.
public enum ShapeGeometry: Sendable, Hashable {
    case rectangle
    case roundedRectangle(RectangleCornerRadii, style: RoundedCornerStyle)
    case capsule(style: RoundedCornerStyle)
    case ellipse
    /// An outline in absolute points.
    case path(Path)

    /// The outline shrunk by `amount` on every side, as `strokeBorder` and `clipShape` insets
    /// need: radii shrink with the edges, never below zero.
    func inset(by amount: Double) -> ShapeGeometry {
        switch self {
        case .roundedRectangle(let radii, let style):
            .roundedRectangle(radii.inset(by: amount), style: style)
        default:
            self
        }
    }
}

/// How a rounded corner is drawn: a circular arc, or Apple's continuous ("squircle") corner.
public enum RoundedCornerStyle: String, Sendable, Hashable {
    case circular
    case continuous

    /// The Raster layer's name for the same corner.
    var cornerStyle: CornerStyle { self == .continuous ? .continuous : .circular }
}

/// Corner radii in points, one per corner.
///
/// ```swift
/// let top = RectangleCornerRadii(topLeading: 12, topTrailing: 12)
/// ```
public struct RectangleCornerRadii: Sendable, Hashable, CustomStringConvertible {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    public init(all radius: Double) {
        self.init(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
    }

    func inset(by amount: Double) -> RectangleCornerRadii {
        RectangleCornerRadii(
            topLeading: max(0, topLeading - amount), bottomLeading: max(0, bottomLeading - amount),
            bottomTrailing: max(0, bottomTrailing - amount), topTrailing: max(0, topTrailing - amount))
    }

    public var description: String {
        let all = [topLeading, topTrailing, bottomTrailing, bottomLeading]
        if Set(all).count == 1 { return formatPoints(topLeading) }
        return all.map(formatPoints).joined(separator: "/")
    }
}
