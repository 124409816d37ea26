@testable import Tokens
import XCTest

/// One root cause, one message: dependants are named on it, never reported falsely on their own.
final class MessageTruthTests: XCTestCase {
    func testTokensInAGroupWithAnUnknownTypeAreSkippedNotCalledUntyped() {
        let problems = singleFile("""
        {
          "text": { "$type": "string", "a": { "$value": "x" }, "b": { "$value": "y" } },
          "alias": { "$value": "{text.a}" }
        }
        """).problems(["a.tokens.json"])
        XCTAssertEqual(problems, [
            "a.tokens.json:2: text: $type \"string\" is not a type of the Design Tokens format 2025.10; use one of \(TokenType.supportedList) (skipped because of this: 3 tokens, alias, text.a, text.b)",
        ])
    }

    func testAliasToAnInvalidTokenIsNotCalledBroken() {
        let problems = singleFile("""
        {
          "size": { "$type": "dimension", "$value": { "value": 1, "unit": "em" } },
          "gap": { "$type": "dimension", "$value": "{size}" }
        }
        """).problems(["a.tokens.json"])
        XCTAssertEqual(problems, [
            "a.tokens.json:2: size: dimension unit \"em\" is not supported; use \"px\" or \"rem\" (skipped because of this: 1 token, gap)",
        ])
    }

    /// The issue's empty message: a typography `fontSize` aliasing a string-typed token.
    func testCompositeFieldAliasingAnInvalidTokenGivesNoEmptyMessage() {
        let problems = singleFile("""
        {
          "code": { "$type": "string", "$value": "14px" },
          "inline": { "$type": "typography", "$value": { "fontFamily": "Mono", "fontSize": "{code}", "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } }
        }
        """).problems(["a.tokens.json"])
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].hasPrefix("a.tokens.json:2: code: $type \"string\""), "\(problems)")
        XCTAssertTrue(problems[0].hasSuffix("(skipped because of this: 1 token, inline)"), "\(problems)")
    }

    func testTokenInvalidInOneModeIsNotAlsoMissingThere() {
        let files = TokenFiles([
            "s.light.tokens.json": ##"{ "bg": { "$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]} } }"##,
            "s.dark.tokens.json": ##"{ "bg": { "$type": "color", "$value": {"colorSpace": "srgb", "components": [2, 1, 1]} } }"##,
        ])
        XCTAssertEqual(files.problems(["s.light.tokens.json", "s.dark.tokens.json"]), [
            "s.dark.tokens.json:1: bg: srgb red 2 is outside 0 to 1",
        ])
    }

    func testOldSpellingsLoadWithAWarningGivingThe2025Form() throws {
        let set = try singleFile(##"{ "c": { "$type": "color", "$value": "#336699" }, "d": { "$type": "dimension", "$value": "16px" }, "t": { "$type": "duration", "$value": "200ms" } }"##).load(["a.tokens.json"])
        XCTAssertEqual(set.warnings.map(\.description), [
            ##"a.tokens.json:1: c: colour "#336699" is the pre-2025.10 string form; write {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6], "hex": "#336699"}"##,
            ##"a.tokens.json:1: d: dimension "16px" is the pre-2025.10 string form; write {"value": 16, "unit": "px"}"##,
            ##"a.tokens.json:1: t: duration "200ms" is the pre-2025.10 string form; write {"value": 200, "unit": "ms"}"##,
        ])
    }

    /// Color Module § "Format": `hex` MUST be six-digit CSS hex.
    func testHexFallbackMustBeSixDigits() {
        let problems = singleFile(##"{ "c": { "$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff000080"} } }"##).problems(["a.tokens.json"])
        XCTAssertEqual(problems, [##"a.tokens.json:1: c: hex "#ff000080" must be a six-digit CSS hex colour such as "#336699" (alpha goes in "alpha")"##])
    }

    func testNoMessageIsEverEmpty() {
        let files = singleFile("""
        { "a": { "$type": "string", "$value": 1 }, "b": { "$value": "{a}" }, "c": { "$type": "shadow", "$value": ["{b}"] },
          "d": { "$type": "border", "$value": { "color": "{c}", "width": "{a}", "style": "zigzag" } }, "e": { "$value": "{e}" } }
        """)
        for problem in files.problems(["a.tokens.json"]) {
            let message = problem.split(separator: ":", maxSplits: 3).last.map(String.init) ?? ""
            XCTAssertFalse(message.trimmingCharacters(in: .whitespaces).isEmpty, problem)
            XCTAssertFalse(problem.hasSuffix(": "), problem)
        }
    }
}
