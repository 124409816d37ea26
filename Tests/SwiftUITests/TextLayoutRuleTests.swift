import BitmapText
import Raster
import SwiftUI
import XCTest

/// Text layout settings, with the fixed-advance measurer (`probeText`: 5 pt a character,
/// 13 pt a line). Sources: Apple's documentation of `lineLimit(_:reservesSpace:)` ("always
/// occupies the height required to display the specified number of lines"), `lineLimit(_:)`
/// with ranges ("reserves space for at least the lower bound … at most the upper bound"), and
/// `minimumScaleFactor(_:)` ("the minimum amount the text can shrink to fit").
final class TextLayoutRuleTests: XCTestCase {
    private let long = "one two three four five six seven eight nine ten"

    private func height<V: View>(_ view: V, width: Double = 50) -> Double {
        LayoutProbe(view.accessibilityIdentifier("t"), width: width, height: 1000).frame("t").height
    }

    func testReservesSpaceKeepsTheHeightOfTheLimit() {
        XCTAssertEqual(height(probeText("Hi").lineLimit(2, reservesSpace: true)), 26)
        XCTAssertEqual(height(probeText("Hi").lineLimit(2, reservesSpace: false)), 13)
        XCTAssertEqual(height(probeText(long).lineLimit(2, reservesSpace: true)), 26)
    }

    func testClosedRangeReservesTheLowerBoundAndCapsAtTheUpper() {
        XCTAssertEqual(height(probeText("Hi").lineLimit(3...5)), 39)
        XCTAssertEqual(height(probeText(long).lineLimit(3...5)), 65)
        XCTAssertEqual(height(probeText("one two three four five six seven").lineLimit(3...5)), 52)
    }

    func testPartialRanges() {
        XCTAssertEqual(height(probeText("Hi").lineLimit(2...)), 26)
        XCTAssertEqual(height(probeText(long).lineLimit(2...)), 78)
        XCTAssertEqual(height(probeText(long).lineLimit(...2)), 26)
        XCTAssertEqual(height(probeText("Hi").lineLimit(...2)), 13)
    }

    func testMinimumScaleFactorShrinksToTheLargestDrawableSizeThatFits() {
        // "Hello World" in Inter is 5.49 em: 186.6 pt at 34 pt; 120.7 at 22 pt is still too wide
        // for 120 pt, 118.0 at 21.5 pt fits: the largest half point that fits.
        let title = Text("Hello World").font(.system(size: 34)).lineLimit(1).minimumScaleFactor(0.5).accessibilityIdentifier("t")
        let probe = LayoutProbe(title, width: 120, height: 200)
        XCTAssertEqual(probe.frame("t").width, 118)
        XCTAssertEqual(probe.view("t")?.details.first { $0.name == "font" }?.value, "fixed 21.5 regular")
    }

    func testMinimumScaleFactorNeverGoesBelowTheFactor() {
        let title = Text("Hello World").font(.system(size: 34)).lineLimit(1).minimumScaleFactor(0.7).accessibilityIdentifier("t")
        let probe = LayoutProbe(title, width: 120, height: 200)
        let font = probe.view("t")?.details.first { $0.name == "font" }?.value ?? ""
        XCTAssertTrue(font.hasPrefix("fixed 23.8"), font)
        XCTAssertTrue(probe.view("t")?.details.first { $0.name == "text" }?.value == "Hello World")
        XCTAssertLessThanOrEqual(probe.frame("t").width, 120)
    }

    func testTextThatFitsDoesNotShrink() {
        let title = Text("Hi").font(.system(size: 34)).minimumScaleFactor(0.5).accessibilityIdentifier("t")
        XCTAssertEqual(LayoutProbe(title, width: 120, height: 200).frame("t").width, 34)
    }
}

/// Text code as real component packages write it (the corpus's MessageView, ContentStateView,
/// statistic rows): `LocalizedStringKey` properties, defaults and interpolations, titles of
/// buttons and labels, formatted values.
final class TextRealCodeTests: XCTestCase {
    struct MessageView: View {
        private let string: LocalizedStringKey
        init(_ string: LocalizedStringKey) { self.string = string }
        init(noResultsFor string: String) { self.string = "No results for \(string)" }
        var body: some View { Text(string).foregroundColor(.secondary) }
    }

    struct StatisticView: View {
        let title: LocalizedStringKey
        let subtitle: LocalizedStringKey
        var emptyTitle: LocalizedStringKey = "Nothing here yet"
        var body: some View {
            VStack(alignment: .leading) {
                Text(title).font(.system(.title2, design: .rounded, weight: .bold))
                Text(subtitle).font(.caption).foregroundStyle(.secondary).textCase(.uppercase)
                Text(emptyTitle).italic()
            }
        }
    }

    func testRealCallSitesCompileAndRenderWithoutProblems() throws {
        let count = 3
        let price = 12.5
        let view = VStack(alignment: .leading, spacing: 8) {
            MessageView("You have **\(count)** new messages")
            MessageView(noResultsFor: "**raw**")
            StatisticView(title: "\(count) check-ins", subtitle: "This week")
            Button("Save") {}
            Label("Inbox", systemImage: "tray")
            Text("Total: ") + Text(price, format: .currency(code: "USD")).bold()
            Text("Updated \(Date(timeIntervalSince1970: 0), style: .date)").font(.footnote).monospacedDigit()
        }
        let result = layout(view, size: .width(390))
        XCTAssertTrue(result.problems.isEmpty, "\(result.problems)")
        let texts = result.root.allViews.filter { $0.kind == "Text" }.map { $0.details.first { $0.name == "text" }?.value ?? "" }
        XCTAssertEqual(texts, ["You have 3 new messages", "No results for **raw**", "3 check-ins", "THIS WEEK", "Nothing here yet",
                               "Save", "Inbox", "Total: $12.50", "Updated January 1, 1970"])
    }
}
