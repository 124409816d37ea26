import Raster
import XCTest

/// One small golden image per primitive and feature, compared exactly (see `GoldenImage`).
final class GoldenImageTests: XCTestCase {
    private let blue = RGBA8(r: 0x2F, g: 0x6B, b: 0xFF)
    private let red = RGBA8(r: 0xE0, g: 0x3A, b: 0x3A)
    private let green = RGBA8(r: 0x2E, g: 0xA0, b: 0x5A)
    private let ink = RGBA8(r: 0x1C, g: 0x1C, b: 0x1E)
    private let paper = RGBA8(r: 0xF2, g: 0xF2, b: 0xF7)

    private func canvas(width: Double = 64, height: Double = 40) -> Canvas {
        Canvas(size: Size(width: width, height: height), scale: .x2, background: paper)
    }

    func testGoldenRectangles() {
        let c = canvas()
        c.fill(Rect(x: 4, y: 4, width: 24, height: 14), .solid(blue))
        c.fill(Rect(x: 34.25, y: 4.25, width: 24, height: 14), .solid(blue))
        c.fill(Rect(x: 4.3, y: 22.7, width: 55.4, height: 0.5), .solid(ink))
        c.fill(Rect(x: 4, y: 28, width: 56, height: 8), .solid(red.withOpacity(128)))
        GoldenImage.assertMatches(c, named: "rectangles")
    }

    func testGoldenRoundedRectCircularAndContinuous() {
        let c = canvas()
        c.fill(.roundedRect(Rect(x: 3, y: 3, width: 27, height: 34), cornerRadius: 9, style: .circular), .solid(blue))
        c.fill(.roundedRect(Rect(x: 34, y: 3, width: 27, height: 34), cornerRadius: 9, style: .continuous), .solid(blue))
        GoldenImage.assertMatches(c, named: "rounded-rect-circular-continuous")
    }

    func testGoldenPerCornerRadii() {
        let c = canvas()
        c.fill(.roundedRect(Rect(x: 4, y: 4, width: 56, height: 32),
                            cornerRadii: CornerRadii(topLeading: 14, topTrailing: 4, bottomTrailing: 0, bottomLeading: 9)),
               .solid(green))
        GoldenImage.assertMatches(c, named: "rounded-rect-per-corner")
    }

    func testGoldenCapsules() {
        let c = canvas()
        c.fill(.capsule(in: Rect(x: 4, y: 6, width: 36, height: 14)), .solid(red))
        c.fill(.capsule(in: Rect(x: 46, y: 3, width: 13, height: 34)), .solid(red))
        c.fill(.capsule(in: Rect(x: 4, y: 26, width: 36, height: 9.5)), .solid(ink))
        GoldenImage.assertMatches(c, named: "capsules")
    }

    func testGoldenEllipseAndCircles() {
        let c = canvas()
        c.fill(.ellipse(in: Rect(x: 3, y: 5, width: 34, height: 20)), .solid(blue))
        c.fill(.circle(center: Point(x: 48, y: 14), radius: 10.3), .solid(green))
        c.fill(.circle(center: Point(x: 20, y: 33), radius: 3), .solid(ink))
        c.fill(.circle(center: Point(x: 30.5, y: 33.5), radius: 1.5), .solid(ink))
        GoldenImage.assertMatches(c, named: "ellipse-circles")
    }

