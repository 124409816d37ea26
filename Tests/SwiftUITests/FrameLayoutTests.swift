import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// Fixed and flexible frames, fixedSize and padding.
final class FrameLayoutTests: XCTestCase {
    func testFixedFrameReportsItsSizeWhateverTheChildChooses() {
        let probe = LayoutProbe(probeText("Hi").frame(width: 80, height: 40).accessibilityIdentifier("frame"), size: .ideal)
        XCTAssertEqual(probe.frame("frame").size, Size(width: 80, height: 40))
    }

    func testFixedFrameCentresItsChild() {
        let probe = LayoutProbe(probeText("Hi").accessibilityIdentifier("text").frame(width: 80, height: 40), size: .ideal)
        XCTAssertEqual(probe.frame("text"), Rect(x: 35, y: 13.5, width: 10, height: 13).snappedForTest)
    }

    func testFixedFrameTopLeadingAlignment() {
        let probe = LayoutProbe(probeText("Hi").accessibilityIdentifier("text").frame(width: 80, height: 40, alignment: .topLeading), size: .ideal)
        XCTAssertEqual(probe.frame("text").origin, .zero)
    }

    func testFixedWidthAloneKeepsTheChildsHeight() {
        let probe = LayoutProbe(probeText("Hi").frame(width: 80), size: .ideal)
        XCTAssertEqual(probe.rootFrame.size, Size(width: 80, height: 13))
    }

    func testFixedFrameProposesItsSizeToTheChild() {
        let probe = LayoutProbe(Color.red.accessibilityIdentifier("color").frame(width: 30, height: 20), size: .ideal)
        XCTAssertEqual(probe.frame("color").size, Size(width: 30, height: 20))
    }

    func testMaxWidthInfinityTakesTheWholeProposedWidth() {
        let probe = LayoutProbe(probeText("Hi").frame(maxWidth: .infinity).accessibilityIdentifier("frame"), width: 200)
        XCTAssertEqual(probe.frame("frame").width, 200)
    }

    func testMaxWidthInfinityIdealSizeIsTheChilds() {
        let probe = LayoutProbe(probeText("Hi").frame(maxWidth: .infinity), size: .ideal)
        XCTAssertEqual(probe.rootFrame.width, 10)
    }

    func testMaxWidthFrameAlignsTheChildInside() {
        let probe = LayoutProbe(probeText("Hi").accessibilityIdentifier("text").frame(maxWidth: .infinity, alignment: .trailing), width: 200)
        XCTAssertEqual(probe.frame("text").maxX, 200)
    }

    func testMaxWidthCapsAWideProposal() {
        let probe = LayoutProbe(Color.red.frame(maxWidth: 60).accessibilityIdentifier("frame"), width: 200)
        XCTAssertEqual(probe.frame("frame").width, 60)
    }

    func testMinWidthRaisesASmallChild() {
        let probe = LayoutProbe(probeText("Hi").frame(minWidth: 50).accessibilityIdentifier("frame"), size: .ideal)
        XCTAssertEqual(probe.frame("frame").width, 50)
    }

    func testMinAndMaxTogetherAdoptTheClampedProposal() {
        let probe = LayoutProbe(probeText("Hi").frame(minWidth: 0, maxWidth: .infinity).accessibilityIdentifier("frame"), width: 120)
        XCTAssertEqual(probe.frame("frame").width, 120)
    }

    func testMinWidthAloneDoesNotGrowPastASmallerChildWhenProposedMore() {
        let probe = LayoutProbe(probeText("Hi").frame(minWidth: 50).accessibilityIdentifier("frame"), width: 200)
        XCTAssertEqual(probe.frame("frame").width, 50)
    }

    func testIdealWidthStandsInForAMissingProposal() {
        let probe = LayoutProbe(Color.red.frame(idealWidth: 70), size: .ideal)
        XCTAssertEqual(probe.rootFrame.width, 70)
    }

    func testMinHeightGrowsAButtonToTheControlHeight() {
        let probe = LayoutProbe(probeText("OK").frame(maxWidth: .infinity, minHeight: 44).accessibilityIdentifier("frame"), width: 200)
        XCTAssertEqual(probe.frame("frame").size, Size(width: 200, height: 44))
    }

    func testDefaultPaddingIsSixteenPoints() {
        let probe = LayoutProbe(box(10, 10).padding(), size: .ideal)
        XCTAssertEqual(probe.rootFrame.size, Size(width: 42, height: 42))
    }

    func testPaddingOnChosenEdgesOnly() {
        let probe = LayoutProbe(box(10, 10).accessibilityIdentifier("box").padding(.leading, 5).padding(.vertical, 3), size: .ideal)
        XCTAssertEqual(probe.rootFrame.size, Size(width: 15, height: 16))
        XCTAssertEqual(probe.frame("box").origin, Point(x: 5, y: 3))
    }

    func testPaddingInsideAFixedFrameShrinksTheChildsProposal() {
        let probe = LayoutProbe(Color.red.accessibilityIdentifier("color").padding(10).frame(width: 100, height: 50), size: .ideal)
        XCTAssertEqual(probe.frame("color"), Rect(x: 10, y: 10, width: 80, height: 30))
    }

    func testPaddingNeverProposesANegativeSize() {
        let probe = LayoutProbe(Color.red.accessibilityIdentifier("color").padding(20).frame(width: 30, height: 30), size: .ideal)
        XCTAssertEqual(probe.frame("color").size, .zero)
    }

    func testPaddingWithADimensionTokenResolvesThroughTheEnvironment() {
        let tokens = TokenTable(dimensions: ["space.md": 12])
        let probe = LayoutProbe(box(10, 10).padding(.token("space.md")), size: .ideal, tokens: tokens)
        XCTAssertEqual(probe.rootFrame.size, Size(width: 34, height: 34))
    }

    func testFixedSizeTextIgnoresANarrowProposal() {
        let probe = LayoutProbe(probeText("Hello world").fixedSize().accessibilityIdentifier("text").frame(width: 20), size: .ideal)
        XCTAssertEqual(probe.frame("text").width, 55)
    }

    func testFixedSizeVerticalOnlyStillWrapsHorizontally() {
        let probe = LayoutProbe(probeText("Hello world").fixedSize(horizontal: false, vertical: true).accessibilityIdentifier("text")
            .frame(width: 30, height: 10), size: .ideal)
        XCTAssertEqual(probe.frame("text").size, Size(width: 25, height: 26))
    }

    func testLayoutPrioritySurvivesLaterModifiers() {
        let probe = LayoutProbe(HStack(spacing: 0) {
            probeText("aaaa bbbb").accessibilityIdentifier("low")
            probeText("cccc dddd").layoutPriority(1).padding(0).accessibilityIdentifier("high")
        }, width: 60)
        XCTAssertEqual(probe.frame("high").width, 45)
    }
}

extension Rect {
    /// This rectangle with its edges rounded to whole points, halves up (the 1x pixel grid).
    var snappedForTest: Rect { PixelGrid(scale: .x1).snap(self) }
}
