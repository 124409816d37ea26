/// Stroking paths and shapes.
extension Canvas {
    /// Draws the outline of `path` with `style`, centred on the path.
    ///
    /// ```swift
    /// canvas.stroke(.roundedRect(field, cornerRadius: 8), StrokeStyle(width: 1), .solid(separator))
    /// ```
    public func stroke(_ path: Path, _ style: StrokeStyle, _ paint: Paint) {
        let t = state.transform
        guard style.width > 0, t.maximumScale > 0 else { return }
        // Flatten and stroke in the path's own units, then map the outline to pixels.
        let tolerance = PathFlattener.tolerance / t.maximumScale
        var contours = PathFlattener.flatten(path, tolerance: tolerance)
        if !style.dash.isEmpty { contours = Dasher.dash(contours, pattern: style.dash, phase: style.dashPhase) }
        let outlines = Stroker(halfWidth: style.width / 2, style: style, tolerance: tolerance).outlines(of: contours)
        let device = outlines.map { Polyline(points: $0.points.map(t.apply), closed: true) }
        draw(device, rule: .nonZero, paint: paint)
    }

    /// Draws the outline of `path` with `style` in the path's own coordinates, then maps the
    /// outline by `map` (points to points) before the canvas transform: a rotated, scaled or
    /// mirrored stroke with exact joins, caps and dashes, as a turned view draws it.
    ///
    /// ```swift
    /// canvas.stroke(ring, StrokeStyle(width: 6, cap: .round), .solid(.black), mappedBy: AffineMap(rotationRadians: -.pi / 2))
    /// ```
    public func stroke(_ path: Path, _ style: StrokeStyle, _ paint: Paint, mappedBy map: AffineMap) {
        let t = state.transform
        let stretch = t.maximumScale * map.maximumStretch
        guard style.width > 0, stretch > 0 else { return }
        let tolerance = PathFlattener.tolerance / stretch
        var contours = PathFlattener.flatten(path, tolerance: tolerance)
        if !style.dash.isEmpty { contours = Dasher.dash(contours, pattern: style.dash, phase: style.dashPhase) }
        let outlines = Stroker(halfWidth: style.width / 2, style: style, tolerance: tolerance).outlines(of: contours)
        let device = outlines.map { Polyline(points: $0.points.map { t.apply(map.apply($0)) }, closed: true) }
        draw(device, rule: .nonZero, paint: paint)
    }

    /// Draws a border of `style.width` inside `shape`, SwiftUI's `strokeBorder`: the shape inset
    /// by half the width, stroked. Without dashes the border is filled exactly between the shape
    /// and the shape inset by the whole width.
    ///
    /// ```swift
    /// canvas.strokeBorder(.roundedRect(button, CornerRadii(all: 10), .continuous), StrokeStyle(width: 1), .solid(.black))
    /// ```
    public func strokeBorder(_ shape: BasicShape, _ style: StrokeStyle, _ paint: Paint) {
        guard style.width > 0 else { return }
        if style.dash.isEmpty {
            var ring = shape.path
            let inner = shape.inset(by: style.width)
            if !inner.isEmpty { ring.addPath(inner.path) }
            fill(ring, paint, rule: .evenOdd)
        } else {
            stroke(shape.inset(by: style.width / 2).path, style, paint)
        }
    }
}
