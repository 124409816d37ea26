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

    /// Fills the whole canvas (inside the clip) with `paint`.
    public func fillAll(_ paint: Paint) {
        let box = state.clip.box
        let all = Polyline(points: [Point(x: Double(box.minX), y: Double(box.minY)), Point(x: Double(box.maxX), y: Double(box.minY)),
                                    Point(x: Double(box.maxX), y: Double(box.maxY)), Point(x: Double(box.minX), y: Double(box.maxY))],
                           closed: true)
        draw([all], rule: .nonZero, paint: paint)
    }
}
