import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// `ScrollView`, lazy stacks and `ViewThatFits`. SwiftUI's rules (Apple's `ScrollView`
/// documentation and measured iOS behaviour): the content is proposed nil along the scroll
/// axis and the scroll view's width across; the scroll view fills the proposal; content narrower
/// than the scroll view is centred; at rest the content starts at the top.
final class ScrollContainerTests: XCTestCase {
    func testUnconstrainedHeightDrawsTheWholeContent() {
        let probe = LayoutProbe(ScrollView {
            VStack(spacing: 0) { ForEach(0..<10) { _ in box(50, 40) } }.accessibilityIdentifier("content")
        }.accessibilityIdentifier("scroll"), size: .width(200))
        XCTAssertEqual(probe.frame("scroll"), Rect(x: 0, y: 0, width: 200, height: 400))
        XCTAssertEqual(probe.frame("content"), Rect(x: 75, y: 0, width: 50, height: 400), "narrow content is centred")
        XCTAssertFalse(probe.view("scroll")!.details.contains { $0.name == "clipped" })
    }

    func testAFixedFrameClipsTheContent() throws {
        let probe = LayoutProbe(ScrollView {
            VStack(spacing: 0) { ForEach(0..<10) { _ in box(50, 40) } }.accessibilityIdentifier("content")
        }.accessibilityIdentifier("scroll").frame(height: 100), size: .width(200))
        XCTAssertEqual(probe.frame("scroll").height, 100)
        XCTAssertEqual(probe.frame("content").minY, 0, "at rest the content starts at the top")
        XCTAssertEqual(probe.frame("content").height, 400, "the content keeps its ideal height")
        XCTAssertTrue(probe.view("scroll")!.details.contains { $0 == .init("clipped", "true") })
        let clips = DisplayList(probe.result).commands.filter { if case .beginLayer(let layer) = $0 { layer.clip != nil } else { false } }
        XCTAssertEqual(clips.count, 1)
    }

    func testContentIsProposedTheWidthAcrossAndNilAlong() {
        let probe = LayoutProbe(ScrollView { Color.red.frame(minHeight: 30).accessibilityIdentifier("fill") }, width: 120, height: 300)
        XCTAssertEqual(probe.frame("fill").width, 120)
        XCTAssertEqual(probe.frame("fill").height, 30, "nil along the axis: a flexible view takes its ideal/min length")
    }

    func testHorizontalScrollViewLaysOutARowAndCentresVertically() {
        let probe = LayoutProbe(ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 10) { ForEach(0..<5) { _ in box(60, 20) } }.accessibilityIdentifier("row")
        }.frame(height: 40).accessibilityIdentifier("scroll"), size: .width(150))
        XCTAssertEqual(probe.frame("scroll").width, 150)
        XCTAssertEqual(probe.frame("row"), Rect(x: 0, y: 10, width: 340, height: 20))
    }

    func testContentMarginsInsetTheContent() {
        let probe = LayoutProbe(ScrollView { box(20, 20).accessibilityIdentifier("box") }
            .contentMargins(.vertical, 12)
            .scrollIndicators(.hidden).scrollDisabled(true), size: .width(100))
        XCTAssertEqual(probe.frame("box").minY, 12)
        XCTAssertEqual(probe.rootFrame.height, 44)
    }

    func testScrollViewReaderBuildsItsContent() {
        let probe = LayoutProbe(ScrollViewReader { proxy in
            ScrollView { box(10, 10).accessibilityIdentifier("box") }.onAppearDo { proxy.scrollTo(3, anchor: .top) }
        }, size: .width(100))
        XCTAssertEqual(probe.frame("box").size, Size(width: 10, height: 10))
    }

    func testLazyVStackTakesTheWholeWidthUnlikeVStack() {
        // Measured on iOS: a LazyVStack is as wide as its proposal; a VStack hugs its content.
        let lazy = LayoutProbe(LazyVStack(alignment: .leading) { box(50, 10).accessibilityIdentifier("box") }
            .accessibilityIdentifier("stack"), size: .width(200))
        XCTAssertEqual(lazy.frame("stack").width, 200)
        XCTAssertEqual(lazy.frame("box").minX, 0)
        let plain = LayoutProbe(VStack(alignment: .leading) { box(50, 10) }.accessibilityIdentifier("stack"), size: .width(200))
        XCTAssertEqual(plain.frame("stack").width, 50)
    }

    func testLazyStacksShowSectionsInOrder() {
        let probe = LayoutProbe(LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
            Section { box(10, 10).accessibilityIdentifier("row") } header: { box(10, 5).accessibilityIdentifier("header") }
        }, size: .width(100))
        XCTAssertEqual(probe.frame("header").minY, 0)
        XCTAssertEqual(probe.frame("row").minY, 5)
        let row = LayoutProbe(LazyHStack(spacing: 4) { box(10, 10); box(10, 10).accessibilityIdentifier("b") }, width: 100, height: 50)
        // The lazy row takes the 50-point height; its 24-point width is centred on the canvas.
        XCTAssertEqual(row.frame("b"), Rect(x: 52, y: 20, width: 10, height: 10))
    }

    func testViewThatFitsPicksTheFirstThatFits() {
        // Apple: "ViewThatFits evaluates its child views in the order you provide them and
        // selects the first one whose ideal size on the constrained axes fits".
        func view() -> some View {
            ViewThatFits(in: .horizontal) {
                probeText("a long label here").accessibilityIdentifier("long")
                probeText("short").accessibilityIdentifier("short")
            }
        }
        XCTAssertNotNil(LayoutProbe(view(), size: .width(100)).view("long"))
        XCTAssertNil(LayoutProbe(view(), size: .width(60)).view("long"))
        XCTAssertNotNil(LayoutProbe(view(), size: .width(60)).view("short"))
        XCTAssertNotNil(LayoutProbe(view(), size: .width(10)).view("short"), "the last one when none fits")
    }
}

private extension View {
    func onAppearDo(_ action: () -> Void) -> Self {
        action()
        return self
    }
}
