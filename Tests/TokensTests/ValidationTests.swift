@testable import Tokens
import XCTest

final class ValidationTests: XCTestCase {
    func testWrongValueForTheTypeIsReported() {
        let files = singleFile("{\n  \"space\": {\n    \"$type\": \"dimension\",\n    \"lg\": { \"$value\": \"#FFFFFF\" }\n  }\n}")
        XCTAssertEqual(files.problems(["a.tokens.json"]), [
            "a.tokens.json:4: space.lg: \"#FFFFFF\" is not a dimension; expected {\"value\": 16, \"unit\": \"px\"} (units px, rem)",
        ])
    }

    func testMissingTypeIsReported() {
        let files = singleFile("{\n  \"space\": {\n    \"lg\": { \"$value\": 16 }\n  }\n}")
        XCTAssertEqual(files.problems(["a.tokens.json"]), [
            "a.tokens.json:3: space.lg: no $type on the token or an enclosing group; add \"$type\" (one of color, dimension, number, fontFamily, fontWeight, duration, cubicBezier, strokeStyle, border, transition, shadow, gradient, typography)",
        ])
    }

    func testTypeIsInheritedFromEnclosingGroups() throws {
        let files = singleFile(#"{ "opacity": { "$type": "number", "state": { "pressed": { "$value": 0.85 } } } }"#)
        XCTAssertEqual(try files.load(["a.tokens.json"]).defaultTokens.number(NumberToken("opacity.state.pressed")), 0.85)
    }

    /// § "Composite types": a composite's sub-value names are fixed; the 2025.10 JSON Schemas
    /// forbid other members in every object value. Found by scripts/token-schema-check.
    func testMembersAnObjectValueDoesNotDefineAreRefused() {
        let files = singleFile("""
        {
          "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "opacity": 1 } },
          "d": { "$type": "dimension", "$value": { "value": 4, "unit": "px", "scale": 2 } },
          "s": { "$type": "shadow", "$value": { "color": "{c}", "alpha": 0.04, "offsetX": { "value": 0, "unit": "px" },
                 "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 0, "unit": "px" } } },
          "t": { "$type": "transition", "$value": { "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" },
                 "timingFunction": [0, 0, 1, 1], "property": "opacity" } }
        }
        """)
        XCTAssertEqual(files.problems(["a.tokens.json"]), [
            "a.tokens.json:2: c: a color has no member \"opacity\"; its members are colorSpace, components, alpha, hex (Format 2025.10 defines no others)",
            "a.tokens.json:3: d: a dimension has no member \"scale\"; its members are value, unit (Format 2025.10 defines no others)",
            "a.tokens.json:4: s: a shadow has no member \"alpha\"; its members are color, offsetX, offsetY, blur, spread, inset (Format 2025.10 defines no others); put the alpha into the colour",
            "a.tokens.json:6: t: a transition has no member \"property\"; its members are duration, delay, timingFunction (Format 2025.10 defines no others)",
        ])
    }

    func testUnsupportedTypeIsReported() {
        let files = singleFile("{\n  \"line\": { \"$type\": \"string\", \"$value\": \"x\" }\n}")
        XCTAssertEqual(files.problems(["a.tokens.json"]), [
            "a.tokens.json:2: line: $type \"string\" is not a type of the Design Tokens format 2025.10; use one of color, dimension, number, fontFamily, fontWeight, duration, cubicBezier, strokeStyle, border, transition, shadow, gradient, typography",
        ])
    }

    func testNamesWithDotOrBracesAreReported() {
        let files = singleFile("""
        {
          "$type": "number",
          "a.b": { "$value": 1 },
          "c{": { "$value": 2 },
          "group": { "d}": { "$value": 3 } }
        }
        """)
        XCTAssertEqual(files.problems(["a.tokens.json"]), [
            "a.tokens.json:3: a.b: name \"a.b\" contains '.'; token and group names may not contain '.', '{' or '}'",
            "a.tokens.json:4: c{: name \"c{\" contains '{'; token and group names may not contain '.', '{' or '}'",
            "a.tokens.json:5: group.d}: name \"d}\" contains '}'; token and group names may not contain '.', '{' or '}'",
        ])
    }

    func testEveryProblemIsReportedInOnePassSortedByPath() {
        let files = TokenFiles([
            "b.tokens.json": "{\n  \"zeta\": { \"$type\": \"color\", \"$value\": \"{nowhere}\" }\n}",
            "a.tokens.json": "{\n  \"alpha\": { \"$value\": 1 },\n  \"mid\": { \"$type\": \"number\", \"$value\": \"x\" }\n}",
        ])
        XCTAssertEqual(files.problems(["b.tokens.json", "a.tokens.json"]), [
            "a.tokens.json:2: alpha: no $type on the token or an enclosing group; add \"$type\" (one of color, dimension, number, fontFamily, fontWeight, duration, cubicBezier, strokeStyle, border, transition, shadow, gradient, typography)",
            "a.tokens.json:3: mid: \"x\" is not a number",
            "b.tokens.json:2: zeta: alias {nowhere} points to no token; define it or fix the path",
        ])
    }

    func testInvalidJSONIsReportedWithItsLine() {
        let files = singleFile("{\n  \"a\": { \"$type\": \"number\", \"$value\": 1 },,\n}")
        XCTAssertEqual(files.problems(["a.tokens.json"]), [
            "a.tokens.json:2: invalid JSON: expected a quoted key, found ','",
        ])
    }

    func testExtensionsAreKeptIntact() throws {
        let files = singleFile(#"{ "n": { "$type": "number", "$value": 1, "$deprecated": "use m", "$extensions": { "com.example": { "keep": [1, {"x": true}] } } } }"#)
        let token = try files.load(["a.tokens.json"]).defaultTokens.token("n")
        XCTAssertEqual(token?.metadata.extensions?["com.example"]?["keep"]?.array?.count, 2)
        XCTAssertEqual(token?.metadata.deprecated, "use m")
    }
}
