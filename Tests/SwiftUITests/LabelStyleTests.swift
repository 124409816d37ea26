import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// `Label` draws through the label style in the environment, like SwiftUI's.
final class LabelStyleTests: XCTestCase {
    private struct WideLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: .token("space.lg")) {
                configuration.icon.accessibilityIdentifier("icon")
                configuration.title.accessibilityIdentifier("title")
            }
        }
    }

    func testDefaultStylePutsTheTitleSixPointsAfterTheSymbol() {
        let label = LayoutProbe(Label("Add", systemImage: "plus"), size: .ideal).rootFrame
        let touching = LayoutProbe(HStack(spacing: 0) { Image(systemName: "plus"); Text("Add") }, size: .ideal).rootFrame
        XCTAssertEqual(label.width - touching.width, 6)
    }

    func testCustomStyleSetsTheGapFromAToken() {
        let probe = LayoutProbe(Label("Add", systemImage: "plus").labelStyle(WideLabelStyle()), size: .ideal,
                                tokens: TokenTable(dimensions: ["space.lg": 16]))
        XCTAssertEqual(probe.frame("title").minX - probe.frame("icon").maxX, 16)
        XCTAssertEqual(probe.result.tokensRead, ["space.lg"])
    }

    func testIconOnlyStyleDropsTheTitle() {
        let text = TextDump.dump(layout(Label("Add", systemImage: "plus").labelStyle(.iconOnly), size: .ideal))
        XCTAssertTrue(text.contains("Image"), text)
        XCTAssertFalse(text.contains("\"Add\""), text)
    }
}
