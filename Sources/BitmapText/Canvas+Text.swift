import Raster

extension Canvas {
    /// Draws laid-out text with its top-left corner at `origin` (points, in the canvas's current
    /// coordinates) in `paint`. The origin snaps to the nearest device pixel; glyph sizes follow
    /// the canvas's display scale only (a `scaleBy` transform moves the origin, not the glyphs).
    ///
    /// ```swift
    /// let canvas = Canvas(size: Size(width: 200, height: 40), scale: .x2, background: .white)
    /// canvas.draw(TextLayout(text: "Weekly report", style: .headline), at: Point(x: 8, y: 8), paint: .solid(.black))
    /// ```
    public func draw(_ layout: TextLayout, at origin: Point, paint: Paint) {
        let pixel = pixelOrigin(of: origin)
        layout.draw(atPixelX: pixel.x, y: pixel.y, scale: scale) { mask, x, y in
            drawMask(mask, atPixelX: x, y: y, paint: paint)
        }
    }
}
