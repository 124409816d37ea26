import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// `NavigationStack`, `TabView` and `AsyncImage` as a snapshot shows them. iOS 17 metrics
/// (UIKit defaults, iPhone portrait): navigation bar 44 points, large-title row 52 points,
/// bar items 16 points from the edges; tab bar 49 points.
final class NavigationContainerTests: XCTestCase {
    func testLargeTitleBarSitsAboveTheContent() {
        let probe = LayoutProbe(NavigationStack {
            probeText("Body").accessibilityIdentifier("body")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .navigationTitle("Settings")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { probeText("Done").accessibilityIdentifier("done") } }
        }, width: 390, height: 400)
        let bar = probe.result.root.allViews.first { $0.kind == "NavigationBar" }!
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 0, width: 390, height: 96))
        XCTAssertEqual(probe.frame("body").minY, 96)
        XCTAssertEqual(probe.frame("done"), Rect(x: 390 - 16 - 20, y: 15.5, width: 20, height: 13).snapped)
        XCTAssertTrue(bar.details.contains(.init("mode", "large")))
    }

    func testInlineTitleIsCentredInTheBar() {
        let probe = LayoutProbe(NavigationStack {
            Color.clear.navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarLeading) { probeText("Edit").accessibilityIdentifier("edit") } }
        }, width: 390, height: 400)
        // Headline (17 points, 22-point line; 8.5 points a character with the test measurer), centred.
        let title = probe.result.root.allViews.first { $0.details.contains(.init("text", "Inbox")) }
        XCTAssertEqual(title?.layoutFrame, Rect(x: 195 - 21.25, y: 11, width: 42.5, height: 22))
        XCTAssertEqual(probe.frame("edit").minX, 16)
        XCTAssertEqual(probe.result.root.allViews.first { $0.kind == "NavigationBar" }?.frame.height, 44)
    }

    func testHiddenBarAndLooseToolbarViews() {
        let hidden = LayoutProbe(NavigationView { Color.clear.accessibilityIdentifier("content").toolbar(.hidden, for: .navigationBar) },
                                 width: 100, height: 100)
        XCTAssertEqual(hidden.frame("content").minY, 0)
        let loose = LayoutProbe(NavigationStack { Color.clear.toolbar { probeText("Add").accessibilityIdentifier("add") } },
                                width: 200, height: 100)
        XCTAssertEqual(loose.frame("add").maxX, 184, "plain views in .toolbar go trailing")
    }

    func testTabViewShowsTheFirstTabAndABarOfItems() {
        let probe = LayoutProbe(TabView {
            probeText("First").accessibilityIdentifier("first").tabItem { Label("Inbox", systemImage: "tray") }
            probeText("Second").accessibilityIdentifier("second").tabItem { Image(systemName: "magnifyingglass"); Text("Search") }
        }, width: 390, height: 400)
        XCTAssertNotNil(probe.view("first"))
        XCTAssertNil(probe.view("second"))
        let bar = probe.result.root.allViews.first { $0.kind == "TabBar" }!
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 351, width: 390, height: 49))
        let items = probe.result.root.allViews.filter { $0.kind == "TabItem" }
        XCTAssertEqual(items.count, 2)
        XCTAssertEqual(items.map { $0.layoutFrame.midX }, [97.5, 292.5], "items share the width equally")
    }

    func testAsyncImageShowsItsPlaceholder() {
        let standard = LayoutProbe(AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 40, height: 30)
            .accessibilityIdentifier("image"), size: .ideal)
        XCTAssertEqual(standard.frame("image").size, Size(width: 40, height: 30))
        let custom = LayoutProbe(AsyncImage(url: nil) { image in image.resizable() } placeholder: {
            probeText("Loading").accessibilityIdentifier("placeholder")
        }, size: .ideal)
        XCTAssertNotNil(custom.view("placeholder"))
        let phased = LayoutProbe(AsyncImage(url: nil) { phase in
            if let image = phase.image { image } else { probeText("empty").accessibilityIdentifier("empty") }
        }, size: .ideal)
        XCTAssertNotNil(phased.view("empty"))
    }
}

private extension Rect {
    var snapped: Rect { PixelGrid(scale: .x1).snap(self) }
}
