import Raster

extension TextLayout {
    /// Hands every visible glyph to `sink` as a coverage mask with the device-pixel position of
    /// its top-left corner, for the layout placed with its top-left at `origin` (points).
    ///
    /// Glyphs come from the strike `StrikeCatalog.drawStrike` picks: crisp when the face has a
    /// strike of exactly `layout size × scale` pixels, else the layout strike magnified by a whole
    /// number. Pen positions are the laid-out ones (1/64 point) times the scale, rounded to the
    /// nearest pixel (halves up); baselines likewise. The masks are shared, cached bitmaps.
    ///
    /// ```swift
    /// layout.draw(at: Point(x: 16, y: 16), scale: .x2) { mask, x, y in
    ///     canvas.drawMask(mask, atPixelX: x, y: y, paint: ink)
    /// }
    /// ```
    public func draw(at origin: Point, scale: DisplayScale, into sink: (CoverageMask, _ pixelX: Int, _ pixelY: Int) -> Void) {
        let factor = scale.factor
        let strikes = font.sources.map { source -> (FontStrike, Int) in
            let laidOut = ScaledStrike(descriptor: source.strike.descriptor, factor: source.factor)
            let drawn = StrikeCatalog.drawStrike(for: laidOut, scale: factor)
            return (FontLibrary.shared.strike(drawn.descriptor), drawn.factor)
        }
        let originX64 = Int((origin.x * 64).rounded(.toNearestOrAwayFromZero))
        for line in lines {
            let baseline = Int(((origin.y + line.baseline) * Double(factor)).rounded(.toNearestOrAwayFromZero))
            let lineX64 = originX64 &+ line.originX64
            for (reference, x64) in line.glyphs {
                let (strike, magnification) = strikes[reference.source]
                let glyph = strike.glyph(for: reference.scalar, magnifiedBy: magnification)
                    ?? font.sources[reference.source].strike.glyph(for: reference.scalar, magnifiedBy: font.sources[reference.source].factor * factor)
                guard let glyph, glyph.isInked else { continue }
                let pen = ((lineX64 &+ x64) &* factor &+ 32) >> 6
                sink(glyph.mask, pen &+ glyph.xOffset, baseline &- glyph.yOffset &- glyph.height)
            }
        }
    }
}
