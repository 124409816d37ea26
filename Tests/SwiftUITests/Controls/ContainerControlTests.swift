import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

final class ContainerControlTests: XCTestCase {
    func testLabeledContentGroupBoxDisclosureLinkMenuDrawLikeIOS() throws {
        try assertControlSheet("containers") {
            LabeledContent("Version", value: "17.4")
            LabeledContent("Storage") { Text("64 GB") }
            GroupBox("Storage") {
                Text("iPhone is using 48 GB of 64 GB")
                GroupBox { Text("Nested box") }
            }
            DisclosureGroup("Collapsed") { Text("Hidden content") }
            DisclosureGroup("Expanded", isExpanded: .constant(true)) {
                Text("Visible content")
            }
            HStack(spacing: 20) {
                Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
                Menu("Sort") { Button("Name") {} }
                Menu { Button("Copy") {} } label: { Label("Options", systemImage: "chevron.down") }.buttonStyle(.bordered)
            }
            HStack(spacing: 20) {
                ShareLink(item: URL(string: "https://example.com")!)
                ShareLink("Export", item: "text").tint(.orange)
                Link("Disabled", destination: URL(string: "https://example.com")!).disabled(true)
            }
        }
    }

    // LabeledContent puts the label at the leading edge and the value at the trailing edge.
    func testLabeledContentSpansTheWidth() throws {
        let probe = LayoutProbe(LabeledContent("Version", value: "17.4"), width: 300, height: 100)
        let texts = probe.result.root.allViews.filter { $0.kind == "Text" }
        XCTAssertEqual(texts.first?.frame.minX, 0)
        XCTAssertEqual(texts.last?.frame.maxX, 300)
    }

    // Collapsed, a disclosure group draws only its label row; expanded, the content below it.
    func testDisclosureGroupShowsContentOnlyWhenExpanded() throws {
        let collapsed = LayoutProbe(DisclosureGroup("More") { Text("Body").accessibilityIdentifier("body") }, width: 300, height: 200)
        XCTAssertNil(collapsed.view("body"))
        XCTAssertEqual(collapsed.view("disclosure-chevron")?.allViews.first { $0.kind == "Image" }?.details.first { $0.name == "symbol" }?.value,
                       "chevron.right")
        let expanded = LayoutProbe(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Body").accessibilityIdentifier("body") },
                                   width: 300, height: 200)
        let body = try XCTUnwrap(expanded.view("body"))
        XCTAssertGreaterThan(body.frame.minY, expanded.frame("disclosure-chevron").maxY)
    }

    // A group box pads its content by 16 points on every side.
    func testGroupBoxPadsItsContent16Points() throws {
        let probe = LayoutProbe(GroupBox { Color.red.frame(height: 10).accessibilityIdentifier("content") }.accessibilityIdentifier("box"),
                                width: 300, height: 200)
        let box = probe.frame("box")
        XCTAssertEqual(box.size, Size(width: 300, height: 42))
        XCTAssertEqual(probe.frame("content"), Rect(x: 16, y: box.minY + 16, width: 268, height: 10))
    }
}

final class DatePickerTests: XCTestCase {
    /// 2024-01-05 09:41 UTC, the time on Apple's marketing screenshots.
    private let keynote = Date(timeIntervalSince1970: 1_704_447_660)

    func testCompactDatePickerDraws() throws {
        try assertControlSheet("date-pickers") {
            DatePicker("Starts", selection: .constant(keynote))
            DatePicker(selection: .constant(keynote), in: ...keynote, displayedComponents: .date) { Text("Birthday") }
            DatePicker("Alarm", selection: .constant(keynote.addingTimeInterval(12 * 3600)), displayedComponents: .hourAndMinute)
            DatePicker("Disabled", selection: .constant(keynote), displayedComponents: .date).disabled(true)
        }
    }

    // Fixed en_US medium date and short time in UTC, whatever the machine's locale and zone.
    func testDateAndTimeAreFormattedDeterministically() {
        let probe = LayoutProbe(DatePicker("Starts", selection: .constant(keynote)), width: 390, height: 100)
        let texts = probe.result.root.allViews.filter { $0.kind == "Text" }.compactMap { $0.details.first { $0.name == "text" }?.value }
        XCTAssertEqual(texts, ["Starts", "Jan 5, 2024", "9:41 AM"])
        let evening = LayoutProbe(DatePicker("T", selection: .constant(Date(timeIntervalSince1970: 43_200 + 5 * 60)),
                                             displayedComponents: .hourAndMinute), width: 390, height: 100)
        XCTAssertEqual(evening.result.root.allViews.filter { $0.kind == "Text" }.last?.details.first?.value, "12:05 PM")
    }
}

final class ControlGroupTests: XCTestCase {
    func testControlGroupDraws() throws {
        try assertControlSheet("control-group") {
            ControlGroup {
                Button("Decrease", systemImage: "minus") {}
                Button("Increase", systemImage: "plus") {}
            }
            ControlGroup {
                Button("Bold") {}
                Button("Italic") {}
                Button("Delete", role: .destructive) {}
            }
            Label("Automatic label style", systemImage: "info.circle").labelStyle(.automatic)
        }
    }

    // Segments share the width equally.
    func testControlGroupSegmentsAreEqual() throws {
        let probe = LayoutProbe(ControlGroup { Button("A") {}; Button("Longer") {} }.accessibilityIdentifier("g"), width: 300, height: 100)
        let stack = try XCTUnwrap(probe.view("g")?.allViews.first { $0.kind == "HStack" })
        XCTAssertEqual(stack.children.map(\.layoutFrame.width), [150, 150])
    }
}

final class ColorPickerTests: XCTestCase {
    func testColorPickerDrawsAWell() throws {
        try assertControlSheet("color-picker") {
            ColorPicker("Background", selection: .constant(Color.orange))
            ColorPicker("Disabled", selection: .constant(Color.blue)).disabled(true)
        }
    }

    // UIColorWell is 28 × 28 points, at the trailing edge.
    func testColorWellIs28Points() {
        let probe = LayoutProbe(ColorPicker("Tint", selection: .constant(Color.red)), width: 300, height: 100)
        XCTAssertEqual(probe.frame("color-well").size, Size(width: 28, height: 28))
        XCTAssertEqual(probe.frame("color-well").maxX, 300)
    }
}
