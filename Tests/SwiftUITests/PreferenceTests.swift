import Raster
import SwiftUI
import XCTest

// Preference keys as real code declares them.

private struct MaxWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

private struct TitlesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

private final class Received: @unchecked Sendable {
    var titles: [[String]] = []
    var widths: [CGFloat] = []
}

final class PreferenceTests: XCTestCase {
    func testOnPreferenceChangeGetsTheReducedValueInTreeOrder() {
        let received = Received()
        let view = VStack {
            Text("A").preference(key: TitlesKey.self, value: ["first"])
            HStack {
                Text("B").preference(key: TitlesKey.self, value: ["second"])
                Text("C").preference(key: TitlesKey.self, value: ["third"])
            }
        }
        .onPreferenceChange(TitlesKey.self) { received.titles.append($0) }
        _ = LayoutProbe(view, size: .width(300))
        XCTAssertEqual(received.titles, [["first", "second", "third"]], "called once, values folded in the order views appear")
    }

    func testReduceRunsFromTheDefaultValue() {
        let received = Received()
        let view = HStack {
            Color.red.frame(width: 10).preference(key: MaxWidthKey.self, value: 10)
            Color.red.frame(width: 30).preference(key: MaxWidthKey.self, value: 30)
            Color.red.frame(width: 20).preference(key: MaxWidthKey.self, value: 20)
        }
        .onPreferenceChange(MaxWidthKey.self) { received.widths.append($0) }
        _ = LayoutProbe(view, size: .width(300))
        XCTAssertEqual(received.widths, [30])
        let none = Received()
        _ = LayoutProbe(Text("x").onPreferenceChange(MaxWidthKey.self) { none.widths.append($0) }, size: .width(300))
        XCTAssertEqual(none.widths, [0], "no view set a value: the default")
    }

    func testAPreferenceOnAContainerReplacesItsChildrensValues() {
        let received = Received()
        let view = VStack {
            VStack { Text("inner").preference(key: TitlesKey.self, value: ["inner"]) }
                .preference(key: TitlesKey.self, value: ["outer"])
            Text("sibling").preference(key: TitlesKey.self, value: ["sibling"])
        }
        .onPreferenceChange(TitlesKey.self) { received.titles.append($0) }
        _ = LayoutProbe(view, size: .width(300))
        XCTAssertEqual(received.titles, [["outer", "sibling"]])
    }

    func testTransformPreferenceAndNestedReadersPassValuesUp() {
        let received = Received()
        let inner = Received()
        let view = VStack {
            Text("A").preference(key: TitlesKey.self, value: ["a"])
                .onPreferenceChange(TitlesKey.self) { inner.titles.append($0) }
            Text("B").preference(key: TitlesKey.self, value: ["b"])
        }
        .transformPreference(TitlesKey.self) { $0 = $0.map { $0.uppercased() } }
        .onPreferenceChange(TitlesKey.self) { received.titles.append($0) }
        _ = LayoutProbe(view, size: .width(300))
        XCTAssertEqual(inner.titles, [["a"]])
        XCTAssertEqual(received.titles, [["A", "B"]])
    }

    func testOverlayPreferenceValueDrawsFromTheValue() {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10).preference(key: MaxWidthKey.self, value: 40)
            Color.red.frame(width: 70, height: 10).preference(key: MaxWidthKey.self, value: 70)
        }
        .overlayPreferenceValue(MaxWidthKey.self, alignment: .topLeading) { width in
            Color.blue.frame(width: width, height: 2).accessibilityIdentifier("underline")
        }
        .frame(width: 100, alignment: .leading)
        let frame = LayoutProbe(view, size: .ideal).frame("underline")
        XCTAssertEqual(frame.width, 70)
        XCTAssertEqual(frame.minY, 0)
    }

    func testAnchorPreferenceCarriesItsSource() {
        let received = Received()
        let view = Text("x")
            .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            .onPreferenceChange(TitlesKey.self) { received.titles.append($0) }
            .backgroundPreferenceValue(BoundsKey.self) { anchor in
                Text(anchor == nil ? "none" : "anchored").accessibilityIdentifier("bg")
            }
        let text = LayoutProbe(view, size: .ideal).view("bg")?.details.first { $0.name == "text" }?.value
        XCTAssertEqual(text, "anchored")
    }
}
