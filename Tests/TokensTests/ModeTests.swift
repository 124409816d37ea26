import Raster
@testable import Tokens
import XCTest

final class ModeTests: XCTestCase {
    let palette = ##"{ "palette": { "$type": "color", "white": { "$value": "#FFFFFF" }, "ink": { "$value": "#0B0B0F" } } }"##

    func testFilesNamedByModeMakeOneModeEach() throws {
        let files = TokenFiles([
            "palette.tokens.json": palette,
            "semantic.light.tokens.json": #"{ "bg": { "$type": "color", "$value": "{palette.white}" } }"#,
            "semantic.dark.tokens.json": #"{ "bg": { "$type": "color", "$value": "{palette.ink}" } }"#,
        ])
        let set = try files.load(["palette.tokens.json", "semantic.light.tokens.json", "semantic.dark.tokens.json"])
        XCTAssertEqual(set.modes, ["light", "dark"])
        XCTAssertEqual(set.defaultMode, "light")
        XCTAssertEqual(try set.resolved(mode: "dark").color(ColorToken("bg")), RGBA8(r: 0x0B, g: 0x0B, b: 0x0F))
        XCTAssertEqual(try set.resolved(mode: "light").color(ColorToken("bg")), .white)
    }

    /// DTCG lets modes differ; Pixelproof's "same tokens in every mode" rule is the audit's option.
    func testTokenMissingInOneModeIsAModeGapNotAnError() throws {
        let files = TokenFiles([
            "palette.tokens.json": palette,
            "semantic.light.tokens.json": "{\n  \"$type\": \"color\",\n  \"bg\": { \"$value\": \"{palette.white}\" },\n  \"fg\": { \"$value\": \"{palette.ink}\" }\n}",
            "semantic.dark.tokens.json": "{\n  \"$type\": \"color\",\n  \"bg\": { \"$value\": \"{palette.ink}\" }\n}",
        ])
        let set = try files.load(["palette.tokens.json", "semantic.light.tokens.json", "semantic.dark.tokens.json"])
        XCTAssertEqual(set.modeGaps.map(\.description), [
            "semantic.light.tokens.json:4: fg: defined in mode \"light\" but missing in mode \"dark\"; add it to the files of mode \"dark\"",
        ])
    }

    func testLaterFilesOverrideEarlierOnes() throws {
        let files = TokenFiles([
            "a.tokens.json": #"{ "n": { "$type": "number", "$value": 1 } }"#,
            "b.tokens.json": #"{ "n": { "$type": "number", "$value": 2 } }"#,
        ])
        XCTAssertEqual(try files.load(["a.tokens.json", "b.tokens.json"]).defaultTokens.number(NumberToken("n")), 2)
    }

    func testUnknownModeListsTheModesThatExist() throws {
        let set = TokenSet.shipped
        XCTAssertThrowsError(try set.resolved(mode: "sepia")) { error in
            XCTAssertEqual("\(error)", "unknown mode \"sepia\"; modes are: light, dark")
        }
    }

    func testUnknownContextListsTheContextsThatExist() {
        XCTAssertThrowsError(try TokenSet.shipped.resolved(contexts: ["theme": "blue"])) { error in
            XCTAssertEqual("\(error)", "invalid context \"blue\" for modifier \"theme\"; contexts are: light, dark")
        }
    }

    func testContextsPickTheMode() throws {
        XCTAssertEqual(try TokenSet.shipped.resolved(contexts: ["theme": "dark"]).mode, "dark")
    }

    func testResolverWithAnInvalidDefaultContextIsReported() {
        let files = TokenFiles([
            "a.tokens.json": #"{ "n": { "$type": "number", "$value": 1 } }"#,
            "t.resolver.json": """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "a.tokens.json" }] } },
              "modifiers": { "theme": { "contexts": { "light": [], "dark": [] }, "default": "blue" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
            }
            """,
        ])
        XCTAssertThrowsError(try TokenSet.load(resolver: files.url("t.resolver.json"))) { error in
            XCTAssertEqual((error as? TokenValidationError)?.problems.map(\.description), [
                "t.resolver.json:4: invalid context \"blue\" for modifier \"theme\"; contexts are: light, dark",
            ])
        }
    }

    func testResolverReferenceToAnUndefinedSetIsReported() {
        let files = TokenFiles([
            "t.resolver.json": "{\n  \"sets\": {},\n  \"resolutionOrder\": [\n    { \"$ref\": \"#/sets/base\" }\n  ]\n}",
        ])
        XCTAssertThrowsError(try TokenSet.load(resolver: files.url("t.resolver.json"))) { error in
            XCTAssertEqual((error as? TokenValidationError)?.problems.map(\.description), [
                "t.resolver.json:4: resolutionOrder refers to #/sets/base, which is not defined; defined are: (none)",
            ])
        }
    }
}
