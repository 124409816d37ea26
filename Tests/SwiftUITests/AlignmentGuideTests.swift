import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

private enum MidAccent: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.center] }
}

private extension HorizontalAlignment {
    static let midAccent = HorizontalAlignment(MidAccent.self)
}

/// Alignment guides, custom alignment IDs and text baselines. Rules from Apple's documentation
/// of `alignmentGuide(_:computeValue:)` ("the stack aligns its children so their guide values
/// coincide") and `AlignmentID` (default values apply where a view sets none).
final class AlignmentGuideTests: XCTestCase {
    func testAlignmentGuideShiftsAChildInALeadingVStack() {
        // Apple's alignmentGuide example: a view whose leading guide is 20 sits 20 points left
        // of its siblings' leading edge.
        let probe = LayoutProbe(VStack(alignment: .leading, spacing: 0) {
            box(50, 10).accessibilityIdentifier("a")
            box(50, 10).alignmentGuide(.leading) { _ in 20 }.accessibilityIdentifier("b")
        }, size: .ideal)
        XCTAssertEqual(probe.frame("b").minX, 0)
        XCTAssertEqual(probe.frame("a").minX, 20)
        XCTAssertEqual(probe.rootFrame.width, 70, "the stack spans the aligned children")
    }

    func testGuideClosureSeesTheViewDimensions() {
        let probe = LayoutProbe(VStack(alignment: .trailing, spacing: 0) {
            box(40, 10).accessibilityIdentifier("a")
            box(40, 10).alignmentGuide(.trailing) { d in d[.trailing] - d.width * 0.5 }.accessibilityIdentifier("b")
        }, size: .ideal)
        XCTAssertEqual(probe.frame("a").maxX - probe.frame("b").maxX, -20)
    }

    func testCustomAlignmentIDLinesUpAcrossNestedStacks() {
        // The custom guide defaults to the centre; one view in each nested stack sets it.
        let probe = LayoutProbe(VStack(alignment: .midAccent, spacing: 0) {
            HStack(spacing: 0) {
                box(30, 10)
                box(10, 10).alignmentGuide(.midAccent) { d in d[HorizontalAlignment.center] }.accessibilityIdentifier("top")
            }
            HStack(spacing: 0) {
                box(10, 10).alignmentGuide(.midAccent) { d in d[HorizontalAlignment.center] }.accessibilityIdentifier("bottom")
                box(50, 10)
            }
        }, size: .ideal)
        XCTAssertEqual(probe.frame("top").midX, probe.frame("bottom").midX)
    }

    func testFirstTextBaselineAlignsTextsOfDifferentSizes() {
        // The fixed-advance measurer puts a line's baseline one font size below its top.
        let probe = LayoutProbe(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Big").font(.system(size: 30)).accessibilityIdentifier("big")
            Text("small").font(.system(size: 10)).accessibilityIdentifier("small")
        }, size: .ideal)
        XCTAssertEqual(probe.frame("big").minY + 30, probe.frame("small").minY + 10)
    }

    func testLastTextBaselineUsesTheLastLine() {
        let probe = LayoutProbe(HStack(alignment: .lastTextBaseline, spacing: 0) {
            probeText("one two").frame(width: 20).accessibilityIdentifier("wrapped")
            probeText("x").accessibilityIdentifier("single")
        }, size: .ideal)
        // "one two" in 20 points wraps to two 13-point lines: last baseline 13 + 10 = 23.
        XCTAssertEqual(probe.frame("wrapped").minY + 23, probe.frame("single").minY + 10)
    }

    func testAViewWithoutTextAlignsItsBottomOnTheBaseline() {
        // Apple: the text-baseline guides default to the bottom of views without text.
        let probe = LayoutProbe(HStack(alignment: .firstTextBaseline, spacing: 0) {
            box(10, 40).accessibilityIdentifier("box")
            probeText("x").accessibilityIdentifier("text")
        }, size: .ideal)
        XCTAssertEqual(probe.frame("box").maxY, probe.frame("text").minY + 10)
    }

    func testVStackPassesItsFirstChildsBaselineUp() {
        let probe = LayoutProbe(HStack(alignment: .firstTextBaseline, spacing: 0) {
            VStack(alignment: .leading, spacing: 0) {
                probeText("title").padding(.top, 6).accessibilityIdentifier("title")
                probeText("subtitle")
            }
            Text("Side").font(.system(size: 20)).accessibilityIdentifier("side")
        }, size: .ideal)
        XCTAssertEqual(probe.frame("title").minY + 6 + 10, probe.frame("side").minY + 20)
    }

    func testBadgeOverlayWithGuidesAsRealCodeWritesIt() {
        // As the corpus' BadgeView: a badge pulled out past the top-trailing corner.
        let probe = LayoutProbe(ZStack(alignment: .topTrailing) {
            box(40, 40).accessibilityIdentifier("icon")
            box(20, 20)
                .alignmentGuide(.trailing) { $0[.trailing] - $0.width * 0.6 }
                .alignmentGuide(.top) { $0[.top] + $0.height * 0.4 }
                .accessibilityIdentifier("badge")
        }, size: .ideal)
        let icon = probe.frame("icon"), badge = probe.frame("badge")
        // The badge's trailing guide is 20 − 12 = 8 and its top guide 8: its point (8, 8) sits on
        // the icon's top-trailing corner.
        XCTAssertEqual(badge.minX - icon.maxX, -8)
        XCTAssertEqual(icon.minY - badge.minY, 8)
        XCTAssertEqual(probe.rootFrame.size, Size(width: 52, height: 48), "the ZStack is the union of the aligned views")
    }

    func testFrameAlignmentHonoursAnExplicitGuide() {
        let probe = LayoutProbe(box(10, 10).alignmentGuide(.leading) { _ in -5 }.accessibilityIdentifier("box")
            .frame(width: 100, height: 10, alignment: .leading), size: .ideal)
        XCTAssertEqual(probe.frame("box").minX, 5)
    }

    func testViewDimensionsExplicitSubscriptIsNilWithoutAGuide() {
        var explicitValue: CGFloat?? = .none
        var defaultValue: CGFloat = -1
        _ = LayoutProbe(VStack(alignment: .leading) {
            box(10, 10)
            box(30, 10).alignmentGuide(.leading) { d in
                explicitValue = d[explicit: .firstTextBaseline]
                defaultValue = d[.trailing]
                return 0
            }
        }, size: .ideal)
        XCTAssertEqual(explicitValue, .some(nil))
        XCTAssertEqual(defaultValue, 30)
    }

    func testDumpNamesBuiltInAndCustomGuides() {
        XCTAssertEqual(HorizontalAlignment.leading.description, "leading")
        XCTAssertEqual(VerticalAlignment.firstTextBaseline.description, "firstTextBaseline")
        XCTAssertEqual(Alignment.centerLastTextBaseline.description, "lastTextBaseline-center")
        XCTAssertEqual(HorizontalAlignment.midAccent.description, "MidAccent")
        XCTAssertEqual(HorizontalAlignment.midAccent, HorizontalAlignment(MidAccent.self))
        XCTAssertNotEqual(HorizontalAlignment.midAccent, .center)
    }
}
