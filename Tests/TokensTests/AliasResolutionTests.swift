import Raster
@testable import Tokens
import XCTest

final class AliasResolutionTests: XCTestCase {
    func testChainOfThreeAliasesResolvesToTheLiteral() throws {
        let files = singleFile("""
        {
          "color": {
            "$type": "color",
            "base": { "$value": "#2F6BFF" },
            "a": { "$value": "{color.base}" },
            "b": { "$value": "{color.a}" },
            "c": { "$value": "{color.b}" }
          }
        }
        """)
        let tokens = try files.load(["a.tokens.json"]).defaultTokens
        XCTAssertEqual(tokens.color(ColorToken("color.c")), RGBA8(r: 0x2F, g: 0x6B, b: 0xFF))
        XCTAssertEqual(tokens.token("color.c")?.aliasOf, "color.b")
    }

    func testAliasWithoutTypeTakesTheTargetsType() throws {
        let files = singleFile(#"{ "space": { "base": { "$type": "dimension", "$value": "8px" }, "gap": { "$value": "{space.base}" } } }"#)
        XCTAssertEqual(try files.load(["a.tokens.json"]).defaultTokens.dimension(DimensionToken("space.gap")), 8)
    }

    func testCompositeFieldsFollowAliases() throws {
        let files = singleFile("""
        { "font": { "size": { "$type": "dimension", "$value": "17px" }, "weight": { "$type": "fontWeight", "$value": "bold" } },
          "type": { "$type": "typography", "$value": { "fontFamily": "Helvetica", "fontSize": "{font.size}", "fontWeight": "{font.weight}", "lineHeight": 1.2941, "letterSpacing": "0px" } } }
        """)
        let style = try files.load(["a.tokens.json"]).defaultTokens.typography(TypographyToken("type"))
        XCTAssertEqual(style, Typography(families: ["Helvetica"], size: 17, weight: 700, lineHeight: 22))
    }

    func testCycleOfOneIsReported() {
        let files = singleFile("{\n  \"a\": { \"$type\": \"color\", \"$value\": \"{a}\" }\n}")
        XCTAssertEqual(files.problems(["a.tokens.json"]), [
            "a.tokens.json:2: a: circular alias a → a; give one of these tokens a value",
        ])
    }

    func testCycleOfTwoReportsBothTokens() {
        let files = singleFile("{\n  \"$type\": \"color\",\n  \"a\": { \"$value\": \"{b}\" },\n  \"b\": { \"$value\": \"{a}\" }\n}")
        XCTAssertEqual(files.problems(["a.tokens.json"]), [
            "a.tokens.json:3: a: circular alias a → b → a; give one of these tokens a value",
            "a.tokens.json:4: b: circular alias b → a → b; give one of these tokens a value",
        ])
    }

    func testCycleOfThreeReportsEveryTokenAndNamesTokensPointingIntoItAsSkipped() {
        let files = singleFile("""
        {
          "$type": "color",
          "a": { "$value": "{b}" },
          "b": { "$value": "{c}" },
          "c": { "$value": "{a}" },
          "d": { "$value": "{a}" }
        }
        """)
        XCTAssertEqual(files.problems(["a.tokens.json"]), [
            "a.tokens.json:3: a: circular alias a → b → c → a; give one of these tokens a value (skipped because of this: 1 token, d)",
            "a.tokens.json:4: b: circular alias b → c → a → b; give one of these tokens a value",
            "a.tokens.json:5: c: circular alias c → a → b → c; give one of these tokens a value",
        ])
    }

    /// `a` is resolved first (path order) and reaches the cycle b → c → b through b: the
    /// resolution stack is then [a, b, c], and only its part from b on is the cycle. `a` fails
    /// because its target failed, so it gets no problem of its own: the cause is reported once,
    /// naming it as skipped because of the cycle.
    func testTokenReachingACycleFirstIsNotReportedAsPartOfIt() {
        let files = singleFile("""
        {
          "$type": "color",
          "a": { "$value": "{b}" },
          "b": { "$value": "{c}" },
          "c": { "$value": "{b}" }
        }
        """)
        XCTAssertEqual(files.problems(["a.tokens.json"]), [
            "a.tokens.json:4: b: circular alias b → c → b; give one of these tokens a value (skipped because of this: 1 token, a)",
            "a.tokens.json:5: c: circular alias c → b → c; give one of these tokens a value",
        ])
    }

    func testTokenReachingACycleFirstDependsOnItAndStaysUnresolved() {
        func alias(_ path: String, to target: String, line: Int) -> TokenDefinition {
            TokenDefinition(path: path, type: .color, value: JSONNode(.string("{\(target)}"), line: line),
                            metadata: TokenMetadata(file: "a.tokens.json", line: line))
        }
        let resolver = AliasResolver(definitions: [
            "a": alias("a", to: "b", line: 1), "b": alias("b", to: "c", line: 2), "c": alias("c", to: "b", line: 3),
            "z": TokenDefinition(path: "z", type: .color, value: JSONNode(.string("#FFFFFF"), line: 4), metadata: TokenMetadata(file: "a.tokens.json", line: 4)),
        ])
        resolver.resolveAll()
        XCTAssertEqual(resolver.problems.map(\.path), ["b", "c"])
        XCTAssertEqual(resolver.problems.map(\.kind), [.circularAlias, .circularAlias])
        XCTAssertNil(resolver.resolved["a"], "a depends on the cycle and cannot resolve")
        XCTAssertEqual(Set(resolver.resolved.keys), ["z"])
    }

    func testBrokenAliasNamesTheMissingPath() {
        let files = singleFile("{\n  \"bg\": { \"$type\": \"color\", \"$value\": \"{palette.neutral.050}\" }\n}")
        XCTAssertEqual(files.problems(["a.tokens.json"]), [
            "a.tokens.json:2: bg: alias {palette.neutral.050} points to no token; define it or fix the path",
        ])
    }

    func testBrokenAliasInsideACompositeNamesTheField() {
        let files = singleFile("""
        {
          "card": { "$type": "shadow", "$value": { "color": "{shade}", "offsetX": "0px", "offsetY": "1px", "blur": "3px" } }
        }
        """)
        XCTAssertEqual(files.problems(["a.tokens.json"]), [
            "a.tokens.json:2: card: color: alias {shade} points to no token; define it or fix the path",
        ])
    }

    func testAliasToATokenOfAnotherTypeIsAWrongType() {
        let files = singleFile("{\n  \"gap\": { \"$type\": \"dimension\", \"$value\": \"4px\" },\n  \"ink\": { \"$type\": \"color\", \"$value\": \"{gap}\" }\n}")
        XCTAssertEqual(files.problems(["a.tokens.json"]), [
            "a.tokens.json:3: ink: alias {gap} is a dimension token, but a color is needed here",
        ])
    }

    func testOverlongAliasChainIsReportedNotOverflowed() {
        let links = (0..<400).map { "\"t\($0)\": { \"$value\": \"{t\($0 + 1)}\" }" }
        let files = singleFile("{ \"$type\": \"number\", " + links.joined(separator: ", ") + ", \"t400\": { \"$value\": 1 } }")
        let problems = files.problems(["a.tokens.json"])
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems.first?.contains("alias chain longer than 256 tokens reaches this token; point the aliases at their final token (skipped because of this: 256 tokens,") ?? false, "\(problems)")
    }
}
