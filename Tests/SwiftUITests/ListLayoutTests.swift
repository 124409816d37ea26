import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// `List` and `Form` geometry, iOS 17 on a 390-point iPhone (`ListMetrics`): rows at least
/// 44 points (UIKit's and SwiftUI's default minimum row height), inset-grouped cards 16 points
/// in from the edges with content a further 16 in, sections 35 points apart, separators one
/// pixel starting at the row's text.
final class ListLayoutTests: XCTestCase {
    private func listProbe<V: View>(_ view: V, scale: DisplayScale = .x1) -> LayoutProbe {
        LayoutProbe(view, size: .width(390), scale: scale)
    }

    private func views(_ probe: LayoutProbe, kind: String) -> [LaidOutView] {
        probe.result.root.allViews.filter { $0.kind == kind }
    }

    func testInsetGroupedIsTheDefaultWithCardsAndFortyFourPointRows() {
        let probe = listProbe(List {
            Section {
                probeText("Wi-Fi").accessibilityIdentifier("wifi")
                probeText("Bluetooth")
            }
        })
        let list = probe.rootFrame
        XCTAssertEqual(list.size, Size(width: 390, height: 35 + 88 + 35))
        let card = views(probe, kind: "Card")[0].frame
        XCTAssertEqual(card, Rect(x: 16, y: 35, width: 358, height: 88))
        XCTAssertEqual(probe.view("wifi")?.layoutFrame, Rect(x: 32, y: 35 + 15.5, width: 25, height: 13), "content centred in a 44-point row")
        XCTAssertTrue(probe.result.root.children[0].details.contains(.init("style", "insetGrouped")))
    }

    func testSeparatorsStartAtTheTextAndSkipTheLastRow() {
        let probe = listProbe(List { probeText("A"); probeText("B"); probeText("C") }, scale: .x2)
        let separators = views(probe, kind: "Separator")
        XCTAssertEqual(separators.count, 2)
        XCTAssertEqual(separators[0].frame, Rect(x: 32, y: 35 + 43.5, width: 342, height: 0.5), "one pixel at 2x, inset to the text")
    }

    func testTallRowsGrowWithTheirContent() {
        let probe = listProbe(List { box(10, 60).accessibilityIdentifier("tall") })
        XCTAssertEqual(views(probe, kind: "Row")[0].frame.height, 76, "8 points above and below")
        XCTAssertEqual(probe.frame("tall").minY, 35 + 8)
    }

    func testSectionHeadersAndFooters() {
        let probe = listProbe(List {
            Section { probeText("Row") } header: { probeText("Header").accessibilityIdentifier("header") } footer: {
                probeText("Footer").accessibilityIdentifier("footer")
            }
            Section("Second") { probeText("Row") }
        })
        XCTAssertEqual(probe.frame("header"), Rect(x: 32, y: 17, width: 30, height: 13))
        let cards = views(probe, kind: "Card").map(\.frame)
        XCTAssertEqual(cards[0].minY, 17 + 13 + 7)
        XCTAssertEqual(probe.frame("footer").minY, cards[0].maxY + 7)
        XCTAssertEqual(cards[1].minY, probe.frame("footer").maxY + 17 + 18 + 7, "title header: footnote, 18-point line")
    }

    func testRowModifiers() {
        let probe = listProbe(List {
            probeText("A").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0)).accessibilityIdentifier("a")
                .listRowSeparator(.hidden)
            probeText("B").listRowBackground(Color.yellow)
            probeText("C")
        })
        XCTAssertEqual(probe.frame("a").minX, 56)
        XCTAssertEqual(views(probe, kind: "Separator").count, 1, "A's separator is hidden")
        let card = views(probe, kind: "Card")[0]
        XCTAssertTrue(card.children.contains { $0.kind == "Color" && $0.frame == Rect(x: 16, y: 79, width: 358, height: 44) })
    }

    func testPlainListIsEdgeToEdgeWithoutSpacing() {
        let probe = listProbe(List { probeText("A").accessibilityIdentifier("a"); probeText("B") }.listStyle(.plain))
        XCTAssertEqual(probe.rootFrame.height, 88)
        XCTAssertEqual(probe.frame("a").minX, 16)
        let separators = views(probe, kind: "Separator").map(\.frame)
        XCTAssertEqual(separators.count, 2, "plain lists draw a separator under the last row too")
        XCTAssertEqual(separators[0].maxX, 390)
    }

    func testGroupedListIsFullWidthWithSectionSeparators() {
        let probe = listProbe(List { probeText("A") }.listStyle(.grouped))
        XCTAssertEqual(views(probe, kind: "Card")[0].frame, Rect(x: 0, y: 35, width: 390, height: 44))
        XCTAssertEqual(views(probe, kind: "Separator").map(\.frame.width), [390, 390])
        let hidden = listProbe(List { probeText("A").listSectionSeparator(.hidden) }.listStyle(.grouped))
        XCTAssertTrue(views(hidden, kind: "Separator").isEmpty)
    }

    func testWideScreensUseTwentyPointMargins() {
        let probe = LayoutProbe(List { probeText("A").accessibilityIdentifier("a") }, size: .width(430))
        XCTAssertEqual(probe.frame("a").minX, 40)
    }

    func testFixedHeightClipsAndFillsTheBackground() {
        let probe = LayoutProbe(List { ForEach(0..<10) { probeText("\($0)") } }.frame(height: 200), size: .width(390))
        XCTAssertEqual(probe.rootFrame.height, 200)
        XCTAssertEqual(DisplayList(probe.result).commands.filter { if case .beginLayer = $0 { true } else { false } }.count, 1)
    }

    func testFormIsInsetGroupedWhateverTheListStyle() {
        let probe = listProbe(Form { Section("Profile") { probeText("Name") } }.listStyle(.plain))
        XCTAssertEqual(probe.result.root.children[0].kind, "Form")
        XCTAssertEqual(views(probe, kind: "Card")[0].frame.minX, 16)
    }

    func testSectionOutsideAListStacksItsParts() {
        let probe = LayoutProbe(VStack(spacing: 0) {
            Section(header: probeText("Title")) { box(10, 10).accessibilityIdentifier("row") }
        }, size: .ideal)
        XCTAssertEqual(probe.frame("row").minY, 13, "below the 13-point header text")
    }

    func testNavigationLinkRowsHaveAChevron() {
        let probe = listProbe(List { NavigationLink("Privacy") { Text("Destination") } })
        let chevron = probe.result.root.allViews.first { $0.details.contains(.init("symbol", "chevron.right")) }
        XCTAssertNotNil(chevron)
        XCTAssertEqual(chevron.map { $0.frame.maxX }, 374 - 16)
        XCTAssertNil(probe.result.root.allViews.first { $0.details.contains { $0.value.contains("Destination") } }, "destinations are not built")
        let outside = LayoutProbe(NavigationLink("Privacy", value: 3), size: .ideal)
        XCTAssertNil(outside.result.root.allViews.first { $0.details.contains(.init("symbol", "chevron.right")) })
    }

    func testListFromDataAsRealCodeWritesIt() {
        struct Item: Identifiable { let id: Int; let name: String }
        let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
        let probe = listProbe(List(items) { item in probeText(item.name) })
        XCTAssertEqual(views(probe, kind: "Row").count, 2)
        let selected = listProbe(List(selection: .constant(Set<Int>())) { EditButton(); probeText("x") })
        XCTAssertEqual(views(selected, kind: "Row").count, 2)
    }
}
