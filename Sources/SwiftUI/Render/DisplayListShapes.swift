import Raster

/// Drawing the display list's styled shapes and the gradients beyond linear ones.
extension DisplayList {
    /// A `shape` command: a fill under its rule, or a stroke with its full style.
    static func drawShape(_ geometry: ShapeGeometry, in rect: Rect, paint: ResolvedPaint, drawing: ShapeDrawing, into canvas: Raster.Canvas) {
        let path = geometry.path(in: rect)
        let bounds = rect.isEmpty ? path.controlPointBounds : rect
        switch drawing {
        case .fill(let rule):
            if case .material(_, _, let radius) = paint { canvas.blurBackdrop(in: path, radius: radius, rule: rule) }
            canvas.fill(path, paint.rasterPaint(in: bounds), rule: rule)
        case .stroke(let style):
            canvas.stroke(path, style, paint.rasterPaint(in: bounds))
        }
    }
}

extension ResolvedPaint {
    /// Radial, elliptical and angular gradients and materials placed in `rect`.
    func otherRasterPaint(in rect: Rect) -> Paint {
        func point(_ unit: UnitPoint) -> Point { Point(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height) }
        let stops = gradientStops.map { GradientStop($0.color.rgba, at: $0.location) }
        switch self {
        case .solid(let color), .material(_, let color, _):
            return .solid(color.rgba)
        case .linearGradient(_, let start, let end):
            return .linearGradient(start: point(start), end: point(end), stops: stops)
        case .radialGradient(_, let center, let r0, let r1):
            return .radialGradient(RadialShading(center: point(center), startRadius: r0, endRadius: r1, stops: stops))
        case .ellipticalGradient(_, let center, let f0, let f1):
            let aspect = rect.width > 0 ? rect.height / rect.width : 1
            return .radialGradient(RadialShading(center: point(center), startRadius: f0 * rect.width, endRadius: f1 * rect.width,
                                                 aspect: aspect, stops: stops))
        case .angularGradient(_, let center, let a0, let a1):
            return .conicGradient(ConicShading(center: point(center), startAngle: a0, endAngle: a1, stops: stops))
        }
    }
}
