/// Erasing: destination-out, how a filled symbol's inner glyph is cut out of its enclosure.
extension Canvas {
    /// Removes what is drawn under `path` (points, current transform), anti-aliased: every pixel
    /// keeps `255 − coverage` of itself (`d ⊗ (255 − c)`, the compositing rounding rule), through
    /// the clip. Draw into a layer first so only that layer's pixels are cut.
    ///
    /// ```swift
    /// canvas.beginLayer()
    /// canvas.fill(.circle(center: c, radius: 10), .solid(.black))
    /// canvas.eraseStroke(check, StrokeStyle(width: 2, cap: .round, join: .round))
    /// canvas.endLayer()
    /// ```
    public func erase(_ path: Path, rule: FillRule = .nonZero) {
        erase(contours: PathFlattener.flatten(path, transform: state.transform), rule: rule)
    }

    /// Removes what is drawn under the stroke of `path` with `style`.
    public func eraseStroke(_ path: Path, _ style: StrokeStyle) {
        let t = state.transform
        guard style.width > 0, t.maximumScale > 0 else { return }
        let tolerance = PathFlattener.tolerance / t.maximumScale
        var contours = PathFlattener.flatten(path, tolerance: tolerance)
        if !style.dash.isEmpty { contours = Dasher.dash(contours, pattern: style.dash, phase: style.dashPhase) }
        let outlines = Stroker(halfWidth: style.width / 2, style: style, tolerance: tolerance).outlines(of: contours)
        erase(contours: outlines.map { Polyline(points: $0.points.map(t.apply), closed: true) }, rule: .nonZero)
    }

    private func erase(contours: [Polyline], rule: FillRule) {
        let clip = state.clip
        let box = clip.box.intersection(PolygonRasterizer.bounds(of: contours))
        if box.isEmpty { return }
        let width = pixelWidth
        surfaces[surfaces.count - 1].pixmap.withUnsafeMutablePixels { pixels in
            PolygonRasterizer.rasterize(contours, rule: rule, box: box, scratch: coverageScratch) { y, spans, count in
                let row = pixels + y * width
                let maskOffset = (y - clip.box.minY) * clip.box.width - clip.box.minX
                for i in 0..<count {
                    let start = Int(spans[i].x), end = start + Int(spans[i].length)
                    for x in start..<end {
                        var coverage = UInt32(spans[i].coverage)
                        if let mask = clip.mask { coverage = (SourceOver.scale(coverage << 24, by: UInt32(mask[maskOffset + x])) >> 24) }
                        if coverage != 0 { row[x] = SourceOver.scale(row[x], by: 255 - coverage) }
                    }
                }
            }
        }
    }
}
