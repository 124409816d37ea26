/// Drawing coverage masks: how glyphs and other prepared alpha images reach the canvas.
extension Canvas {
    /// Paints `paint` through `mask`, its top-left pixel at device pixel (`x`, `y`), each mask
    /// pixel repeated `magnification` × `magnification` times (nearest neighbour: a 1x bitmap
    /// glyph stays crisp at 2x). The transform is not applied (use `pixelOrigin(of:)`); the clip is.
    ///
    /// ```swift
    /// let origin = canvas.pixelOrigin(of: Point(x: 16, y: 20))
    /// canvas.drawMask(glyph, atPixelX: origin.x, y: origin.y, paint: .solid(.black))
    /// ```
    public func drawMask(_ mask: CoverageMask, atPixelX x: Int, y: Int, magnification: Int = 1, paint: Paint) {
        let m = max(1, magnification)
        let target = PixelBox(minX: x, minY: y, maxX: x + mask.width * m, maxY: y + mask.height * m)
        let box = state.clip.box.intersection(target)
        if box.isEmpty { return }
        let resolved = ResolvedPaint(paint, transform: state.transform)
        let maskWidth = mask.width
        withBlitter(resolved) { blitter in
            mask.values.withUnsafeBufferPointer { values in
                // At most one span per pixel of a row.
                withUnsafeTemporaryAllocation(of: CoverageSpan.self, capacity: box.width) { spanBuffer in
                    let out = spanBuffer.baseAddress!
                    let first = box.minX - x, last = box.maxX - x
                    for row in box.minY..<box.maxY {
                        let maskRow = values.baseAddress! + ((row - y) / m) * maskWidth
                        var count = 0
                        var i = first
                        // One span per run of equal coverage; `i` counts target pixels from the mask's left.
                        while i < last {
                            let coverage = maskRow[i / m]
                            var end = (i / m + 1) * m
                            while end < last && maskRow[end / m] == coverage { end &+= m }
                            if end > last { end = last }
                            if coverage != 0 {
                                out[count] = CoverageSpan(x: Int32(x + i), length: Int32(end - i), coverage: coverage)
                                count &+= 1
                            }
                            i = end
                        }
                        if count > 0 { blitter.blitRow(row, out, count) }
                    }
                }
            }
        }
        surfaces[surfaces.count - 1].dirty = surfaces[surfaces.count - 1].dirty.union(box)
    }

    /// The device pixel nearest to `point` (in the current coordinates): where to place a mask.
    public func pixelOrigin(of point: Point) -> (x: Int, y: Int) {
        let p = state.transform.apply(point)
        return (Int(p.x.rounded(.toNearestOrAwayFromZero)), Int(p.y.rounded(.toNearestOrAwayFromZero)))
    }
}
