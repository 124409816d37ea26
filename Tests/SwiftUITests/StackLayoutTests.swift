import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// The stack algorithm: priority, then flexibility; spacing; spacers; alignment.
final class StackLayoutTests: XCTestCase {
    func testMaxWidthFrameBesideMinWidthFrameIn150PointsGivesSeventyFiveAndHundred() {
        // objc.io, "SwiftUI's layout algorithm": the less flexible view is served first.
        let probe = LayoutProbe(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).accessibilityIdentifier("max")
            Color.blue.frame(minWidth: 100).accessibilityIdentifier("min")
        }, width: 150)
        XCTAssertEqual(probe.frame("max").width, 75)
        XCTAssertEqual(probe.frame("min").width, 100)
    }

    func testEquallyFlexibleChildrenShareTheWidth() {
        let probe = LayoutProbe(HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.blue.accessibilityIdentifier("b")
        }, width: 100)
        XCTAssertEqual(probe.frame("a"), Rect(x: 0, y: 0, width: 50, height: 100))
        XCTAssertEqual(probe.frame("b"), Rect(x: 50, y: 0, width: 50, height: 100))
    }

    func testDefaultSpacingIsEightPointsBetweenViews() {
        let probe = LayoutProbe(HStack {
            box(10, 10).accessibilityIdentifier("a")
            box(10, 10).accessibilityIdentifier("b")
        }, size: .ideal)
        XCTAssertEqual(probe.frame("b").minX - probe.frame("a").maxX, 8)
    }

    func testDefaultSpacingIsZeroBesideASpacer() {
        let probe = LayoutProbe(HStack {
            box(10, 10).accessibilityIdentifier("a")
            Spacer().accessibilityIdentifier("spacer")
            box(10, 10).accessibilityIdentifier("b")
        }, width: 100)
        XCTAssertEqual(probe.frame("spacer"), Rect(x: 10, y: 50, width: 80, height: 0))
        XCTAssertEqual(probe.frame("b").minX, 90)
    }

    func testExplicitSpacingAppliesBesideASpacer() {
        let probe = LayoutProbe(HStack(spacing: 5) {
            box(10, 10)
            Spacer().accessibilityIdentifier("spacer")
            box(10, 10)
        }, width: 100)
        XCTAssertEqual(probe.frame("spacer").width, 70)
    }

    func testSpacerKeepsItsEightPointMinimumWhenSpaceRunsOut() {
        let probe = LayoutProbe(HStack(spacing: 0) {
            box(60, 10)
            Spacer().accessibilityIdentifier("spacer")
            box(60, 10)
        }, width: 100)
        XCTAssertEqual(probe.frame("spacer").width, 8)
    }

    func testSpacerMinLengthIsHonoured() {
        let probe = LayoutProbe(HStack(spacing: 0) {
            box(10, 10)
            Spacer(minLength: 30).accessibilityIdentifier("spacer")
        }, size: .ideal)
        XCTAssertEqual(probe.frame("spacer").width, 30)
    }

    func testSpacerIsServedAfterFlexibleViews() {
        let probe = LayoutProbe(HStack(spacing: 0) {
            Spacer().accessibilityIdentifier("spacer")
            Color.red.accessibilityIdentifier("color")
        }, width: 100)
        XCTAssertEqual(probe.frame("color").width, 92)
        XCTAssertEqual(probe.frame("spacer").width, 8)
    }

    func testTextIsServedBeforeMoreFlexibleColor() {
        let probe = LayoutProbe(HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("color")
            probeText("Hello").accessibilityIdentifier("text")
        }, width: 100)
        XCTAssertEqual(probe.frame("text").width, 25)
        XCTAssertEqual(probe.frame("color").width, 75)
    }

    func testHigherLayoutPriorityIsOfferedSpaceFirst() {
        let probe = LayoutProbe(HStack(spacing: 0) {
            probeText("aaaa bbbb").accessibilityIdentifier("low")
            probeText("cccc dddd").layoutPriority(1).accessibilityIdentifier("high")
        }, width: 60)
        XCTAssertEqual(probe.frame("high").width, 45)
        XCTAssertEqual(probe.frame("low").width, 15)
    }

    func testLowerPriorityMinimumIsReservedBeforeHigherPriorityIsServed() {
        let probe = LayoutProbe(HStack(spacing: 0) {
            Color.red.frame(minWidth: 30).accessibilityIdentifier("low")
            Color.blue.layoutPriority(1).accessibilityIdentifier("high")
        }, width: 100)
        XCTAssertEqual(probe.frame("high").width, 70)
        XCTAssertEqual(probe.frame("low").width, 30)
    }

    func testHStackIsAsTallAsItsTallestChild() {
        let probe = LayoutProbe(HStack { box(10, 10); box(10, 30) }, size: .ideal)
        XCTAssertEqual(probe.rootFrame.size, Size(width: 28, height: 30))
    }

    func testHStackCentresChildrenVerticallyByDefault() {
        let probe = LayoutProbe(HStack { box(10, 10).accessibilityIdentifier("short"); box(10, 30) }, size: .ideal)
        XCTAssertEqual(probe.frame("short").minY, 10)
    }

    func testHStackTopAlignment() {
        let probe = LayoutProbe(HStack(alignment: .top) { box(10, 10).accessibilityIdentifier("short"); box(10, 30) }, size: .ideal)
        XCTAssertEqual(probe.frame("short").minY, 0)
    }

    func testHStackBottomAlignment() {
        let probe = LayoutProbe(HStack(alignment: .bottom) { box(10, 10).accessibilityIdentifier("short"); box(10, 30) }, size: .ideal)
        XCTAssertEqual(probe.frame("short").minY, 20)
    }

    func testVStackLeadingAlignment() {
        let probe = LayoutProbe(VStack(alignment: .leading) { box(10, 10).accessibilityIdentifier("narrow"); box(40, 10) }, size: .ideal)
        XCTAssertEqual(probe.frame("narrow").minX, 0)
    }

    func testVStackTrailingAlignment() {
        let probe = LayoutProbe(VStack(alignment: .trailing) { box(10, 10).accessibilityIdentifier("narrow"); box(40, 10) }, size: .ideal)
        XCTAssertEqual(probe.frame("narrow").minX, 30)
    }

    func testVStackSplitsHeightAndStacksTopToBottom() {
        let probe = LayoutProbe(VStack(spacing: 10) {
            Color.red.accessibilityIdentifier("a")
            Color.blue.accessibilityIdentifier("b")
        }, width: 50, height: 110)
        XCTAssertEqual(probe.frame("a"), Rect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(probe.frame("b"), Rect(x: 0, y: 60, width: 50, height: 50))
    }

    func testIdealStackSizeIsChildIdealsPlusSpacing() {
        let probe = LayoutProbe(HStack(spacing: 4) { probeText("abc"); probeText("de") }, size: .ideal)
        XCTAssertEqual(probe.rootFrame.size, Size(width: 29, height: 13))
    }

    func testAbsentIfBranchTakesNoSpacing() {
        let showsMiddle = false
        let probe = LayoutProbe(HStack {
            box(10, 10)
            if showsMiddle { box(10, 10) }
            box(10, 10)
        }, size: .ideal)
        XCTAssertEqual(probe.rootFrame.width, 28)
    }

    func testForEachElementsAreSeparateStackChildren() {
        let probe = LayoutProbe(VStack(spacing: 2) {
            ForEach(0..<3) { index in box(10, 10).accessibilityIdentifier("row\(index)") }
        }, size: .ideal)
        XCTAssertEqual(probe.frame("row2").minY, 24)
    }

    func testForInLoopBuildsChildrenInOrder() {
        let probe = LayoutProbe(HStack(spacing: 0) {
            for width in [10.0, 20.0] { Swatch(width: width) }
        }, size: .ideal)
        XCTAssertEqual(probe.frame("swatch20").minX, 10)
    }

    func testChildrenThatDoNotFitOverflowTheStack() {
        let probe = LayoutProbe(HStack(spacing: 0) {
            box(100, 10).accessibilityIdentifier("a")
            box(100, 10).accessibilityIdentifier("b")
        }.frame(width: 150), size: .ideal)
        XCTAssertEqual(probe.frame("a").minX, -25)
        XCTAssertEqual(probe.frame("b").maxX, 175)
    }
}

/// A named view type: `for … in` in a view builder needs loop bodies whose type can be spelled
/// (a Swift limitation with opaque `some View` results).
private struct Swatch: View {
    var width: Double

    var body: some View {
        box(width, 5).accessibilityIdentifier("swatch\(Int(width))")
    }
}
