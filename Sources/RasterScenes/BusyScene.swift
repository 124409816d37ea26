import Raster

/// A fixed drawing that touches every feature of the rasterizer (shapes of each kind, both
/// corner styles, paths with both fill rules, strokes with every cap, join and dashes,
/// gradients, clips, an opacity layer, masks, shadows) at 2x. Its bytes are pinned: the
/// determinism test renders it in debug builds and `scripts/bench raster` in release, and both
/// must give `pinnedSHA256`.
///
/// ```swift
/// SHA256.hex(BusyScene.render().makeBitmap().bytes) == BusyScene.pinnedSHA256
/// ```
public enum BusyScene {
    /// SHA-256 of the straight-alpha RGBA8 bytes of `render().makeBitmap()`.
    public static let pinnedSHA256 = "64d5c6eb4189d6fec2ccc442e76a13e854374ec10e6da3203f02a1fc2122f482"

    public static func render() -> Canvas {
        let canvas = Canvas(size: Size(width: 200, height: 160), scale: .x2, background: RGBA8(r: 242, g: 242, b: 247))
        let blue = RGBA8(r: 0x2F, g: 0x6B, b: 0xFF), red = RGBA8(r: 0xE0, g: 0x3A, b: 0x3A)
        let green = RGBA8(r: 0x2E, g: 0xA0, b: 0x5A), ink = RGBA8(r: 0x1C, g: 0x1C, b: 0x1E)
        let card = Path.roundedRect(Rect(x: 10.5, y: 8.25, width: 120, height: 70), cornerRadius: 14)
        canvas.drawShadow(of: card, Shadow(color: RGBA8(r: 0, g: 0, b: 0, a: 70), radius: 5, x: 0, y: 3))
        canvas.fill(card, .solid(.white))
        canvas.save()
        canvas.clip(to: card)
        canvas.fill(Rect(x: 0, y: 8.25, width: 200, height: 24),
                    .linearGradient(start: Point(x: 10, y: 0), end: Point(x: 130, y: 0),
                                    stops: [GradientStop(blue, at: 0), GradientStop(green, at: 0.6), GradientStop(red.withOpacity(128), at: 1)]))
        canvas.restore()
        canvas.fill(.roundedRect(Rect(x: 18.3, y: 40.1, width: 50, height: 28), cornerRadius: 8, style: .circular), .solid(blue))
        canvas.strokeBorder(.capsule(Rect(x: 74, y: 40, width: 50, height: 28)), StrokeStyle(width: 1.5), .solid(blue))
        canvas.fill(.circle(center: Point(x: 160, y: 30), radius: 21.3), .solid(red.withOpacity(200)))
        canvas.fill(.ellipse(in: Rect(x: 140, y: 50, width: 50, height: 22)), .solid(green).opacity(0.6))
        var star = Path()
        // A pentagram's vertices on the unit circle (every second point of a pentagon); written
        // out so no libm call decides a pixel.
        let vertices = [(0.0, -1.0), (0.587_785_252_292_473_1, 0.809_016_994_374_947_5), (-0.951_056_516_295_153_5, -0.309_016_994_374_947_45),
                        (0.951_056_516_295_153_5, -0.309_016_994_374_947_45), (-0.587_785_252_292_473_1, 0.809_016_994_374_947_5)]
        for (i, v) in vertices.enumerated() {
            let p = Point(x: 40 + 22 * v.0, y: 112 + 22 * v.1)
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        canvas.fill(star, .solid(ink), rule: .evenOdd)
        canvas.fill(star.offsetBy(dx: 50, dy: 0), .solid(ink), rule: .nonZero)
        var wave = Path()
        wave.move(to: Point(x: 120, y: 100))
        wave.addCurve(to: Point(x: 190, y: 100), control1: Point(x: 140, y: 70), control2: Point(x: 170, y: 130))
        wave.addQuadCurve(to: Point(x: 150, y: 140), control: Point(x: 200, y: 140))
        canvas.stroke(wave, StrokeStyle(width: 3, cap: .round, join: .round), .solid(red))
        canvas.stroke(wave.offsetBy(dx: 0, dy: 8), StrokeStyle(width: 1, cap: .square, join: .bevel, dash: [5, 3]), .solid(ink))
        var chevron = Path()
        chevron.move(to: Point(x: 100, y: 125))
        chevron.addLine(to: Point(x: 108, y: 133))
        chevron.addLine(to: Point(x: 100, y: 141))
        canvas.stroke(chevron, StrokeStyle(width: 2, join: .miter), .solid(ink))
        canvas.beginLayer(opacity: 0.5, shadow: Shadow(color: .black, radius: 2, x: 1, y: 1))
        canvas.fill(.circle(center: Point(x: 20, y: 145), radius: 9), .solid(blue))
        canvas.fill(.circle(center: Point(x: 32, y: 145), radius: 9), .solid(blue))
        canvas.endLayer()
        var glyph = CoverageMask(width: 5, height: 7)
        for (i, row) in ["01110", "10001", "10001", "11111", "10001", "10001", "10001"].enumerated() {
            for (j, bit) in row.enumerated() where bit == "1" { glyph[j, i] = 255 }
        }
        glyph[0, 0] = 96
        glyph[4, 0] = 96
        let origin = canvas.pixelOrigin(of: Point(x: 56, y: 136))
        canvas.drawMask(glyph, atPixelX: origin.x, y: origin.y, magnification: 2, paint: .solid(ink))
        var hairline = Path()
        hairline.move(to: Point(x: 0, y: 90.5))
        hairline.addLine(to: Point(x: 200, y: 90.5))
        canvas.stroke(hairline, StrokeStyle(width: 0.5), .solid(ink.withOpacity(90)))
        return canvas
    }
}
