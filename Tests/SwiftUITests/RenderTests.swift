import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// The seed components composed into a screen: text dump, golden images, light and dark, and
/// scale independence of the layout.
final class RenderTests: XCTestCase {
    func testTextDumpOfTheSeedCard() throws {
        let card = DSCard {
            Text("Weekly report").font(.dsTitle2).foregroundStyle(Color.textPrimary).accessibilityIdentifier("card.title")
            Text("3 tasks left").font(.dsCaption).foregroundStyle(Color.textSecondary)
        }
        let result = layout(card.padding(Space.lg).background(Color.bgCanvas), size: .width(390), tokens: seedTokens)
        try Golden.assertText(result.textDump, named: "seed-card.dump")
    }

    func testSeedScreenRendersLikeItsGoldenImageInLightMode() throws {
        let image = try render(SeedScreen(), size: .width(390), scale: .x2, colorScheme: .light, tokens: seedTokens)
        try Golden.assertImage(image, named: "seed-screen.light@2x")
    }

    func testSeedScreenRendersLikeItsGoldenImageInDarkMode() throws {
        let image = try render(SeedScreen(), size: .width(390), scale: .x2, colorScheme: .dark, tokens: seedTokens)
        try Golden.assertImage(image, named: "seed-screen.dark@2x")
    }

    func testDarkModeResolvesTheDarkTokenValues() {
        let light = DisplayList(layout(SeedScreen(), size: .width(390), colorScheme: .light, tokens: seedTokens))
        let dark = DisplayList(layout(SeedScreen(), size: .width(390), colorScheme: .dark, tokens: seedTokens))
        guard case .fill(_, _, .solid(let lightCanvas))? = light.commands.first,
              case .fill(_, _, .solid(let darkCanvas))? = dark.commands.first else {
            return XCTFail("the screen should start by filling its canvas background")
        }
        XCTAssertEqual(lightCanvas, ResolvedColor(RGBA8(hex: "#FFFFFF")!, tokenPath: "bg.canvas"))
        XCTAssertEqual(darkCanvas, ResolvedColor(RGBA8(hex: "#0B0B0F")!, tokenPath: "bg.canvas"))
    }

    func testSeedScreenHasTheSameLayoutFramesInPointsAt1x2xAnd3x() {
        func frames(_ scale: DisplayScale) -> [Rect] {
            layout(SeedScreen(), size: .width(390), scale: scale, tokens: seedTokens).root.allViews.map(\.layoutFrame)
        }
        let at1x = frames(.x1)
        XCTAssertEqual(frames(.x2), at1x)
        XCTAssertEqual(frames(.x3), at1x)
    }

    func testSnappedFramesStayWithinHalfAPixelOfTheLayoutAtEveryScale() {
        for scale in [DisplayScale.x1, .x2, .x3] {
            let views = layout(SeedScreen(), size: .width(390), scale: scale, tokens: seedTokens).root.allViews
            let limit = 0.5 / Double(scale.factor) + 1e-9
            for view in views {
                XCTAssertLessThanOrEqual(abs(view.frame.minX - view.layoutFrame.minX), limit, "\(view.kind) at \(scale)")
                XCTAssertLessThanOrEqual(abs(view.frame.maxY - view.layoutFrame.maxY), limit, "\(view.kind) at \(scale)")
            }
        }
    }

    func testImageSizeIsTheCanvasTimesTheScale() throws {
        let image = try render(SeedScreen(), size: .width(390), scale: .x3, tokens: seedTokens)
        XCTAssertEqual(image.width, 1170)
    }

    func testRenderingTwiceGivesTheSameBytes() throws {
        let first = try render(SeedScreen(), size: .width(390), scale: .x2, tokens: seedTokens)
        let second = try render(SeedScreen(), size: .width(390), scale: .x2, tokens: seedTokens)
        XCTAssertEqual(first, second)
    }

    func testMissingTokenMakesRenderThrowNamingThePath() {
        XCTAssertThrowsError(try render(Color(token: "no.such.color"), size: .ideal)) { error in
            XCTAssertTrue("\(error)".contains("missing color token 'no.such.color'"), "\(error)")
        }
    }
}

extension RenderTests {
    func testRasterizingALayoutResultMatchesRender() throws {
        let result = layout(SeedScreen(), size: .width(390), scale: .x2, tokens: seedTokens)
        XCTAssertEqual(result.rasterize(), try render(SeedScreen(), size: .width(390), scale: .x2, tokens: seedTokens))
    }
}
