extension Path {
    /// The area stroking this path with `style` covers, as closed polygons in the path's own
    /// units (fill them with the non-zero rule), curves flattened to within `tolerance`: the
    /// outline `Canvas.stroke` fills, for callers that need it as a path (SwiftUI's
    /// `Path.strokedPath`).
    ///
    /// ```swift
    /// let ring = Path.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
    /// let outline = ring.strokeOutline(StrokeStyle(width: 2), tolerance: 0.01)
    /// ```
    public func strokeOutline(_ style: StrokeStyle, tolerance: Double) -> [[Point]] {
        guard style.width > 0, tolerance > 0 else { return [] }
        var contours = PathFlattener.flatten(self, tolerance: tolerance)
        if !style.dash.isEmpty { contours = Dasher.dash(contours, pattern: style.dash, phase: style.dashPhase) }
        return Stroker(halfWidth: style.width / 2, style: style, tolerance: tolerance).outlines(of: contours).map(\.points)
    }
}
