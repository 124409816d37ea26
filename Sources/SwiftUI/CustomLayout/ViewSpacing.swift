import BitmapText
import Raster
import Tokens

/// The spacing a view prefers around itself, per edge. Two neighbours are `distance` apart:
/// the larger of their facing preferences (8 points for ordinary views), or 0 when either has
/// none (`Spacer`, `ViewSpacing.zero`), which is the gap a stack leaves.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)   // 8
/// ```
public struct ViewSpacing: Sendable, Equatable {
    var top: Double?
    var leading: Double?
    var bottom: Double?
    var trailing: Double?

    /// No preference on any edge: neighbours touch.
    public static let zero = ViewSpacing(top: nil, leading: nil, bottom: nil, trailing: nil)

    /// The default preferences of an ordinary view (8 points on every edge).
    public init() {
        self.init(top: StackNode.defaultSpacing, leading: StackNode.defaultSpacing, bottom: StackNode.defaultSpacing,
                  trailing: StackNode.defaultSpacing)
    }

    init(top: Double?, leading: Double?, bottom: Double?, trailing: Double?) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Merges `other`'s preferences on `edges`, keeping the larger on each.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func larger(_ a: Double?, _ b: Double?) -> Double? {
            guard let a else { return b }
            guard let b else { return a }
            return Swift.max(a, b)
        }
        if edges.contains(.top) { top = larger(top, other.top) }
        if edges.contains(.leading) { leading = larger(leading, other.leading) }
        if edges.contains(.bottom) { bottom = larger(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = larger(trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The gap between this view and `next` after it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        guard let mine, let theirs else { return 0 }
        return CGFloat(Swift.max(mine, theirs))
    }
}
