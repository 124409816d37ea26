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
        drawMask(mask, atPixelX: x, y: y, magnification: magnification, paint: paint, longRuns: false)
    }

    /// `drawMask`, telling whether the mask's rows are mostly long runs of one coverage (a
    /// blurred shadow: its interior and its empty corners), which are then blended a run at a
    /// time (`SpanBlitter.solidCoverageRuns`, same bytes); glyphs, short and varied, skip the search.
    func drawMask(_ mask: CoverageMask, atPixelX x: Int, y: Int, magnification: Int, paint: Paint, longRuns: Bool) {
        let m = max(1, magnification)
        let target = PixelBox(minX: x, minY: y, maxX: x + mask.width * m, maxY: y + mask.height * m)
        let box = state.clip.box.intersection(target)
        if box.isEmpty { return }
        let resolved = ResolvedPaint(paint, transform: state.transform)
        let maskWidth = mask.width
        withBlitter(resolved, box: box) { blitter in
            if m == 1, blitter.clipMask == nil, case .solid(let colour) = resolved {
                // Unmagnified, unclipped, one colour: pixel by pixel, no spans.
                mask.values.withUnsafeBufferPointer { values in
                    // The box lies inside the canvas and the mask, so the row pointers step
                    // without overflow checks.
                    var target = blitter.pixels + (box.minY &* blitter.width &+ box.minX)
                    var source = values.baseAddress! + ((box.minY &- y) &* maskWidth &+ (box.minX &- x))
                    let width = box.width
                    if longRuns {
                        for _ in box.minY..<box.maxY {
                            SpanBlitter.solidCoverageRuns(target, source, width, colour)
                            target += blitter.width
                            source += maskWidth
                        }
                    } else {
                        for _ in box.minY..<box.maxY {
                            SpanBlitter.blendCoverages(target, source, width, colour)
                            target += blitter.width
                            source += maskWidth
                        }
                    }
                }
                return
            }
            mask.values.withUnsafeBufferPointer { values in
                // At most one span per pixel of a row.
                withUnsafeTemporaryAllocation(of: CoverageSpan.self, capacity: box.width) { spanBuffer in
                    let out = spanBuffer.baseAddress!
                    // The mask columns that reach the box, found once; rows then step through them
                    // without dividing.
                    let firstColumn = (box.minX - x) / m, endColumn = (box.maxX - x + m - 1) / m
                    var count = 0, column = 0, start = 0, end = 0
                    var coverage: UInt8 = 0
                    for row in box.minY..<box.maxY {
                        let maskRow = values.baseAddress! + ((row - y) / m) * maskWidth
                        count = 0
                        column = firstColumn
                        // One span per run of equal coverage.
                        while column < endColumn {
                            coverage = maskRow[column]
                            start = x &+ column &* m
                            column &+= 1
                            while column < endColumn && maskRow[column] == coverage { column &+= 1 }
                            if coverage != 0 {
                                end = x &+ column &* m
                                if start < box.minX { start = box.minX }
                                if end > box.maxX { end = box.maxX }
                                out[count] = CoverageSpan(x: Int32(truncatingIfNeeded: start), length: Int32(truncatingIfNeeded: end &- start),
                                                          coverage: coverage)
                                count &+= 1
                            }
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
        return (saturatingInt(p.x), saturatingInt(p.y))
    }
}
