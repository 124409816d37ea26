import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// Text wrapping and truncation, overlays and backgrounds, ZStack, shapes, symbols, dividers.
final class TextAndDecorationLayoutTests: XCTestCase {
    func testTextIdealSizeIsOneUnbrokenLine() {
        let probe = LayoutProbe(probeText("Hello brave world"), size: .ideal)
        XCTAssertEqual(probe.rootFrame.size, Size(width: 85, height: 13))
    }

    func testTextWrapsAtWordsInsideAFixedWidth() {
        let probe = LayoutProbe(probeText("Hello brave world").accessibilityIdentifier("text").frame(width: 60), size: .ideal)
        XCTAssertEqual(probe.frame("text").size, Size(width: 55, height: 26))
    }

    func testTextBreaksInsideAWordOnlyWhenTheWordAloneIsTooWide() {
        let probe = LayoutProbe(probeText("Supercalifragilistic").accessibilityIdentifier("text").frame(width: 50), size: .ideal)
        XCTAssertEqual(probe.frame("text").size, Size(width: 50, height: 26))
    }

    func testLineLimitTruncatesTheLastLineWithAnEllipsis() {
        let probe = LayoutProbe(probeText("Hello brave world").lineLimit(1).accessibilityIdentifier("text").frame(width: 60), size: .ideal)
        XCTAssertEqual(probe.frame("text").height, 13)
        XCTAssertEqual(probe.view("text")?.details.first?.value, "Hello brave world")
    }

    func testOfferedHeightLimitsTheLines() {
        let probe = LayoutProbe(probeText("one two three four").accessibilityIdentifier("text").frame(width: 30, height: 30), size: .ideal)
        XCTAssertEqual(probe.frame("text").height, 26)
    }

    func testTextCaseTransformsTheDrawnText() {
        let probe = LayoutProbe(probeText("Recent").textCase(.uppercase).accessibilityIdentifier("text"), size: .ideal)
        XCTAssertEqual(probe.view("text")?.details.first?.value, "RECENT")
    }

    func testTrackingWidensEveryCharacter() {
        let probe = LayoutProbe(probeText("abcd").tracking(1), size: .ideal)
        XCTAssertEqual(probe.rootFrame.width, 24)
    }

    func testBackgroundDoesNotChangeTheSize() {
        let probe = LayoutProbe(probeText("Hi").background(Color.red.frame(width: 100, height: 100)), size: .ideal)
        XCTAssertEqual(probe.rootFrame.size, Size(width: 10, height: 13))
    }

    func testOverlayIsOfferedTheContentsSize() {
        let probe = LayoutProbe(box(40, 20).overlay(Color.blue.accessibilityIdentifier("overlay")), size: .ideal)
        XCTAssertEqual(probe.frame("overlay").size, Size(width: 40, height: 20))
    }

    func testOverlayAlignmentPlacesASmallerOverlay() {
        let probe = LayoutProbe(box(40, 20).overlay(alignment: .topTrailing) { box(6, 6).accessibilityIdentifier("badge") }, size: .ideal)
        XCTAssertEqual(probe.frame("badge").origin, Point(x: 34, y: 0))
    }

    func testBackgroundDrawsBehindAndOverlayInFront() {
        let probe = LayoutProbe(box(10, 10).background(Color.blue).overlay(Color.green), size: .ideal)
        let kinds = probe.result.root.children[0].children.map(\.kind)
        XCTAssertEqual(kinds, ["Background", "Color"])
        XCTAssertEqual(probe.result.root.children[0].children[0].children.map(\.kind), ["Rectangle", "Frame"])
    }

    func testZStackIsTheUnionOfItsChildren() {
        let probe = LayoutProbe(ZStack { box(40, 10); box(10, 30) }, size: .ideal)
        XCTAssertEqual(probe.rootFrame.size, Size(width: 40, height: 30))
    }

    func testZStackAlignsChildren() {
        let probe = LayoutProbe(ZStack(alignment: .bottomTrailing) { box(40, 30); box(10, 10).accessibilityIdentifier("small") }, size: .ideal)
        XCTAssertEqual(probe.frame("small").origin, Point(x: 30, y: 20))
    }

    func testShapesIdealSizeIsTenByTen() {
        let probe = LayoutProbe(Capsule(), size: .ideal)
        XCTAssertEqual(probe.rootFrame.size, Size(width: 10, height: 10))
    }

    func testCircleDrawsInTheCentredSquareOfItsFrame() {
        let result = layout(Circle().fill(Color.red).frame(width: 40, height: 20), size: .ideal)
        guard case .fill(.ellipse, let rect, _)? = DisplayList(result).commands.first else {
            return XCTFail("expected an ellipse fill, got \(DisplayList(result).commands)")
        }
        XCTAssertEqual(rect, Rect(x: 10, y: 0, width: 20, height: 20))
    }

    func testSymbolIsAsTallAsTheFontSize() {
        let probe = LayoutProbe(Image(systemName: "chevron.right").font(.system(size: 20)), size: .ideal)
        XCTAssertEqual(probe.rootFrame.size, Size(width: 12, height: 20))
    }

    func testSymbolGrowsWithDynamicType() {
        let result = layout(Image(systemName: "checkmark"), size: .ideal, dynamicTypeSize: .accessibility1)
        XCTAssertEqual(result.root.children[0].frame.size, Size(width: 28, height: 28))
    }

    func testUnknownSymbolIsReported() {
        let result = layout(Image(systemName: "no.such.symbol"), size: .ideal)
        XCTAssertEqual(result.problems, [.unknownSymbol(name: "no.such.symbol")])
    }

    func testDividerIsOnePointTallAcrossAVStack() {
        let probe = LayoutProbe(VStack { box(10, 10); Divider().accessibilityIdentifier("divider") }, width: 50)
        XCTAssertEqual(probe.frame("divider").size, Size(width: 50, height: 1))
    }

    func testDividerIsOnePointWideInAnHStack() {
        let probe = LayoutProbe(HStack { box(10, 10); Divider().accessibilityIdentifier("divider") }, width: 50, height: 30)
        XCTAssertEqual(probe.frame("divider").size, Size(width: 1, height: 30))
    }

    func testDividerCollapsesWhenTheStackAsksForItsIdealSize() {
        let probe = LayoutProbe(VStack { box(50, 10); Divider().accessibilityIdentifier("divider") }, size: .ideal)
        XCTAssertEqual(probe.frame("divider").width, 0)
    }

    func testOffsetMovesDrawingButNotLayout() {
        let probe = LayoutProbe(HStack(spacing: 0) {
            box(10, 10).offset(x: 5, y: 3).accessibilityIdentifier("moved")
            box(10, 10).accessibilityIdentifier("next")
        }, size: .ideal)
        XCTAssertEqual(probe.frame("moved").origin, Point(x: 5, y: 3))
        XCTAssertEqual(probe.frame("next").minX, 10)
    }

    func testHiddenViewKeepsItsSpace() {
        let probe = LayoutProbe(HStack(spacing: 0) { box(10, 10).hidden(); box(10, 10) }, size: .ideal)
        XCTAssertEqual(probe.rootFrame.width, 20)
    }

    func testTextFieldTakesTheOfferedWidthAndOneLine() {
        let probe = LayoutProbe(TextField("Name", text: .constant("")).font(.system(size: 10))
            .accessibilityIdentifier("field"), width: 120)
        XCTAssertEqual(probe.frame("field").size, Size(width: 120, height: 13))
    }
}
