import Raster

extension TextLayout {
    /// Hands every visible glyph to `sink` as a coverage mask with the device-pixel position of
    /// its top-left corner, for the layout placed with its top-left at `origin` (points).
    ///
    /// The origin snaps to the nearest device pixel (halves away from zero), as frames do; the
    /// baselines are scaled and rounded to the nearest pixel; pen positions (1/64 point) are
    /// scaled and rounded to the nearest quarter pixel, and each glyph's mask is resampled for its
    /// quarter-pixel phase at the exact size (`points × scale`). Masks are shared, cached values.
    ///
    /// ```swift
    /// layout.draw(at: Point(x: 16, y: 16), scale: .x2) { mask, x, y in
    ///     canvas.drawMask(mask, atPixelX: x, y: y, paint: .solid(.black))
    /// }
    /// ```
    public func draw(at origin: Point, scale: DisplayScale, into sink: (CoverageMask, _ pixelX: Int, _ pixelY: Int) -> Void) {
        precondition(origin.x.isFinite && origin.y.isFinite, "TextLayout.draw: the origin \(origin) must be finite")
        let factor = Double(scale.factor)
        let x = Int((origin.x * factor).rounded(.toNearestOrAwayFromZero))
        let y = Int((origin.y * factor).rounded(.toNearestOrAwayFromZero))
        draw(atPixelX: x, y: y, scale: scale, into: sink)
    }

    /// `draw(at:scale:into:)` with the layout's top-left corner at device pixel (`x`, `y`).
    public func draw(atPixelX x: Int, y: Int, scale: DisplayScale, into sink: (CoverageMask, _ pixelX: Int, _ pixelY: Int) -> Void) {
        let factor = scale.factor
        for line in lines {
            let baseline = y &+ Int((line.baseline * Double(factor)).rounded(.toNearestOrAwayFromZero))
            for (reference, x64) in line.glyphs {
                font.drawGlyph(reference, penX64: line.originX64 &+ x64, factor: factor, x: x, baseline: baseline, into: sink)
            }
        }
    }
}

extension ResolvedFont {
    /// One glyph at pen position `penX64` (1/64 point from the layout's left edge), the layout's
    /// left edge at device pixel `x` and the baseline at device row `baseline`.
    @inline(__always)
    func drawGlyph(
        _ reference: GlyphReference, penX64: Int, factor: Int, x: Int, baseline: Int, into sink: (CoverageMask, Int, Int) -> Void
    ) {
        // The pen in quarter device pixels, rounded to the nearest (halves up).
        let quarter = (penX64 &* factor &+ 8) >> 4
        let placed = faces[reference.source].mask(glyph: reference.glyph, pixelsPerEm64: em64 &* factor, phase: quarter & 3)
        guard !placed.isEmpty else { return }
        sink(placed.mask, x &+ (quarter >> 2) &+ placed.x, baseline &+ placed.y)
    }
}
