@testable import Tokens
import XCTest

final class JSONParserTests: XCTestCase {
    func testObjectMembersKeepWrittenOrderAndKeyLines() throws {
        let root = try JSONParser.parse("{\n  \"zeta\": 1,\n  \"alpha\": {\n    \"mid\": true\n  }\n}", file: "a.json")
        XCTAssertEqual(root.object?.map(\.key), ["zeta", "alpha"])
        XCTAssertEqual(root.object?.map(\.line), [2, 3])
        XCTAssertEqual(root["alpha"]?.object?.first?.line, 4)
    }

    func testStringsDecodeEscapesAndSurrogatePairs() throws {
        let root = try JSONParser.parse(#"["a\"b\\c\n", "\u00e9\ud83d\ude00"]"#, file: "a.json")
        XCTAssertEqual(root.array?.map { $0.string }, ["a\"b\\c\n", "é😀"])
    }

    /// Strings without an escape are made from their bytes in one step; with and without escapes,
    /// non-ASCII text, ill-formed UTF-8 (repaired to U+FFFD either way) and the errors must come
    /// out as before.
    func testStringsWithAndWithoutEscapesDecodeAlike() throws {
        let bytes: [UInt8] = Array(#"["plain", "", "é ünïcode 😀", "tail\n", "\n head", "mid\"dle"]"#.utf8)
        XCTAssertEqual(try JSONParser.parse(bytes, file: "a.json").array?.map { $0.string },
                       ["plain", "", "é ünïcode 😀", "tail\n", "\n head", "mid\"dle"])
        let illFormed: [UInt8] = Array("[\"a".utf8) + [0xFF, 0xC3] + Array("b\", \"c".utf8) + [0xE2, 0x82] + Array("\\n\"]".utf8)
        XCTAssertEqual(try JSONParser.parse(illFormed, file: "a.json").array?.map { $0.string }, ["a\u{FFFD}\u{FFFD}b", "c\u{FFFD}\n"])
        XCTAssertThrowsError(try JSONParser.parse("[\"open", file: "a.json")) { error in
            XCTAssertEqual("\(error)", "a.json:1: invalid JSON: unterminated string, found end of file")
        }
        XCTAssertThrowsError(try JSONParser.parse("[\"two\nlines\"]", file: "a.json")) { error in
            XCTAssertEqual("\(error)", "a.json:1: invalid JSON: unterminated string (strings may not span lines)")
        }
    }

    func testNumbersParseExactly() throws {
        let root = try JSONParser.parse("[0, -1.5, 2e3, 0.1843]", file: "a.json")
        XCTAssertEqual(root.array?.map { $0.number }, [0, -1.5, 2000, 0.1843])
    }

    func testDeepNestingIsRefusedWithAClearErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertThrowsError(try JSONParser.parse(text, file: "deep.json")) { error in
            XCTAssertEqual("\(error)", "deep.json:1: invalid JSON: nesting deeper than 128 levels; token files never need this, check for a generated or corrupted file")
        }
    }

    /// The limit itself: 128 nested arrays parse, 129 do not (the limit names 128).
    func testNestingExactlyAtTheLimitParsesAndOneLevelMoreIsRefused() throws {
        func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        var node = try JSONParser.parse(nested(JSONParser.maximumDepth), file: "deep.json")
        var depth = 1
        while let inner = node.array?.first {
            node = inner
            depth += 1
        }
        XCTAssertEqual(depth, 128)
        XCTAssertThrowsError(try JSONParser.parse(nested(JSONParser.maximumDepth + 1), file: "deep.json"))
    }

    func testOversizedInputIsRefusedBeforeParsing() {
        let bytes = [UInt8](repeating: 0x20, count: JSONParser.maximumBytes + 1)
        XCTAssertThrowsError(try JSONParser.parse(bytes, file: "big.json")) { error in
            XCTAssertEqual("\(error)", "big.json:1: invalid JSON: file is 16777217 bytes, more than the 16777216-byte limit; split it into several token files")
        }
    }

    func testTrailingCommaIsAnErrorNamingTheLine() {
        XCTAssertThrowsError(try JSONParser.parse("{\n  \"a\": 1,\n}", file: "a.json")) { error in
            XCTAssertEqual("\(error)", "a.json:3: invalid JSON: expected a quoted key, found '}'")
        }
    }

    func testDuplicateKeysAreAnError() {
        XCTAssertThrowsError(try JSONParser.parse("{\"a\": 1, \"a\": 2}", file: "a.json")) { error in
            XCTAssertEqual("\(error)", "a.json:1: invalid JSON: duplicate key \"a\"; each key may appear once per object")
        }
    }

    func testLeadingZerosAndCommentsAreRefused() {
        XCTAssertThrowsError(try JSONParser.parse("[01]", file: "a.json"))
        XCTAssertThrowsError(try JSONParser.parse("// note\n{}", file: "a.json"))
    }

    func testWriterRoundTripsAndKeepsOrder() throws {
        let text = "{\n  \"b\": [1, 2.5, \"x\"],\n  \"a\": {\n    \"c\": null\n  }\n}\n"
        XCTAssertEqual(JSONWriter.write(try JSONParser.parse(text, file: "a.json")), text)
    }
}
