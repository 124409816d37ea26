import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// What the display list draws: paints, layers for effects, token paths, and the icon set.
final class DisplayListTests: XCTestCase {
    private func commands<V: View>(_ view: V, tokens: any DesignTokenSource = NoTokens()) -> [DisplayCommand] {
        DisplayList(layout(view, size: .ideal, tokens: tokens, textMeasurer: FixedAdvanceTextMeasurer())).commands
    }

    func testOpacityMultipliesIntoEachPaintWithoutALayer() {
        let drawn = commands(ZStack { Color.black; Color.white }.frame(width: 10, height: 10).opacity(0.5))
        XCTAssertEqual(drawn, [
            .fill(.rectangle, in: Rect(x: 0, y: 0, width: 10, height: 10), paint: .solid(ResolvedColor(RGBA8(r: 0, g: 0, b: 0, a: 128)))),
            .fill(.rectangle, in: Rect(x: 0, y: 0, width: 10, height: 10), paint: .solid(ResolvedColor(RGBA8(r: 255, g: 255, b: 255, a: 128)))),
        ])
    }

    func testCompositingGroupUnderOpacityDrawsOneLayerWithThatOpacity() {
        let drawn = commands(ZStack { Color.black; Color.white }.frame(width: 10, height: 10).compositingGroup().opacity(0.5))
        XCTAssertEqual(drawn.first, .beginLayer(DisplayLayer(opacity: 0.5)))
        XCTAssertEqual(drawn.last, .endLayer)
        XCTAssertEqual(drawn.count, 4)
    }

    func testHiddenViewDrawsNothing() {
        XCTAssertEqual(commands(Color.red.frame(width: 10, height: 10).hidden()), [])
    }

    func testClipShapeOpensAClippedLayer() {
        let drawn = commands(Color.red.frame(width: 20, height: 10).clipShape(Capsule()))
        let clip = DisplayLayer.Clip(geometry: .capsule(style: .continuous), rect: Rect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(drawn.first, .beginLayer(DisplayLayer(opacity: 1, clip: clip)))
    }

    func testShadowOpensALayerThatCastsIt() {
        let drawn = commands(Color.red.frame(width: 10, height: 10).shadow(color: .black, radius: 4, y: 2))
        XCTAssertEqual(drawn.first, .beginLayer(DisplayLayer(opacity: 1, shadow: ResolvedShadow(color: ResolvedColor(.black), radius: 4, x: 0, y: 2))))
    }

    func testStrokeBorderIsInsetByHalfTheLineWidth() {
        let drawn = commands(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.black, lineWidth: 2).frame(width: 40, height: 20))
        XCTAssertEqual(drawn, [.stroke(.roundedRectangle(CornerRadii(all: 7), style: .continuous),
                                       in: Rect(x: 1, y: 1, width: 38, height: 18), paint: .solid(ResolvedColor(.black)),
                                       lineWidth: 2, lineCap: .butt)])
    }

    func testCommandsKeepTheTokenPathsTheyPaintWith() {
        let list = DisplayList(layout(DSCard { Text("Hi") }, size: .width(200), tokens: seedTokens))
        XCTAssertEqual(list.tokenPaths, ["bg.surface", "border.subtle"])
    }

    func testEveryRequiredSymbolIsBundled() {
        let required = ["chevron.right", "checkmark", "xmark", "plus", "magnifyingglass", "tray", "wifi.slash",
                        "exclamationmark.triangle", "eye", "eye.slash", "arrow.uturn.backward", "info.circle"]
        XCTAssertEqual(required.filter { IconSet.standard[$0] == nil }, [])
    }

    /// The first symbols Pixelproof drew (the whole library has its own sheet in ImageTests).
    private static let firstSymbols = ["arrow.uturn.backward", "checkmark", "chevron.down", "chevron.left", "chevron.right", "chevron.up", "circle",
                                       "exclamationmark.triangle", "eye", "eye.slash", "info.circle", "magnifyingglass", "minus", "plus", "tray",
                                       "wifi.slash", "xmark"]

    func testSymbolsAndSpinnerMatchTheirGoldenImage() throws {
        let gallery = VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 12) {
                ForEach(Self.firstSymbols, id: \.self) { name in Image(systemName: name) }
            }
            HStack(spacing: 12) {
                ForEach(Self.firstSymbols, id: \.self) { name in Image(systemName: name) }
            }
            .font(.title2.bold())
            .foregroundStyle(.blue)
            HStack(spacing: 12) {
                ProgressView()
                ProgressView("Loading")
                Label("Couldn't Load", systemImage: "exclamationmark.triangle")
            }
        }
        .padding(8)
        .background(Color.white)
        let image = try render(gallery, size: .ideal, scale: .x2)
        try Golden.assertImage(image, named: "symbols@2x")
    }
}
