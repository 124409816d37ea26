@testable import SwiftUI
import XCTest

/// The inline Markdown of `LocalizedStringKey`, checked against CommonMark's emphasis rules
/// (spec 0.30, "Emphasis and strong emphasis") and what SwiftUI shows for the same keys.
final class InlineMarkdownTests: XCTestCase {
    private func render(_ source: String) -> String {
        InlineMarkdown.parse(source).map { span in
            var marks = ""
            if span.traits.bold { marks += "B" }
            if span.traits.italic { marks += "I" }
            if span.traits.code { marks += "C" }
            if span.traits.strikethrough { marks += "S" }
            if let link = span.traits.link { marks += "L(\(link))" }
            return marks.isEmpty ? span.text : "[\(marks):\(span.text)]"
        }.joined()
    }

    func testEmphasisStrongAndBoth() {
        XCTAssertEqual(render("Plain **bold** and *italic*"), "Plain [B:bold] and [I:italic]")
        XCTAssertEqual(render("__bold__ _italic_"), "[B:bold] [I:italic]")
        XCTAssertEqual(render("***both***"), "[BI:both]")
        XCTAssertEqual(render("**bold *and italic* inside**"), "[B:bold ][BI:and italic][B: inside]")
    }

    func testDelimitersThatDoNotEmphasize() {
        // CommonMark: `_` inside a word is literal; a delimiter followed by a space cannot open.
        XCTAssertEqual(render("snake_case_name"), "snake_case_name")
        XCTAssertEqual(render("a * b * c"), "a * b * c")
        XCTAssertEqual(render("**unclosed"), "**unclosed")
        XCTAssertEqual(render("2*3*4"), "2[I:3]4")
    }

    func testCodeSpansAreLiteral() {
        XCTAssertEqual(render("Run `swift **test**` now"), "Run [C:swift **test**] now")
        XCTAssertEqual(render("`` a ` b ``"), "[C:a ` b]")
        XCTAssertEqual(render("`unclosed"), "`unclosed")
    }

    func testStrikethroughLinksAndEscapes() {
        XCTAssertEqual(render("~~gone~~ ~one~"), "[S:gone] [S:one]")
        XCTAssertEqual(render("Read [the **notes**](https://example.com/n) now"),
                       "Read [L(https://example.com/n):the ][BL(https://example.com/n):notes] now")
        XCTAssertEqual(render("[not a link] (x)"), "[not a link] (x)")
        XCTAssertEqual(render("\\*literal\\* \\_x\\_"), "*literal* _x_")
    }

    func testWhitespaceAndNewlinesAreKept() {
        XCTAssertEqual(render("Line one\n**Line**  two"), "Line one\n[B:Line]  two")
        XCTAssertEqual(render("# Not a heading"), "# Not a heading")
    }

    func testArgumentMarkersTakeTheStyleAroundThem() {
        XCTAssertEqual(render("Hi **\u{FFFC}**!"), "Hi [B:\u{FFFC}]!")
    }
}
