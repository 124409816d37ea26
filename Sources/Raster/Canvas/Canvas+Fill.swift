/// Filling paths and shapes.
extension Canvas {
    /// Fills `path` (in points, current transform) with `paint`, anti-aliased.
    ///
    /// ```swift
    /// canvas.fill(.circle(center: Point(x: 22, y: 22), radius: 20), .solid(.black))
    /// ```
    public func fill(_ path: Path, _ paint: Paint, rule: FillRule = .nonZero) {
        draw(PathFlattener.flatten(path, transform: state.transform), rule: rule, paint: paint)
    }

    /// Fills a rectangle in points.
    public func fill(_ rect: Rect, _ paint: Paint) {
        fill(.rect(rect), paint)
    }
}
