import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

final class ButtonStyleTests: XCTestCase {
    func testBuiltInButtonStylesDrawLikeIOS() throws {
        try assertControlSheet("button-styles") {
            HStack(spacing: 12) {
                Button("Automatic") {}
                Button("Plain") {}.buttonStyle(.plain)
                Button("Borderless") {}.buttonStyle(BorderlessButtonStyle())
            }
            HStack(spacing: 12) {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Tinted") {}.buttonStyle(.bordered).tint(.pink)
            }
            HStack(spacing: 12) {
                Button("Delete", role: .destructive) {}
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
            }
            HStack(spacing: 12) {
                Button("Pressed") {}.buttonStyle(.bordered).pressed()
                Button("Pressed") {}.buttonStyle(.borderedProminent).pressed()
                Button("Pressed") {}.pressed()
            }
            HStack(spacing: 12) {
                Button("Disabled") {}.buttonStyle(.bordered).disabled(true)
                Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
                Button("Disabled") {}.disabled(true)
            }
        }
    }

    func testControlSizesAndBorderShapes() throws {
        try assertControlSheet("button-sizes") {
            HStack(spacing: 8) {
                Button("Mini") {}.controlSize(.mini)
                Button("Small") {}.controlSize(.small)
                Button("Regular") {}.controlSize(.regular)
                Button("Large") {}.controlSize(.large)
            }
            .buttonStyle(.borderedProminent)
            Button("Extra large") {}.buttonStyle(.borderedProminent).controlSize(.extraLarge)
            HStack(spacing: 8) {
                Button("Capsule") {}.buttonBorderShape(.capsule)
                Button("Radius 4") {}.buttonBorderShape(.roundedRectangle(radius: 4))
                Button(action: {}) { Image(systemName: "plus") }.buttonBorderShape(.circle)
            }
            .buttonStyle(.bordered)
            Button("Add", systemImage: "plus") {}.buttonStyle(.bordered)
        }
    }
}

final class BorderedButtonLayoutTests: XCTestCase {
    // Bordered buttons on iOS 17 at the default text size, from published measurements of
    // SwiftUI (not re-measured here): small 28, regular 34, large 50 points high; the label is
    // inset 10, 12 and 20 points at the sides (UIButton.Configuration's small/medium/large
    // content insets). `.mini` draws like `.small` on iOS.
    func testBorderedButtonHeightsAndInsetsFollowTheControlSize() {
        let cases: [(ControlSize, Double, Double)] = [(.mini, 28, 10), (.small, 28, 10), (.regular, 34, 12), (.large, 50, 20)]
        for (size, height, inset) in cases {
            let probe = LayoutProbe(Button(action: {}) { probeText("Buy") }.buttonStyle(.bordered).controlSize(size)
                .accessibilityIdentifier("b"), width: 390, height: 200)
            let button = probe.frame("b")
            XCTAssertEqual(button.height, height, "\(size)")
            XCTAssertEqual(button.width, 15 + 2 * inset, "\(size): 3 characters of 5 points plus the insets")
        }
    }

    // Prominent buttons draw the same frame as bordered ones; only colours differ.
    func testProminentAndBorderedShareTheirFrame() {
        let bordered = LayoutProbe(Button("Continue") {}.buttonStyle(.bordered).accessibilityIdentifier("b"), width: 390, height: 200)
        let prominent = LayoutProbe(Button("Continue") {}.buttonStyle(.borderedProminent).accessibilityIdentifier("b"), width: 390, height: 200)
        XCTAssertEqual(bordered.frame("b"), prominent.frame("b"))
    }

    // Borderless and plain buttons add nothing around the label.
    func testBorderlessAndPlainButtonsAreTheirLabelsSize() {
        for style in [AnyView(Button(action: {}) { probeText("Buy") }.buttonStyle(.borderless).accessibilityIdentifier("b")),
                      AnyView(Button(action: {}) { probeText("Buy") }.buttonStyle(.plain).accessibilityIdentifier("b"))] {
            let probe = LayoutProbe(style, width: 390, height: 200)
            XCTAssertEqual(probe.frame("b").size, Size(width: 15, height: 13))
        }
    }
}
