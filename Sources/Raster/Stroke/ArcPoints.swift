/// Points along a circular arc without trigonometry: the arc is halved by normalising the sum
/// of its end directions (`sqrt` only, exact in IEEE 754 everywhere) until each piece's chord
/// lies within `tolerance` of the circle.
enum ArcPoints {
    /// Appends the points of the arc around `center` of `radius` from direction `from` to
    /// direction `to` (unit vectors at most 180° apart, turning through `middle` when they are
    /// opposite), excluding the start and including the end.
    static func append(center: Point, radius: Double, from: Point, to: Point, middle: Point, tolerance: Double,
                       into points: inout [Point]) {
        let sum = Point(x: from.x + to.x, y: from.y + to.y)
        let length = (sum.x * sum.x + sum.y * sum.y).squareRoot()
        if length < 1e-9 {
            // Opposite ends: go through `middle`.
            appendPiece(center, radius, from, middle, tolerance, depth: 0, &points)
            appendPiece(center, radius, middle, to, tolerance, depth: 0, &points)
        } else {
            appendPiece(center, radius, from, to, tolerance, depth: 0, &points)
        }
    }

    private static func appendPiece(_ center: Point, _ radius: Double, _ a: Point, _ b: Point, _ tolerance: Double,
                                    depth: Int, _ points: inout [Point]) {
        let sum = Point(x: a.x + b.x, y: a.y + b.y)
        let length = (sum.x * sum.x + sum.y * sum.y).squareRoot()
        // The chord's distance from the arc: r·(1 − cos(θ/2)), cos(θ/2) = |a + b| / 2.
        if depth >= 12 || radius * (1 - length / 2) <= tolerance || length < 1e-12 {
            points.append(Point(x: center.x + radius * b.x, y: center.y + radius * b.y))
            return
        }
        let mid = Point(x: sum.x / length, y: sum.y / length)
        appendPiece(center, radius, a, mid, tolerance, depth: depth + 1, &points)
        appendPiece(center, radius, mid, b, tolerance, depth: depth + 1, &points)
    }
}
