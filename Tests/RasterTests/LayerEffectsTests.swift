import Foundation
@testable import Raster
import XCTest

/// Layer effects: blend modes, colour matrices, masks, blur and affine resampling, with
/// values worked out by hand from the formulas their doc comments state.
final class LayerEffectsTests: XCTestCase {
    private let red = SourceOver.pack(RGBA8(r: 255, g: 0, b: 0, a: 255).premultiplied)
    private let grey = SourceOver.pack(RGBA8(r: 128, g: 128, b: 128, a: 255).premultiplied)

    func testMultiplyOfOpaqueColoursIsTheProductOfTheChannels() {
        // W3C: B = Cb·Cs; red × grey = (128, 0, 0).
        XCTAssertEqual(SourceOver.unpack(LayerBlendMode.multiply.blend(source: red, onto: grey)), PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 255))
    }

    func testScreenOfOpaqueColoursInvertsTheProductOfTheInverses() {
        // 1 − (1 − 1)(1 − 0.502) = 1 for red; 1 − (1 − 0)(1 − 0.502) = 0.502 → 128 for green and blue.
        XCTAssertEqual(SourceOver.unpack(LayerBlendMode.screen.blend(source: red, onto: grey)), PremultipliedRGBA8(r: 255, g: 128, b: 128, a: 255))
    }

    func testDarkenAndLightenPickPerChannel() {
        XCTAssertEqual(SourceOver.unpack(LayerBlendMode.darken.blend(source: red, onto: grey)), PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 255))
        XCTAssertEqual(SourceOver.unpack(LayerBlendMode.lighten.blend(source: red, onto: grey)), PremultipliedRGBA8(r: 255, g: 128, b: 128, a: 255))
    }

    func testPlusLighterAddsAndClampsAndPlusDarkerFollowsCoreGraphics() {
        XCTAssertEqual(SourceOver.unpack(LayerBlendMode.plusLighter.blend(source: red, onto: grey)), PremultipliedRGBA8(r: 255, g: 128, b: 128, a: 255))
        // max(0, 1 − ((1 − D) + (1 − S))): red 1 − (0.498 + 0) → 128, green and blue 1 − (0.498 + 1) < 0 → 0.
        XCTAssertEqual(SourceOver.unpack(LayerBlendMode.plusDarker.blend(source: red, onto: grey)), PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 255))
    }

    func testATransparentSourceLeavesTheDestinationForEveryMode() {
        for mode in LayerBlendMode.allCases {
            XCTAssertEqual(mode.blend(source: 0, onto: grey), grey, "\(mode)")
        }
    }

    func testNormalIsSourceOver() {
        let half = SourceOver.pack(RGBA8(r: 255, g: 255, b: 255, a: 128).premultiplied)
        XCTAssertEqual(LayerBlendMode.normal.blend(source: half, onto: half), SourceOver.blend(source: half, over: half))
    }

    func testColorMatricesMatchTheirFormulas() {
        XCTAssertEqual(ColorMatrix.invert.apply(to: RGBA8(r: 255, g: 0, b: 51, a: 200)), RGBA8(r: 0, g: 255, b: 204, a: 200))
        XCTAssertEqual(ColorMatrix.brightness(0.2).apply(to: RGBA8(r: 0, g: 100, b: 250, a: 255)), RGBA8(r: 51, g: 151, b: 255, a: 255))
        XCTAssertEqual(ColorMatrix.contrast(0).apply(to: RGBA8(r: 0, g: 100, b: 250, a: 255)), RGBA8(r: 128, g: 128, b: 128, a: 255))
        // Saturation 0 of pure red: 0.213 · 255 = 54.3 → 54 in every channel.
        XCTAssertEqual(ColorMatrix.saturation(0).apply(to: RGBA8(r: 255, g: 0, b: 0, a: 255)), RGBA8(r: 54, g: 54, b: 54, a: 255))
        XCTAssertEqual(ColorMatrix.hueRotation(0).apply(to: RGBA8(r: 12, g: 200, b: 99, a: 255)), RGBA8(r: 12, g: 200, b: 99, a: 255))
        XCTAssertEqual(ColorMatrix.multiply(RGBA8(r: 255, g: 128, b: 0, a: 255)).apply(to: RGBA8(r: 200, g: 200, b: 200, a: 255)),
                       RGBA8(r: 200, g: 100, b: 0, a: 255))
    }

    func testPortableTrigAgreesWithTheMathLibraryToTwelveDigits() {
        for i in -720...720 {
            let x = Double(i) * Double.pi / 97
            XCTAssertEqual(PortableTrig.sin(x), Foundation.sin(x), accuracy: 1e-12)
            XCTAssertEqual(PortableTrig.cos(x), Foundation.cos(x), accuracy: 1e-12)
            XCTAssertEqual(PortableTrig.atan2(Foundation.sin(x), Foundation.cos(x) * 2), Foundation.atan2(Foundation.sin(x), Foundation.cos(x) * 2),
                           accuracy: 1e-12)
        }
    }

    func testAWholePixelTransformCopiesExactly() {
        let canvas = Canvas(size: Size(width: 10, height: 10), scale: .x1)
        canvas.beginLayer(effects: LayerEffects(transform: AffineMap(translationX: 3, y: 2)))
        canvas.fill(Rect(x: 1, y: 1, width: 2, height: 2), .solid(RGBA8(r: 10, g: 20, b: 30, a: 255)))
        canvas.endLayer()
        XCTAssertEqual(canvas.pixmap[4, 3], PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255))
        XCTAssertEqual(canvas.pixmap[5, 4], PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255))
        XCTAssertEqual(canvas.pixmap[1, 1], PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0))
        XCTAssertEqual(canvas.pixmap[6, 3], PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0))
    }

    func testAQuarterTurnAboutTheCentreMovesTheTopRowToTheRightColumn() {
        let canvas = Canvas(size: Size(width: 4, height: 4), scale: .x1)
        let turn = AffineMap(translationX: -2, y: -2).then(AffineMap(rotationRadians: .pi / 2)).then(AffineMap(translationX: 2, y: 2))
        canvas.beginLayer(effects: LayerEffects(transform: turn))
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 1), .solid(.black))
        canvas.endLayer()
        for y in 0..<4 { XCTAssertEqual(canvas.pixmap[3, y].a, 255, "row \(y)") }
        XCTAssertEqual(canvas.pixmap[0, 0].a, 0)
    }

    func testAMaskKeepsTheLayerOnlyWhereTheMaskHasAlpha() {
        let canvas = Canvas(size: Size(width: 4, height: 1), scale: .x1)
        canvas.beginLayer(effects: LayerEffects())
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 1), .solid(.black))
        canvas.beginMask()
        canvas.fill(Rect(x: 1, y: 0, width: 1, height: 1), .solid(.white))
        canvas.fill(Rect(x: 2, y: 0, width: 1, height: 1), .solid(RGBA8(r: 0, g: 0, b: 0, a: 128)))
        canvas.endLayer()
        XCTAssertEqual((0..<4).map { canvas.pixmap[$0, 0].a }, [0, 255, 128, 0])
    }

    func testAnEffectsLayerIsClippedWhereItLandsNotWhereItWasDrawn() {
        let canvas = Canvas(size: Size(width: 6, height: 1), scale: .x1)
        canvas.clip(to: Rect(x: 0, y: 0, width: 3, height: 1))
        canvas.beginLayer(effects: LayerEffects(transform: AffineMap(translationX: 2, y: 0)))
        canvas.fill(Rect(x: 3, y: 0, width: 2, height: 1), .solid(.black))   // outside the clip, moved into it
        canvas.endLayer()
        XCTAssertEqual((0..<6).map { canvas.pixmap[$0, 0].a }, [0, 0, 0, 0, 0, 0])
        let second = Canvas(size: Size(width: 6, height: 1), scale: .x1)
        second.clip(to: Rect(x: 0, y: 0, width: 3, height: 1))
        second.beginLayer(effects: LayerEffects(transform: AffineMap(translationX: -2, y: 0)))
        second.fill(Rect(x: 3, y: 0, width: 2, height: 1), .solid(.black))
        second.endLayer()
        XCTAssertEqual((0..<6).map { second.pixmap[$0, 0].a }, [0, 255, 255, 0, 0, 0])
    }

    func testAnOpaqueBlurStaysOpaqueInsideAndSpreadsNowhere() {
        let canvas = Canvas(size: Size(width: 20, height: 20), scale: .x1)
        canvas.beginLayer(effects: LayerEffects(blurRadius: 2, blurIsOpaque: true))
        canvas.fill(Rect(x: 5, y: 5, width: 10, height: 10), .solid(RGBA8(r: 200, g: 0, b: 0, a: 255)))
        canvas.endLayer()
        XCTAssertEqual(canvas.pixmap[5, 5], PremultipliedRGBA8(r: 200, g: 0, b: 0, a: 255))
        XCTAssertEqual(canvas.pixmap[4, 5].a, 0)
    }

    func testRadialGradientTakesItsStopsAtTheRadii() {
        let canvas = Canvas(size: Size(width: 21, height: 1), scale: .x1)
        let stops = [GradientStop(.black, at: 0), GradientStop(.white, at: 1)]
        canvas.fill(Rect(x: 0, y: 0, width: 21, height: 1),
                    .radialGradient(RadialShading(center: Point(x: 10.5, y: 0.5), startRadius: 0, endRadius: 10, stops: stops)))
        XCTAssertEqual(canvas.pixmap[10, 0].r, 0)
        XCTAssertEqual(canvas.pixmap[0, 0].r, 255)
        XCTAssertEqual(canvas.pixmap[15, 0].r, 128)   // distance 5 of 10: entry ⌊0.5·255 + ½⌋ = 128
    }

    func testConicGradientRunsClockwiseFromThreeOClock() {
        let canvas = Canvas(size: Size(width: 2, height: 2), scale: .x1)
        let stops = [GradientStop(.black, at: 0), GradientStop(.white, at: 1)]
        canvas.fill(Rect(x: 0, y: 0, width: 2, height: 2),
                    .conicGradient(ConicShading(center: Point(x: 1, y: 1), startAngle: 0, endAngle: 2 * .pi, stops: stops)))
        // Pixel centres at 45° (bottom right), 135°, 225°, 315°: an eighth, three, five, seven eighths.
        XCTAssertEqual(canvas.pixmap[1, 1].r, 32)
        XCTAssertEqual(canvas.pixmap[0, 1].r, 96)
        XCTAssertEqual(canvas.pixmap[0, 0].r, 159)
        XCTAssertEqual(canvas.pixmap[1, 0].r, 223)
    }

    func testTrimmingKeepsTheRequestedFractionOfTheLength() {
        var line = Path()
        line.move(to: Point(x: 0, y: 0))
        line.addLine(to: Point(x: 100, y: 0))
        let cut = line.trimmed(from: 0.25, to: 0.5)
        XCTAssertEqual(cut.elements, [.move(to: Point(x: 25, y: 0)), .line(to: Point(x: 50, y: 0))])
        XCTAssertTrue(line.trimmed(from: 0.6, to: 0.4).isEmpty)
    }
}
