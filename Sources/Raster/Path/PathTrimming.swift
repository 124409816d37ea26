/// Cutting a path to a fraction of its length, SwiftUI's `trimmedPath(from:to:)`.
extension Path {
    /// The part of this path between fractions `from` and `to` (0…1) of its total length,
    /// measured along every contour in order (closed contours include their closing line).
    /// Curves are flattened to lines within `tolerance` points first, so the result is made of
    /// straight lines; `from ≥ to` gives an empty path.
    ///
    /// ```swift
    /// Path.ellipse(in: ring).trimmed(from: 0, to: 0.75)   // three quarters of the ring
    /// ```
    public func trimmed(from: Double, to: Double, tolerance: Double = 1.0 / 64) -> Path {
        let start = max(0, min(1, from)), end = max(0, min(1, to))
        guard start < end else { return Path() }
        let contours = PathFlattener.flatten(self, tolerance: tolerance).map { line -> [Point] in
            line.closed && !line.points.isEmpty ? line.points + [line.points[0]] : line.points
        }
        func distance(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = contours.reduce(0.0) { sum, points in
            zip(points, points.dropFirst()).reduce(sum) { $0 + distance($1.0, $1.1) }
        }
        guard total > 0 else { return Path() }
        let low = start * total, high = end * total
        var result = Path()
        var travelled = 0.0
        for points in contours {
            var drawing = false
            for (a, b) in zip(points, points.dropFirst()) {
                let length = distance(a, b)
                let segmentStart = travelled, segmentEnd = travelled + length
                travelled = segmentEnd
                if segmentEnd < low || segmentStart > high || length == 0 { continue }
                func at(_ d: Double) -> Point {
                    let t = max(0, min(1, (d - segmentStart) / length))
                    return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing {
                    result.move(to: at(max(low, segmentStart)))
                    drawing = true
                }
                result.addLine(to: at(min(high, segmentEnd)))
            }
        }
        return result
    }
}
