@testable import DesignLint
import XCTest

final class LexerTests: XCTestCase {
    private func numbers(_ source: String) -> [String] {
        SwiftLexer.lex(source).filter { $0.kind == .number }.map(\.text)
    }

    func testLineCommentsHideTheirCode() {
        XCTAssertEqual(numbers("// .padding(16)\nlet a = 1 // .padding(2)"), ["1"])
    }

    func testNestedBlockCommentsHideTheirCode() {
        XCTAssertEqual(numbers("/* outer /* inner .padding(16) */ still comment 8 */ x(4)"), ["4"])
    }

    func testStringContentIsOneLexemeAndNeverCode() {
        let lexemes = SwiftLexer.lex(#"Text("Use 12 characters, spacing: 8").padding(3)"#)
        XCTAssertEqual(lexemes.filter { $0.kind == .number }.map(\.text), ["3"])
        XCTAssertEqual(lexemes.first { $0.kind == .string }?.text, "Use 12 characters, spacing: 8")
    }

    func testInterpolationsAreSkippedWithTheirNestedStringsAndParentheses() {
        let source = #"Text("a \(f("b)", (1 + 2))) c").padding(5)"#
        let lexemes = SwiftLexer.lex(source)
        XCTAssertEqual(lexemes.filter { $0.kind == .number }.map(\.text), ["5"])
        XCTAssertEqual(lexemes.filter { $0.kind == .string }.map(\.text), ["a  c"])
    }

    func testMultiLineAndRawStringsEndWhereSwiftEndsThem() {
        let source = "let a = \"\"\"\n  .padding(16) \" \"\" still\n  \"\"\"\nlet b = #\"raw \"quoted\" 9\"#\n.padding(7)"
        XCTAssertEqual(numbers(source), ["7"])
        XCTAssertEqual(SwiftLexer.lex(source).last { $0.kind == .string }?.text, "raw \"quoted\" 9")
    }

    func testNumbersKeepTheirSpelling() {
        XCTAssertEqual(numbers("f(1_000, 0x2F6BFF, 1.5e3, 0.25, 12)"), ["1_000", "0x2F6BFF", "1.5e3", "0.25", "12"])
        XCTAssertEqual(SwiftLexer.lex("0x10").first?.numberValue, 16)
        XCTAssertEqual(SwiftLexer.lex("1_000").first?.numberValue, 1000)
    }

    func testTupleMembersAreNotDecimalNumbers() {
        XCTAssertEqual(SwiftLexer.lex("t.0.1").map(\.text), ["t", ".", "0", ".", "1"])
    }

    func testColumnsCountScalarsAndLinesCountNewlines() {
        let lexemes = SwiftLexer.lex("let é = \"ü\"; x\n  .padding(16)")
        let x = lexemes.first { $0.text == "x" }
        XCTAssertEqual(x?.line, 1)
        XCTAssertEqual(x?.column, 14)
        let sixteen = lexemes.first { $0.text == "16" }
        XCTAssertEqual(sixteen?.line, 2)
        XCTAssertEqual(sixteen?.column, 12)
    }

    func testPoundAndAttributeNamesAreOneLexeme() {
        let lexemes = SwiftLexer.lex("@State var c = #colorLiteral(red: 1)")
        XCTAssertEqual(lexemes.first?.kind, .attribute)
        XCTAssertEqual(lexemes.first?.text, "@State")
        XCTAssertEqual(lexemes.first { $0.kind == .pound }?.text, "#colorLiteral")
    }

    func testUnterminatedStringEndsAtTheLineAndUnterminatedCommentAtTheFile() {
        XCTAssertEqual(numbers("let s = \"open\n.padding(4)"), ["4"])
        XCTAssertEqual(numbers("x(1) /* never closed .padding(4)"), ["1"])
    }

    func testCallReaderSplitsArgumentsWithLabelsAcrossNesting() throws {
        let source = LexedSource(".shadow(color: Color.black.opacity(0.1), radius: 5, x: 0, y: f(a, b))")
        let open = try XCTUnwrap(source.lexemes.firstIndex { $0.is("(") })
        let call = try XCTUnwrap(source.call(openingAt: open))
        XCTAssertEqual(call.name, "shadow")
        XCTAssertTrue(call.isMember)
        XCTAssertEqual(call.arguments.map(\.label), ["color", "radius", "x", "y"])
        XCTAssertEqual(source.text(call.arguments[0].start, call.arguments[0].end), "Color.black.opacity(0.1)")
    }

    func testOffendingTextCollapsesWhitespace() throws {
        let source = LexedSource(".padding(\n    .horizontal,\n    12\n)")
        XCTAssertEqual(source.text(0, source.lexemes.count), ".padding( .horizontal, 12 )")
        XCTAssertEqual(source.lineCount, 4)
    }
}
