import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

private enum Flavor: String, CaseIterable, Identifiable, CustomStringConvertible {
    case chocolate, vanilla, strawberry
    var id: String { rawValue }
    var description: String { rawValue.capitalized }
}

final class PickerTests: XCTestCase {
    // Written the way real code writes pickers (SwiftUI Kit's ControlsGroup.swift in the corpus).
    private func flavorPicker(_ selection: Flavor) -> some View {
        Picker("Flavor", selection: .constant(selection)) {
            ForEach(Flavor.allCases) { Text($0.description).tag($0) }
        }
    }

    func testPickerStylesDrawLikeIOS() throws {
        try assertControlSheet("pickers") {
            flavorPicker(.vanilla).pickerStyle(SegmentedPickerStyle())
            flavorPicker(.chocolate).pickerStyle(.segmented)
            Picker(selection: .constant(2), label: Text("Size")) {
                Text("S").tag(1)
                Text("M").tag(2)
                Text("L").tag(3)
                Text("XL").tag(4)
            }
            .pickerStyle(.segmented)
            flavorPicker(.strawberry).pickerStyle(.segmented).disabled(true)
            HStack(spacing: 24) {
                flavorPicker(.vanilla)
                flavorPicker(.chocolate).pickerStyle(.menu).tint(.purple)
            }
            flavorPicker(.vanilla).pickerStyle(.inline)
            flavorPicker(.vanilla).pickerStyle(.navigationLink)
            flavorPicker(.strawberry).pickerStyle(WheelPickerStyle())
        }
    }

    // UISegmentedControl is 32 points high on iOS 13 and later, with equal segments across the
    // width offered; the selected segment sits 2 points inside the track.
    func testSegmentedControlIs32PointsHighWithEqualSegments() throws {
        let probe = LayoutProbe(flavorPicker(.vanilla).pickerStyle(.segmented), width: 302, height: 100)
        let control = probe.frame("segmented-control")
        XCTAssertEqual(control.height, 32)
        XCTAssertEqual(control.width, 302)
        let stack = try XCTUnwrap(probe.view("segmented-control")?.allViews.first { $0.kind == "HStack" })
        let widths = stack.children.map(\.layoutFrame.width)
        XCTAssertEqual(widths.count, 3)
        for width in widths { XCTAssertEqual(width, 298.0 / 3, accuracy: 1e-9) }
        XCTAssertEqual(stack.frame.minX, 2)
        XCTAssertEqual(stack.frame.height, 28)
    }

    // The selection is found by tag, also inside ForEach; no match selects nothing.
    func testSelectionIsFoundByTag() {
        let probe = LayoutProbe(flavorPicker(.strawberry), width: 300, height: 100)
        let texts = probe.result.root.allViews.filter { $0.kind == "Text" }.map { $0.details.first { $0.name == "text" }?.value }
        XCTAssertEqual(texts, ["Strawberry"], "the menu picker draws only the selected option")
        let none = LayoutProbe(Picker("N", selection: .constant(9)) { Text("One").tag(1) }, width: 300, height: 100)
        XCTAssertTrue(none.result.root.allViews.filter { $0.kind == "Text" }.isEmpty)
    }
}

final class PickerImplicitTagTests: XCTestCase {
    // Inside a ForEach, an option without `tag(_:)` is tagged with its element's id (SwiftUI's
    // documented behaviour for ForEach in a Picker).
    func testForEachElementsAreTaggedWithTheirIDs() {
        let probe = LayoutProbe(Picker("Pet", selection: .constant("dog")) {
            ForEach(["cat", "dog", "fish"], id: \.self) { Text($0.uppercased()) }
        }, width: 300, height: 100)
        let texts = probe.result.root.allViews.filter { $0.kind == "Text" }.compactMap { $0.details.first { $0.name == "text" }?.value }
        XCTAssertEqual(texts, ["DOG"])
    }
}
