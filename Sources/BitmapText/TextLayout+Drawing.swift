import Raster

extension TextLayout {
    /// Hands every visible glyph to `sink` as a coverage mask with the device-pixel position of
    /// its top-left corner, for the layout placed with its top-left at `origin` (points).
    ///
    /// The origin snaps to the nearest device pixel (halves away from zero), as frames do; pen
    /// positions (1/64 point) and baselines are then scaled and rounded to the nearest pixel
    /// (halves up). Glyphs come from the strike `StrikeCatalog.drawStrike` picks: crisp when the
    /// face has a strike of exactly `layout size × scale` pixels, else the layout strike
    /// magnified by a whole number. The masks are shared, cached bitmaps.
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
        let drawn = font.strikes.map { StrikeCatalog.drawStrike(for: $0, scale: factor) }
        var loaded = [FontStrike?](repeating: nil, count: drawn.count)
        for line in lines {
            let baseline = y &+ Int((line.baseline * Double(factor)).rounded(.toNearestOrAwayFromZero))
            for (reference, x64) in line.glyphs {
                let source = reference.source
                let strike = loaded[source] ?? font.library.strike(drawn[source].descriptor)
                loaded[source] = strike
                // Every strike of a face holds the same code points (BundledFontTests), so the
                // draw strike has whatever the layout strike had.
                guard let glyph = strike.glyph(for: reference.scalar, magnifiedBy: drawn[source].factor), glyph.isInked else { continue }
                let pen = x &+ (((line.originX64 &+ x64) &* factor &+ 32) >> 6)
                sink(glyph.mask, pen &+ glyph.xOffset, baseline &- glyph.yOffset &- glyph.height)
            }
        }
    }
}
