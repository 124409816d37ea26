import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// `Grid` and `LazyVGrid`/`LazyHGrid` layout rules. Apple's `Grid` documentation: "the grid
/// sizes each column to the width of its widest cell and each row to the height of its tallest";
/// cells spanning columns (`gridCellColumns`) and views outside rows span; `gridColumnAlignment`
/// aligns a whole column. `GridItem`: fixed, flexible (10…∞ by default) and adaptive
/// ("fits as many items as possible of at least the minimum into the space of one flexible
/// item"); the spacing defaults to 8.
final class GridLayoutTests: XCTestCase {
    func testColumnsAreAsWideAsTheirWidestCell() {
        let probe = LayoutProbe(Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow { box(20, 10).accessibilityIdentifier("a"); box(40, 10).accessibilityIdentifier("b") }
            GridRow { box(50, 30).accessibilityIdentifier("c"); box(10, 10).accessibilityIdentifier("d") }
        }.accessibilityIdentifier("grid"), size: .ideal)
        XCTAssertEqual(probe.frame("grid").size, Size(width: 100, height: 44))
        XCTAssertEqual(probe.frame("a"), Rect(x: 15, y: 0, width: 20, height: 10), "centred in a 50-point column")
        XCTAssertEqual(probe.frame("b"), Rect(x: 60, y: 0, width: 40, height: 10))
        XCTAssertEqual(probe.frame("d"), Rect(x: 75, y: 24, width: 10, height: 10), "centred in a 30-point row")
    }

    func testDefaultSpacingIsEightBothWays() {
        let probe = LayoutProbe(Grid {
            GridRow { box(10, 10); box(10, 10).accessibilityIdentifier("b") }
            GridRow { box(10, 10).accessibilityIdentifier("c"); box(10, 10) }
        }, size: .ideal)
        XCTAssertEqual(probe.frame("b").minX, 18)
        XCTAssertEqual(probe.frame("c").minY, 18)
    }

    func testColumnAlignmentAndRowAlignment() {
        let probe = LayoutProbe(Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(10, 10).accessibilityIdentifier("a"); box(10, 10).gridColumnAlignment(.trailing) }
            GridRow(alignment: .bottom) { box(30, 20); box(30, 10).accessibilityIdentifier("d") }
            GridRow { box(5, 5); box(5, 5).accessibilityIdentifier("f") }
        }, size: .ideal)
        XCTAssertEqual(probe.frame("a").origin, Point(x: 0, y: 0))
        XCTAssertEqual(probe.frame("d").origin, Point(x: 30, y: 20), "row aligned to the bottom")
        XCTAssertEqual(probe.frame("f").origin, Point(x: 55, y: 30), "second column aligned trailing")
    }

    func testSpanningCellsAndViewsOutsideRows() {
        let probe = LayoutProbe(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { box(20, 10); box(30, 10) }
            GridRow { Color.red.frame(height: 4).gridCellColumns(2).accessibilityIdentifier("span") }
            Divider().gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("divider")
        }, size: .width(300))
        XCTAssertEqual(probe.frame("span").width, 60)
        XCTAssertEqual(probe.frame("divider").width, 60, "an unsized divider takes the grid's width")
    }

    func testFlexibleColumnsShareTheWidth() {
        let probe = LayoutProbe(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(0..<4) { index in Color.red.frame(height: 20).accessibilityIdentifier("cell\(index)") }
        }, size: .width(390))
        XCTAssertEqual(probe.frame("cell0"), Rect(x: 0, y: 0, width: 191, height: 20))
        XCTAssertEqual(probe.frame("cell1").minX, 199)
        XCTAssertEqual(probe.frame("cell2").minY, 28)
    }

    func testAdaptiveFitsAsManyMinimumWidthColumnsAsPossible() {
        // 390 points, minimum 80, spacing 8: ⌊(390 + 8) / 88⌋ = 4 columns of (390 − 24) / 4 = 91.5.
        let probe = LayoutProbe(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(0..<6) { index in Color.red.frame(height: 40).accessibilityIdentifier("cell\(index)") }
        }, size: .width(390))
        XCTAssertEqual(probe.view("cell0")?.layoutFrame.width, 91.5)
        XCTAssertEqual(probe.view("cell3")?.layoutFrame.minX, 298.5)
        XCTAssertEqual(probe.frame("cell4").minY, 48)
        XCTAssertEqual(probe.rootFrame.height, 88)
    }

    func testAdaptiveColumnsStopAtTheirMaximum() {
        let probe = LayoutProbe(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 60), spacing: 10)]) {
            ForEach(0..<2) { index in Color.red.frame(height: 10).accessibilityIdentifier("cell\(index)") }
        }, size: .width(200))
        // ⌊210 / 60⌋ = 3 tracks of (200 − 20) / 3 = 60 (the maximum); 200 − 200 = centred at 0.
        XCTAssertEqual(probe.frame("cell0").width, 60)
        XCTAssertEqual(probe.frame("cell1").minX, 70)
    }

    func testFixedColumnsAreCentredAndFlexibleOnesTakeTheRest() {
        let fixed = LayoutProbe(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))]) {
            box(50, 10).accessibilityIdentifier("a"); box(50, 10)
        }, size: .width(200))
        XCTAssertEqual(fixed.frame("a").minX, 46, "108 points of tracks centred in 200")
        let mixed = LayoutProbe(LazyVGrid(columns: [GridItem(.fixed(100), spacing: 0), GridItem(.flexible(maximum: 60)), GridItem(.flexible())], spacing: 0) {
            Color.red.frame(height: 1); Color.red.frame(height: 1).accessibilityIdentifier("b"); Color.red.frame(height: 1).accessibilityIdentifier("c")
        }, size: .width(300))
        // 300 − 100 − 8: the first flexible item is offered 96 and keeps its maximum 60; the second takes the rest.
        XCTAssertEqual(mixed.frame("b"), Rect(x: 100, y: 0, width: 60, height: 1))
        XCTAssertEqual(mixed.frame("c"), Rect(x: 168, y: 0, width: 132, height: 1))
    }

    func testLazyHGridFillsRowsColumnByColumn() {
        let probe = LayoutProbe(LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 5) {
            ForEach(0..<3) { index in box(30, 20).accessibilityIdentifier("cell\(index)") }
        }, size: .ideal)
        XCTAssertEqual(probe.frame("cell1"), Rect(x: 0, y: 28, width: 30, height: 20))
        XCTAssertEqual(probe.frame("cell2"), Rect(x: 35, y: 0, width: 30, height: 20))
    }
}