    func testGoldenPathFillRules() {
        let c = canvas()
        var star = Path()
        let v = [(0.0, -1.0), (0.587_785_252_292_473_1, 0.809_016_994_374_947_5), (-0.951_056_516_295_153_5, -0.309_016_994_374_947_45),
                 (0.951_056_516_295_153_5, -0.309_016_994_374_947_45), (-0.587_785_252_292_473_1, 0.809_016_994_374_947_5)]
        for (i, p) in v.enumerated() {
            let point = Point(x: 16 + 15 * p.0, y: 21 + 15 * p.1)
            if i == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.closeSubpath()
        c.fill(star, .solid(ink), rule: .nonZero)
        c.fill(star.offsetBy(dx: 32, dy: 0), .solid(ink), rule: .evenOdd)
        GoldenImage.assertMatches(c, named: "path-fill-rules")
    }

    func testGoldenPathCurves() {
        let c = canvas()
        var heart = Path()
        heart.move(to: Point(x: 20, y: 35))
        heart.addCurve(to: Point(x: 6, y: 14), control1: Point(x: 12, y: 28), control2: Point(x: 6, y: 22))
        heart.addQuadCurve(to: Point(x: 20, y: 10), control: Point(x: 8, y: 0))
        heart.addQuadCurve(to: Point(x: 34, y: 14), control: Point(x: 32, y: 0))
        heart.addCurve(to: Point(x: 20, y: 35), control1: Point(x: 34, y: 22), control2: Point(x: 28, y: 28))
        heart.closeSubpath()
        c.fill(heart, .solid(red))
        var check = Path()
        check.move(to: Point(x: 40, y: 20))
        check.addLine(to: Point(x: 47, y: 28))
        check.addLine(to: Point(x: 60, y: 10))
        c.stroke(check, StrokeStyle(width: 3, cap: .round, join: .round), .solid(green))
        GoldenImage.assertMatches(c, named: "path-curves")
    }

    func testGoldenStrokeCapsAndJoins() {
        let c = canvas(width: 96, height: 48)
        for (i, join) in [StrokeStyle.LineJoin.miter, .round, .bevel].enumerated() {
            let cap = [StrokeStyle.LineCap.butt, .round, .square][i]
            var zig = Path()
            let x = 6 + Double(i) * 31
            zig.move(to: Point(x: x, y: 38))
            zig.addLine(to: Point(x: x + 10, y: 10))
            zig.addLine(to: Point(x: x + 20, y: 38))
            c.stroke(zig, StrokeStyle(width: 5, cap: cap, join: join), .solid(blue))
            c.stroke(zig, StrokeStyle(width: 0.5), .solid(red))
        }
        GoldenImage.assertMatches(c, named: "stroke-caps-joins")
    }

    func testGoldenStrokeDashes() {
        let c = canvas()
        var line = Path()
        line.move(to: Point(x: 4, y: 6.5))
        line.addLine(to: Point(x: 60, y: 6.5))
        c.stroke(line, StrokeStyle(width: 1, dash: [4, 2]), .solid(ink))
        c.stroke(.roundedRect(Rect(x: 6, y: 12, width: 52, height: 24), cornerRadius: 8),
                 StrokeStyle(width: 2, cap: .round, dash: [0.1, 4]), .solid(blue))
        GoldenImage.assertMatches(c, named: "stroke-dashes")
    }

    func testGoldenStrokeBorderAndCentredStroke() {
        let c = canvas()
        let left = Rect(x: 4, y: 6, width: 26, height: 28), right = Rect(x: 34, y: 6, width: 26, height: 28)
        c.fill(.roundedRect(left, cornerRadius: 8), .solid(paper))
        c.strokeBorder(.roundedRect(left, CornerRadii(all: 8), .continuous), StrokeStyle(width: 3), .solid(blue))
        c.stroke(.roundedRect(left, cornerRadius: 8), StrokeStyle(width: 0.5), .solid(red))
        c.stroke(.roundedRect(right, cornerRadius: 8), StrokeStyle(width: 3), .solid(blue))
        c.stroke(.roundedRect(right, cornerRadius: 8), StrokeStyle(width: 0.5), .solid(red))
        GoldenImage.assertMatches(c, named: "stroke-border-vs-centred")
    }

    func testGoldenHairlines() {
        let c = canvas()
        for (i, y) in [5.5, 10.25, 15.0].enumerated() {
            var line = Path()
            line.move(to: Point(x: 4, y: y))
            line.addLine(to: Point(x: 60, y: y))
            c.stroke(line, StrokeStyle(width: i == 2 ? 0.5 : 1), .solid(ink))
        }
        c.strokeBorder(.rect(Rect(x: 4, y: 20, width: 56, height: 16)), StrokeStyle(width: 0.5), .solid(ink))
        GoldenImage.assertMatches(c, named: "hairlines")
    }

    func testGoldenLinearGradients() {
        let c = canvas()
        c.fill(.roundedRect(Rect(x: 4, y: 4, width: 56, height: 14), cornerRadius: 4),
               .linearGradient(start: Point(x: 4, y: 0), end: Point(x: 60, y: 0),
                               stops: [GradientStop(blue, at: 0), GradientStop(green, at: 0.5), GradientStop(red, at: 1)]))
        c.fill(Rect(x: 4, y: 22, width: 56, height: 14),
               Paint.linearGradient(start: Point(x: 0, y: 22), end: Point(x: 20, y: 36),
                                    stops: [GradientStop(ink, at: 0), GradientStop(.clear, at: 1)]).opacity(0.8))
        GoldenImage.assertMatches(c, named: "linear-gradients")
    }

    func testGoldenClips() {
        let c = canvas()
        c.save()
        c.clip(to: .roundedRect(Rect(x: 4, y: 4, width: 26, height: 32), cornerRadius: 10))
        for i in 0..<8 { c.fill(Rect(x: 0, y: Double(i) * 5, width: 64, height: 2.5), .solid(blue)) }
        c.restore()
        c.save()
        c.clip(to: .circle(center: Point(x: 47, y: 20), radius: 14))
        c.clip(to: Rect(x: 40.5, y: 0, width: 30, height: 40))
        c.fill(Rect(x: 0, y: 0, width: 64, height: 40), .solid(red))
        c.restore()
        GoldenImage.assertMatches(c, named: "clips")
    }

    func testGoldenOpacityLayer() {
        let c = canvas()
        c.beginLayer(opacity: 0.5)
        c.fill(.circle(center: Point(x: 14, y: 20), radius: 10), .solid(blue))
        c.fill(.circle(center: Point(x: 24, y: 20), radius: 10), .solid(blue))
        c.endLayer()
        c.fill(.circle(center: Point(x: 42, y: 20), radius: 10), .solid(blue).opacity(0.5))
        c.fill(.circle(center: Point(x: 52, y: 20), radius: 10), .solid(blue).opacity(0.5))
        GoldenImage.assertMatches(c, named: "opacity-layer")
    }

    func testGoldenMasks() {
        let c = canvas()
        var glyph = CoverageMask(width: 5, height: 7)
        for (y, row) in ["01110", "10001", "10000", "10111", "10001", "10001", "01110"].enumerated() {
            for (x, bit) in row.enumerated() where bit == "1" { glyph[x, y] = 255 }
        }
        glyph[0, 0] = 80
        glyph[4, 0] = 80
        c.drawMask(glyph, atPixelX: 8, y: 8, paint: .solid(ink))
        c.drawMask(glyph, atPixelX: 24, y: 8, magnification: 2, paint: .solid(blue))
        c.drawMask(glyph, atPixelX: 44, y: 8, magnification: 4, paint: .linearGradient(
            start: Point(x: 22, y: 0), end: Point(x: 32, y: 0), stops: [GradientStop(red, at: 0), GradientStop(blue, at: 1)]))
        c.save()
        c.clip(to: .circle(center: Point(x: 20, y: 30), radius: 6))
        c.drawMask(CoverageMask(width: 40, height: 30, fill: 200), atPixelX: 20, y: 44, paint: .solid(green))
        c.restore()
        GoldenImage.assertMatches(c, named: "masks")
    }

    func testGoldenShapeShadow() {
        let c = canvas()
        let card = Path.roundedRect(Rect(x: 8, y: 6, width: 48, height: 24), cornerRadius: 6)
        c.drawShadow(of: card, Shadow(color: RGBA8(r: 0, g: 0, b: 0, a: 90), radius: 3, x: 0, y: 3))
        c.fill(card, .solid(.white))
        GoldenImage.assertMatches(c, named: "shadow-shape")
    }

    func testGoldenLayerShadow() {
        let c = canvas()
        c.beginLayer(shadow: Shadow(color: RGBA8(r: 0, g: 0, b: 0, a: 120), radius: 2, x: 2, y: 2))
        c.fill(.circle(center: Point(x: 20, y: 18), radius: 10), .solid(green))
        c.fill(.capsule(in: Rect(x: 26, y: 22, width: 30, height: 10)), .solid(red))
        c.endLayer()
        GoldenImage.assertMatches(c, named: "shadow-layer")
    }

    func testGoldenTransforms() {
        let c = canvas()
        for i in 0..<4 {
            c.save()
            c.translateBy(x: 4 + Double(i) * 15, y: 6)
            c.scaleBy(x: 1, y: 1 + Double(i) * 0.5)
            c.fill(.roundedRect(Rect(x: 0, y: 0, width: 12, height: 12), cornerRadius: 4), .solid(blue))
            c.restore()
        }
        GoldenImage.assertMatches(c, named: "transforms")
    }
}
