import BitmapText
import Raster
@testable import SwiftUI
import Tokens
import XCTest

/// `Font.custom` and typography tokens draw with the bundled design nearest the named family and
/// the face the name's style part asks for, as iOS draws a registered font.
final class CustomFontTests: XCTestCase {
    private let sample = "Hamburgefonstiv 0123"

    private func pixels<V: View>(_ view: V) throws -> Bitmap {
        try render(view, size: .ideal, scale: .x2)
    }

    func testCustomFamiliesDrawWithTheNearestDesign() throws {
        XCTAssertEqual(try pixels(Text(sample).font(.custom("Georgia", size: 17))),
                       try pixels(Text(sample).font(.system(size: 17, design: .serif))))
        XCTAssertEqual(try pixels(Text(sample).font(.custom("Menlo", fixedSize: 13))),
                       try pixels(Text(sample).font(.system(size: 13, design: .monospaced))))
        XCTAssertEqual(try pixels(Text(sample).font(.custom("SF Pro", size: 17))),
                       try pixels(Text(sample).font(.system(size: 17))))
        XCTAssertNotEqual(try pixels(Text(sample).font(.custom("Georgia", size: 17))),
                          try pixels(Text(sample).font(.custom("Helvetica", size: 17))))
    }

    func testPostScriptNamesPickTheirFace() throws {
        XCTAssertEqual(try pixels(Text(sample).font(.custom("Inter-SemiBold", size: 17))),
                       try pixels(Text(sample).font(.system(size: 17, weight: .semibold))))
        XCTAssertEqual(try pixels(Text(sample).font(.custom("Inter-BoldItalic", size: 17))),
                       try pixels(Text(sample).font(.system(size: 17, weight: .bold).italic())))
        // An explicit weight wins over the name's, as `.weight(_:)` on iOS does.
        XCTAssertEqual(try pixels(Text(sample).font(.custom("Inter-SemiBold", size: 17).weight(.regular))),
                       try pixels(Text(sample).font(.system(size: 17))))
    }

    func testTheDumpNamesFamiliesThatAreNotBundled() {
        let dump = LayoutProbe(Text("Hi").font(.custom("Avenir Next", size: 17)), size: .width(390)).result.textDump
        XCTAssertTrue(dump.contains("family Avenir Next not bundled, drawn with Inter"), dump)
        let bundled = LayoutProbe(Text("Hi").font(.custom("Inter", size: 17)), size: .width(390)).result.textDump
        XCTAssertTrue(bundled.contains("family Inter") && !bundled.contains("not bundled"), bundled)
    }

    func testTypographyTokensPickTheDesignOfTheirFamilyList() {
        func style(_ families: [String]) -> TextStyle {
            TextStyle(typography: Typography(families: families, size: 17, weight: 400, lineHeight: 22))
        }
        XCTAssertEqual(style(["Georgia", "serif"]).family, .serif)
        XCTAssertEqual(style(["JetBrains Mono", "monospace"]).family, .monospaced)
        XCTAssertEqual(style(["Brand Sans", "Inter", "sans-serif"]).family, .system)
        XCTAssertEqual(style([]).family, .system)
    }
}
