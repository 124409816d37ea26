/// How a rounded rectangle's corners bend.
public enum CornerStyle: Hashable, Sendable {
    /// Quarter circles of the corner radius (CSS `border-radius`, SwiftUI `.circular`).
    case circular
    /// SwiftUI's default (`RoundedRectangle(cornerRadius:)` is `.continuous`): a curve that
    /// leaves the straight edge gradually, 1.52866483·r from the vertex, as three cubics
    /// (DESIGN.md §4, `ContinuousCorner`).
    case continuous
}

/// One radius per corner, in points, clockwise from the top-left.
///
/// ```swift
/// let sheet = CornerRadii(topLeading: 16, topTrailing: 16, bottomTrailing: 0, bottomLeading: 0)
/// ```
public struct CornerRadii: Hashable, Sendable, CustomStringConvertible {
    public var topLeading: Double
    public var topTrailing: Double
    public var bottomTrailing: Double
    public var bottomLeading: Double

    public init(topLeading: Double = 0, topTrailing: Double = 0, bottomTrailing: Double = 0, bottomLeading: Double = 0) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomTrailing = bottomTrailing
        self.bottomLeading = bottomLeading
    }

    /// The same radius at every corner.
    public init(all radius: Double) {
        self.init(topLeading: radius, topTrailing: radius, bottomTrailing: radius, bottomLeading: radius)
    }

    /// Every radius reduced by `amount` (not below zero): the corners of a shape inset by `amount`.
    public func inset(by amount: Double) -> CornerRadii {
        CornerRadii(topLeading: max(0, topLeading - amount), topTrailing: max(0, topTrailing - amount),
                    bottomTrailing: max(0, bottomTrailing - amount), bottomLeading: max(0, bottomLeading - amount))
    }

    /// One radius when all four are equal (`12`), else all four clockwise (`12/12/0/0`).
    public var description: String {
        let all = [topLeading, topTrailing, bottomTrailing, bottomLeading]
        if Set(all).count == 1 { return formatPoints(topLeading) }
        return all.map(formatPoints).joined(separator: "/")
    }
}
