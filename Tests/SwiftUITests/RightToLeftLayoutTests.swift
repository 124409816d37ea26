import Raster
import SwiftUI
import XCTest

/// Right-to-left layout. SwiftUI mirrors horizontal layout under
/// `.environment(\.layoutDirection, .rightToLeft)`: an HStack's first child is on the right,
/// `.leading` alignment and `.leading` padding are on the right edge, and `offset(x:)` moves
/// towards the leading (right) side's opposite — all positions reflected across the container's
/// vertical centre line, with text and symbols not flipped (Apple, "Preparing views for
/// localization" / Human Interface Guidelines, "Right to left": "flip the interface … don't
/// flip text, logos and images that are not directional").
final class RightToLeftLayoutTests: XCTestCase {
    private func frames<V: View>(_ view: V, width: Double = 300, ids: [String],
                                 environment: (inout EnvironmentValues) -> Void = { _ in }) -> [Rect] {
        let probe = LayoutProbe(view, size: .fixed(Size(width: width, height: 100)), environment: environment)
        return ids.map { probe.frame($0) }
    }

    private func row() -> some View {
        HStack(spacing: 0) {
            box(40, 20).accessibilityIdentifier("a")
            Spacer()
            box(20, 20).accessibilityIdentifier("b")
        }
        .frame(width: 300)
    }

    func testHStackRunsFromTheRight() {
        let ltr = frames(row(), ids: ["a", "b"])
        XCTAssertEqual(ltr.map(\.minX), [0, 280])
        let rtl = frames(row().environment(\.layoutDirection, .rightToLeft), ids: ["a", "b"])
        XCTAssertEqual(rtl.map(\.minX), [260, 0])
        XCTAssertEqual(rtl.map(\.minY), ltr.map(\.minY), "vertical positions do not change")
    }

    func testRightToLeftSetForTheWholeRender() {
        let rtl = frames(row(), ids: ["a", "b"]) { $0.layoutDirection = .rightToLeft }
        XCTAssertEqual(rtl.map(\.minX), [260, 0])
    }

    func testLeadingPaddingAndLeadingFrameAlignmentAreOnTheRight() {
        let view = box(40, 20).accessibilityIdentifier("a").padding(.leading, 16).frame(width: 300, alignment: .leading)
        XCTAssertEqual(frames(view, ids: ["a"])[0].minX, 16)
        XCTAssertEqual(frames(view.environment(\.layoutDirection, .rightToLeft), ids: ["a"])[0].minX, 300 - 16 - 40)
    }

    func testVStackLeadingAlignmentIsTheRightEdge() {
        let view = VStack(alignment: .leading, spacing: 0) {
            box(100, 10).accessibilityIdentifier("wide")
            box(40, 10).accessibilityIdentifier("narrow")
        }
        let ltr = frames(view, ids: ["wide", "narrow"])
        XCTAssertEqual(ltr[1].minX, ltr[0].minX)
        let rtl = frames(view.environment(\.layoutDirection, .rightToLeft), ids: ["wide", "narrow"])
        XCTAssertEqual(rtl[0].minX, 100, "the stack itself stays centred in the 300 pt proposal")
        XCTAssertEqual(rtl[1].maxX, rtl[0].maxX)
        XCTAssertEqual(rtl[1].minX, 160)
    }

    func testOffsetXMovesTowardsTheLeftInRightToLeft() {
        let view = HStack(spacing: 0) { box(40, 20).offset(x: 10).accessibilityIdentifier("a"); Spacer() }.frame(width: 300)
        XCTAssertEqual(frames(view, ids: ["a"])[0].minX, 10)
        XCTAssertEqual(frames(view.environment(\.layoutDirection, .rightToLeft), ids: ["a"])[0].minX, 250)
    }

    func testLeftToRightInsideRightToLeftIsRestored() {
        let view = VStack(spacing: 0) {
            row().environment(\.layoutDirection, .leftToRight)
            HStack(spacing: 0) { box(10, 10).accessibilityIdentifier("c"); Spacer() }.frame(width: 300)
        }
        .environment(\.layoutDirection, .rightToLeft)
        let result = frames(view, ids: ["a", "b", "c"])
        XCTAssertEqual(result.map(\.minX), [0, 280, 290])
    }

    func testTextMovesWithItsFrameAndKeepsItsWidth() {
        let view = HStack(spacing: 8) { probeText("Wi-Fi").accessibilityIdentifier("t"); Spacer(); box(10, 10) }.frame(width: 300)
        let ltr = frames(view, ids: ["t"])[0]
        let rtl = frames(view.environment(\.layoutDirection, .rightToLeft), ids: ["t"])[0]
        XCTAssertEqual(ltr.minX, 0)
        XCTAssertEqual(rtl.width, ltr.width)
        XCTAssertEqual(rtl.maxX, 300)
    }

    /// A settings row as iOS draws it (leading icon, title, trailing value and chevron), in
    /// left-to-right and right-to-left. The symbols are not flipped: `chevron.right` keeps
    /// pointing right, as on iOS (only `chevron.forward` follows the direction).
    private struct SettingsRow: View {
        var body: some View {
            HStack(spacing: 12) {
                Image(systemName: "info.circle").foregroundStyle(Color.blue)
                Text("Wi-Fi")
                Spacer()
                Text("On").foregroundStyle(Color.gray)
                Image(systemName: "chevron.right").foregroundStyle(Color.gray)
            }
            .padding(.horizontal, 16)
            .frame(height: 44)
            .background(Color.white)
        }
    }

    func testSettingsRowGoldenLeftToRightAndRightToLeft() throws {
        let ltr = try render(SettingsRow(), size: .width(390), scale: .x2, background: .white)
        try Golden.assertImage(ltr, named: "rtl-settings-row.ltr@2x")
        let rtl = try render(SettingsRow().environment(\.layoutDirection, .rightToLeft), size: .width(390), scale: .x2, background: .white)
        try Golden.assertImage(rtl, named: "rtl-settings-row.rtl@2x")
        XCTAssertNotEqual(ltr, rtl)
    }
}
