import BitmapText
import Raster
@testable import SwiftUI
import XCTest

/// `Font.monospacedDigit()`, `Text.monospacedDigit()` and `View.monospacedDigit()` draw the
/// tabular digits: "1111" and "8888" are as wide as each other with them, not without.
final class MonospacedDigitTests: XCTestCase {
    private func width<V: View>(_ view: V) throws -> Int {
        try render(view, size: .ideal, scale: .x3).width
    }

    func testEveryMonospacedDigitSpellingGivesEqualWidths() throws {
        let spellings: [(String, (String) -> AnyView)] = [
            ("Font.monospacedDigit()", { AnyView(Text($0).font(.body.monospacedDigit())) }),
            ("Text.monospacedDigit()", { AnyView(Text($0).font(.title).monospacedDigit()) }),
            ("View.monospacedDigit()", { digits in AnyView(VStack { Text(digits).font(.caption) }.monospacedDigit()) }),
        ]
        for (name, view) in spellings {
            XCTAssertEqual(try width(view("1111")), try width(view("8888")), name)
        }
        XCTAssertLessThan(try width(Text("1111").font(.body)), try width(Text("8888").font(.body)))
        XCTAssertLessThan(try width(Text("1111").font(.title)), try width(Text("8888").font(.title)))
    }

    func testTheDumpNamesMonospacedDigits() {
        XCTAssertTrue(LayoutProbe(Text("12:30").monospacedDigit(), size: .width(390)).result.textDump.contains("monospacedDigit"))
        XCTAssertFalse(LayoutProbe(Text("12:30"), size: .width(390)).result.textDump.contains("monospacedDigit"))
    }
}
