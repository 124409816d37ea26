/// The geometry of SwiftUI's continuous ("squircle") corner, as reverse-engineered by PaintCode
/// ("iOS 7 rounded rectangles") and quoted in DESIGN.md §4.
///
/// Coordinates are in units of the radius r, measured from the corner's vertex: `a` back along
/// the edge that arrives at the corner, `b` forward along the edge that leaves it. The corner
/// starts 1.52866483·r before the vertex, runs a cubic, a short line, a cubic around the
/// diagonal, a short line and a last cubic, and ends 1.52866483·r after the vertex. The shape is
/// symmetric about the corner's diagonal.
enum ContinuousCorner {
    /// How far from the vertex the curve leaves each edge, in radii.
    static let extent = 1.52866483

    /// One step of the corner: a line or a cubic to `end`, in (a, b) radius units.
    enum Step {
        case line(end: (Double, Double))
        case cubic(c1: (Double, Double), c2: (Double, Double), end: (Double, Double))
    }

    static let start = (1.52866483, 0.0)

    static let steps: [Step] = [
        .cubic(c1: (1.08849323, 0), c2: (0.86840689, 0), end: (0.66993427, 0.06549600)),
        .line(end: (0.63149399, 0.07491100)),
        .cubic(c1: (0.37282392, 0.16905899), c2: (0.16905899, 0.37282392), end: (0.07491100, 0.63149399)),
        .line(end: (0.06549600, 0.66993427)),
        .cubic(c1: (0, 0.86840689), c2: (0, 1.08849323), end: (0, 1.52866483)),
    ]
}
