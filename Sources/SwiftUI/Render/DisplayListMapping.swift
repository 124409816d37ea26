import Raster

/// Turned, scaled and mirrored views drawn as vectors: a layer whose only effect is a
/// transform, holding only shape drawings, is drawn by mapping each outline (and its gradient)
/// through the transform, so edges stay as crisp as iOS draws them. Layers holding text,
/// symbols or nested layers are resampled instead (`LayerResampler`).
extension DisplayList {
    /// Draws the layer beginning before `start` mapped, if it can be; returns the index after
    /// its `endLayer`, or nil to draw it as a layer.
    static func drawMappedLayer(_ layer: DisplayLayer, _ commands: [DisplayCommand], from start: Int, into canvas: Raster.Canvas) -> Int? {
        guard let effects = layer.effects, let map = effects.transform, layer.mask == nil, layer.clip == nil, layer.shadow == nil,
              effects.blendMode == .normal, effects.colorMatrix == nil, effects.blurRadius == 0 else { return nil }
        var end = start
        while end < commands.count {
            switch commands[end] {
            case .endLayer:
                if layer.opacity != 1 { canvas.beginLayer(opacity: layer.opacity) }
                for command in commands[start..<end] { drawMapped(command, map, into: canvas) }
                if layer.opacity != 1 { canvas.endLayer() }
                return end + 1
            case .fill, .stroke, .shape:
                end += 1
            case .text, .beginLayer, .erase, .image:
                return nil
            }
        }
        return nil
    }

    private static func drawMapped(_ command: DisplayCommand, _ map: AffineMap, into canvas: Raster.Canvas) {
        switch command {
        case .fill(let geometry, let rect, let paint):
            let path = geometry.path(in: rect).applying(map)
            if case .material(_, _, let radius) = paint { canvas.blurBackdrop(in: path, radius: radius) }
            canvas.fill(path, paint.rasterPaint(in: rect).mapped(by: map))
        case .stroke(let geometry, let rect, let paint, let lineWidth, let cap):
            let path = geometry.path(in: rect)
            let bounds = rect.isEmpty ? path.controlPointBounds : rect
            let style = Raster.StrokeStyle(width: lineWidth, cap: cap == .round ? .round : .butt, join: cap == .round ? .round : .miter)
            canvas.stroke(path, style, paint.rasterPaint(in: bounds).mapped(by: map), mappedBy: map)
        case .shape(let geometry, let rect, let paint, let drawing):
            let path = geometry.path(in: rect)
            let ink = paint.rasterPaint(in: rect.isEmpty ? path.controlPointBounds : rect).mapped(by: map)
            switch drawing {
            case .fill(let rule): canvas.fill(path.applying(map), ink, rule: rule)
            case .stroke(let style): canvas.stroke(path, style, ink, mappedBy: map)
            }
        case .text, .beginLayer, .endLayer, .erase, .image:
            break
        }
    }
}

extension Paint {
    /// This paint as it looks after `map`: a linear gradient keeps its bands exactly (its
    /// direction maps by the inverse transpose); radial and conic gradients move their centre,
    /// scale radii by √|det| and turn (or mirror) their angles, exact for rotations and uniform
    /// scales.
    func mapped(by map: AffineMap) -> Paint {
        switch shader {
        case .solid:
            return self
        case .linearGradient(let gradient):
            let d = Point(x: gradient.end.x - gradient.start.x, y: gradient.end.y - gradient.start.y)
            let lengthSquared = d.x * d.x + d.y * d.y
            let det = map.a * map.d - map.b * map.c
            guard lengthSquared > 0, det != 0 else { return self }
            // n = d/|d|²; n' = L⁻ᵀ n; the mapped gradient runs from M(start) along n'/|n'|².
            let n = Point(x: d.x / lengthSquared, y: d.y / lengthSquared)
            let m = Point(x: (map.d * n.x - map.b * n.y) / det, y: (-map.c * n.x + map.a * n.y) / det)
            let mSquared = m.x * m.x + m.y * m.y
            let start = map.apply(gradient.start)
            let end = Point(x: start.x + m.x / mSquared, y: start.y + m.y / mSquared)
            return Paint(shader: .linearGradient(Raster.LinearGradient(start: start, end: end, stops: gradient.stops)), opacity: opacity)
        case .radialGradient(var shading):
            let scale = Swift.abs(map.a * map.d - map.b * map.c).squareRoot()
            shading.center = map.apply(shading.center)
            shading.startRadius *= scale
            shading.endRadius *= scale
            return Paint(shader: .radialGradient(shading), opacity: opacity)
        case .conicGradient(var shading):
            let turn = PortableTrig.atan2(map.b, map.a)
            shading.center = map.apply(shading.center)
            if map.a * map.d - map.b * map.c < 0 {
                (shading.startAngle, shading.endAngle) = (turn - shading.startAngle, turn - shading.endAngle)
            } else {
                (shading.startAngle, shading.endAngle) = (turn + shading.startAngle, turn + shading.endAngle)
            }
            return Paint(shader: .conicGradient(shading), opacity: opacity)
        }
    }
}
