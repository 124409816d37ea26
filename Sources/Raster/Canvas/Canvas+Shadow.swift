/// Drop shadows of shapes.
extension Canvas {
    /// Draws the shadow `path` would cast (not the path itself): its silhouette moved by the
    /// shadow's offset, blurred (`Shadow`, `BoxBlur`) and painted in the shadow's colour.
    ///
    /// ```swift
    /// let card = Path.roundedRect(Rect(x: 16, y: 16, width: 200, height: 120), cornerRadius: 12)
    /// canvas.drawShadow(of: card, Shadow(color: RGBA8(r: 0, g: 0, b: 0, a: 64), radius: 6, y: 3))
    /// canvas.fill(card, .solid(.white))
    /// ```
    public func drawShadow(of path: Path, _ shadow: Shadow, rule: FillRule = .nonZero) {
        let t = state.transform
        let moved = t.translatedBy(x: shadow.x, y: shadow.y)
        let contours = PathFlattener.flatten(path, transform: moved)
        let sigma = shadow.sigma(scale: t.maximumScale)
        let reach = BoxBlur.reach(sigma: sigma)
        let shape = PolygonRasterizer.bounds(of: contours)
        let box = PixelBox(minX: shape.minX - reach, minY: shape.minY - reach, maxX: shape.maxX + reach, maxY: shape.maxY + reach)
        // Only what can reach the clip matters.
        let clip = state.clip.box
        let needed = box.intersection(PixelBox(minX: clip.minX - reach, minY: clip.minY - reach,
                                               maxX: clip.maxX + reach, maxY: clip.maxY + reach))
        if needed.isEmpty { return }
        var mask = CoverageMask(width: needed.width, height: needed.height)
        mask.values.withUnsafeMutableBufferPointer { out in
            PolygonRasterizer.rasterize(contours, rule: rule, box: needed, scratch: coverageScratch) { y, spans, count in
                let rowStart = (y - needed.minY) * needed.width - needed.minX
                for i in 0..<count {
                    let span = spans[i]
                    let start = rowStart + Int(span.x)
                    (out.baseAddress! + start).update(repeating: span.coverage, count: Int(span.length))
                }
            }
            let content = shape.intersection(needed)
            BoxBlur.blur(out.baseAddress!, width: needed.width, height: needed.height, sigma: sigma,
                         content: PixelBox(minX: content.minX - needed.minX, minY: content.minY - needed.minY,
                                           maxX: content.maxX - needed.minX, maxY: content.maxY - needed.minY))
        }
        drawMask(mask, atPixelX: needed.minX, y: needed.minY, magnification: 1, paint: .solid(shadow.color), longRuns: true)
    }
}
