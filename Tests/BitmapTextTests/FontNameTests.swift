import BitmapText
import XCTest

/// `FontName` reads family, design, weight and italic from the names apps pass to
/// `Font.custom` and tokens put in `fontFamily`.
final class FontNameTests: XCTestCase {
    private func read(_ name: String) -> (String, FontFamily, FontWeight?, Bool, Bool) {
        let parsed = FontName(name)
        return (parsed.familyName, parsed.family, parsed.weight, parsed.isItalic, parsed.isBundled)
    }

    func testPostScriptNamesGiveWeightAndItalic() {
        XCTAssertTrue(read("Inter-SemiBold") == ("Inter", .system, .semibold, false, true))
        XCTAssertTrue(read("Inter-SemiBoldItalic") == ("Inter", .system, .semibold, true, true))
        XCTAssertTrue(read("Inter-Italic") == ("Inter", .system, nil, true, true))
        XCTAssertTrue(read("SourceSansPro-It") == ("SourceSansPro", .system, nil, true, false))
        XCTAssertTrue(read("SourceSansPro-BoldIt") == ("SourceSansPro", .system, .bold, true, false))
        XCTAssertTrue(read("Avenir-Heavy") == ("Avenir", .system, .heavy, false, false))
        XCTAssertTrue(read("Roboto-Regular") == ("Roboto", .system, .regular, false, false))
        XCTAssertTrue(read("Montserrat-ExtraLight") == ("Montserrat", .system, .ultraLight, false, false))
        XCTAssertTrue(read("Georgia-BoldItalic") == ("Georgia", .serif, .bold, true, false))
        XCTAssertTrue(read("Menlo-Regular") == ("Menlo", .monospaced, .regular, false, false))
    }

    func testFullNamesGiveWeightAndItalic() {
        XCTAssertTrue(read("Avenir Next Demi Bold") == ("Avenir Next", .system, .semibold, false, false))
        XCTAssertTrue(read("Inter Bold Italic") == ("Inter", .system, .bold, true, true))
        XCTAssertTrue(read("New York Medium") == ("New York", .serif, .medium, false, true))
    }

    func testFamilyNamesKeepTheirOwnWords() {
        XCTAssertTrue(read("SF Pro Display") == ("SF Pro Display", .system, nil, false, true))
        XCTAssertTrue(read("-apple-system") == ("-apple-system", .system, nil, false, true))
        XCTAssertTrue(read("Roboto-Flex") == ("Roboto-Flex", .system, nil, false, false))
        XCTAssertTrue(read("Bold") == ("Bold", .system, nil, false, false), "a single word is a family")
        XCTAssertTrue(read("") == ("", .system, nil, false, false))
    }

    func testDesignsFollowTheFamily() {
        for serif in ["Liberation Serif", "Georgia", "Times New Roman", "New York", "Noto Serif", "ui-serif", "serif", "Playfair Display"] {
            XCTAssertEqual(FontName(serif).family, .serif, serif)
        }
        for mono in ["SF Mono", "DejaVu Sans Mono", "JetBrains Mono", "Menlo", "Courier New", "Fira Code", "monospace", "ui-monospace"] {
            XCTAssertEqual(FontName(mono).family, .monospaced, mono)
        }
        for sans in ["Inter", "SF Pro", "Helvetica Neue", "Noto Sans", "PT Sans Serif", "system-ui", "Avenir"] {
            XCTAssertEqual(FontName(sans).family, .system, sans)
        }
    }

    func testAListDrawsItsFirstBundledFamilyElseItsFirst() {
        XCTAssertEqual(FontName(firstOf: ["Brand Serif", "Inter", "serif"])?.familyName, "Inter")
        XCTAssertEqual(FontName(firstOf: ["Brand Serif", "Brand Sans"])?.family, .serif)
        XCTAssertEqual(FontName(firstOf: [" ", "Georgia"])?.familyName, "Georgia")
        XCTAssertNil(FontName(firstOf: []))
        XCTAssertNil(FontName(firstOf: ["  "]))
    }
}
