/// Which points a path with overlapping or nested contours covers.
///
/// ```swift
/// var ring = Path.circle(center: Point(x: 10, y: 10), radius: 8)
/// ring.addPath(.circle(center: Point(x: 10, y: 10), radius: 4))
/// canvas.fill(ring, .solid(.black), rule: .evenOdd)   // a ring with a hole
/// ```
public enum FillRule: Sendable, Hashable {
    /// Inside where the contours wind around the point a non-zero number of times.
    case nonZero
    /// Inside where a ray from the point crosses an odd number of contours.
    case evenOdd
}
