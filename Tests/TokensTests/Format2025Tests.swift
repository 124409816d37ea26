import Raster
@testable import Tokens
import XCTest

/// Design Tokens Format Module 2025.10: each test names the section it follows.
final class Format2025Tests: XCTestCase {
    private func load(_ json: String) throws -> ResolvedTokens {
        try singleFile(json).load(["a.tokens.json"]).defaultTokens
    }

    private let red = ##"{"colorSpace": "srgb", "components": [0.867, 0, 0], "hex": "#dd0000"}"##

    /// § "Root tokens in groups": `$root` is the group's own token, path `group.$root`.
    func testRootTokenIsReadAndAliasedByItsPath() throws {
        let tokens = try load("""
        { "color": { "accent": { "$type": "color", "$root": { "$value": \(red) },
            "light": { "$value": "{color.accent.$root}" } } } }
        """)
        XCTAssertEqual(tokens.color(ColorToken("color.accent.$root")), RGBA8(r: 0xDD, g: 0, b: 0))
        XCTAssertEqual(tokens.color(ColorToken("color.accent.light")), RGBA8(r: 0xDD, g: 0, b: 0))
    }

    /// § "Root tokens in groups": `{color.accent}` names a group, not a token; the message points at `$root`.
    func testAliasToAGroupWithARootSaysToUseRoot() {
        let problems = singleFile("""
        { "color": { "accent": { "$type": "color", "$root": { "$value": \(red) } } },
          "x": { "$type": "color", "$value": "{color.accent}" } }
        """).problems(["a.tokens.json"])
        XCTAssertEqual(problems, ["a.tokens.json:2: x: alias {color.accent} points to no token; the group's own token is {color.accent.$root}"])
    }

    /// § "Extending groups": inherited tokens appear under the extending group, local ones win.
    func testExtendsInheritsAndLocalTokensOverride() throws {
        let tokens = try load("""
        { "button": { "$type": "color",
            "background": { "$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]} },
            "text": { "$value": {"colorSpace": "srgb", "components": [1, 1, 1]} } },
          "button-primary": { "$extends": "{button}",
            "background": { "$value": {"colorSpace": "srgb", "components": [0.8, 0, 0.4]} } } }
        """)
        XCTAssertEqual(tokens.color(ColorToken("button-primary.background")), RGBA8(r: 204, g: 0, b: 102))
        XCTAssertEqual(tokens.color(ColorToken("button-primary.text")), .white)
        XCTAssertEqual(tokens.color(ColorToken("button.background")), RGBA8(r: 0, g: 102, b: 204))
    }

    /// § "Extending groups" "Override example": an untyped local override takes the inherited token's `$type`.
    func testUntypedOverrideTakesTheInheritedType() throws {
        let tokens = try load("""
        { "input": { "field": { "width": { "$type": "dimension", "$value": { "value": 12, "unit": "rem" } } } },
          "input-amount": { "$extends": "#/input", "field": { "width": { "$value": { "value": 100, "unit": "px" } } } } }
        """)
        XCTAssertEqual(tokens.dimension(DimensionToken("input-amount.field.width")), 100)
        XCTAssertEqual(tokens.dimension(DimensionToken("input.field.width")), 192)
    }

    /// § "Extending groups" "Circular reference detection": every group in the cycle is reported.
    func testCircularExtendsIsReportedOnEveryGroup() {
        let problems = singleFile("""
        { "a": { "$extends": "{b}", "x": { "$type": "number", "$value": 1 } },
          "b": { "$extends": "{a}", "y": { "$type": "number", "$value": 2 } } }
        """).problems(["a.tokens.json"])
        XCTAssertEqual(problems, [
            "a.tokens.json:1: a: circular $extends a → b → a; remove one of these $extends",
            "a.tokens.json:2: b: circular $extends b → a → b; remove one of these $extends",
        ])
    }

    /// § "Extending groups": `$extends` MUST NOT reference a token.
    func testExtendsOfATokenIsRefused() {
        let problems = singleFile(##"{ "t": { "$type": "number", "$value": 1 }, "g": { "$extends": "{t}" } }"##).problems(["a.tokens.json"])
        XCTAssertEqual(problems, ["a.tokens.json:1: g: $extends names {t}, which is a token; $extends must name a group"])
    }

    /// § "JSON Pointer syntax" and § "Property-level references".
    func testJSONPointersReachWholeValuesAndComponents() throws {
        let tokens = try load("""
        { "base": { "blue": { "$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.9]} },
                    "step": { "$type": "number", "$value": 16 } },
          "whole": { "$type": "color", "$value": { "$ref": "#/base/blue/$value" } },
          "derived": { "$type": "color", "$value": { "colorSpace": "srgb",
              "components": [{ "$ref": "#/base/blue/$value/components/0" }, { "$ref": "#/base/blue/$value/components/1" }, 0.7] } },
          "size": { "$type": "dimension", "$value": { "value": { "$ref": "#/base/step/$value" }, "unit": "px" } } }
        """)
        XCTAssertEqual(tokens.color(ColorToken("whole")), RGBA8(r: 51, g: 102, b: 230))
        XCTAssertEqual(tokens.color(ColorToken("derived")), RGBA8(r: 51, g: 102, b: 179))
        XCTAssertEqual(tokens.dimension(DimensionToken("size")), 16)
    }

    func testJSONPointerToNothingNamesThePath() {
        let problems = singleFile(##"{ "a": { "$type": "number", "$value": 1 }, "b": { "$type": "number", "$value": { "$ref": "#/a/$value/x" } } }"##).problems(["a.tokens.json"])
        XCTAssertEqual(problems, ["a.tokens.json:1: b: JSON Pointer #/a/$value/x: a's $value has no \"x\"; fix the path"])
    }

    /// § "Cubic Bézier", "Stroke style", "Border", "Transition", "Gradient".
    func testEveryCompositeTypeReads() throws {
        let tokens = try load("""
        { "ink": { "$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]} },
          "ease": { "$type": "cubicBezier", "$value": [0.5, 0, 1, 1] },
          "dash": { "$type": "strokeStyle", "$value": { "dashArray": ["{gap}", { "value": 2, "unit": "px" }], "lineCap": "round" } },
          "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
          "line": { "$type": "border", "$value": { "color": "{ink}", "width": { "value": 1, "unit": "px" }, "style": "dashed" } },
          "fade": { "$type": "transition", "$value": { "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": "{ease}" } },
          "sky": { "$type": "gradient", "$value": [ { "color": "{ink}", "position": 0 }, { "color": {"colorSpace": "srgb", "components": [1, 1, 1]}, "position": 1.5 } ] } }
        """)
        XCTAssertEqual(tokens.token("ease")?.value, .cubicBezier(CubicBezier(x1: 0.5, y1: 0, x2: 1, y2: 1)))
        XCTAssertEqual(tokens.token("dash")?.value, .strokeStyle(.dashes([4, 2], cap: .round)))
        XCTAssertEqual(tokens.token("line")?.value, .border(Border(color: .black, width: 1, style: .named(.dashed))))
        XCTAssertEqual(tokens.token("fade")?.value, .transition(TransitionTiming(duration: 200, delay: 0, timingFunction: CubicBezier(x1: 0.5, y1: 0, x2: 1, y2: 1))))
        XCTAssertEqual(tokens.token("sky")?.value, .gradient([GradientStop(.black, at: 0), GradientStop(.white, at: 1)]))
    }

    /// § "Array aliasing in composite types": shadow layers may be aliases to shadow tokens.
    func testShadowLayersMayBeAliases() throws {
        let layer = ##"{ "color": "{ink}", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }"##
        let tokens = try load("""
        { "ink": { "$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]} },
          "base": { "$type": "shadow", "$value": \(layer) },
          "layered": { "$type": "shadow", "$value": [ "{base}", \(layer) ] } }
        """)
        XCTAssertEqual(tokens.shadowLayers(ShadowToken("layered")).count, 2)
    }

    /// § "Cubic Bézier": a cubicBezier's x coordinates lie in 0…1.
    func testCubicBezierOutOfRangeIsRefused() {
        let problems = singleFile(##"{ "e": { "$type": "cubicBezier", "$value": [1.5, 0, 1, 1] } }"##).problems(["a.tokens.json"])
        XCTAssertEqual(problems, ["a.tokens.json:1: e: cubicBezier x coordinates (first and third numbers) must be from 0 to 1, found 1.5 and 1"])
    }

    /// § "Typography": typography MUST have all five properties.
    func testTypographyNeedsAllFiveProperties() {
        let problems = singleFile("""
        { "body": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "lineHeight": 1.5 } } }
        """).problems(["a.tokens.json"])
        XCTAssertEqual(problems, ["a.tokens.json:1: body: typography needs all five of fontFamily, fontSize, fontWeight, letterSpacing, lineHeight; add letterSpacing"])
    }

    /// § "Description": `$description` is a plain string.
    func testDescriptionMustBeAString() {
        let problems = singleFile(##"{ "n": { "$type": "number", "$value": 1, "$description": 3 } }"##).problems(["a.tokens.json"])
        XCTAssertEqual(problems, ["a.tokens.json:1: n: $description must be a string, found 3"])
    }

    /// Deprecated and extensions are kept.
    func testDeprecatedAndExtensionsAreKept() throws {
        let tokens = try load(##"{ "n": { "$type": "number", "$value": 1, "$deprecated": "use m", "$extensions": { "org.example": { "k": 1 } } } }"##)
        XCTAssertEqual(tokens.token("n")?.metadata.deprecated, "use m")
        XCTAssertEqual(tokens.token("n")?.metadata.extensions?["org.example"]?["k"]?.number, 1)
    }
}

/// Spec examples that found gaps: § "JSON Pointer syntax"'s token-level `$ref`, § "Property-level references"'s reference to a unit, and
/// § "Gradient"'s gradient stops given as aliases.
final class Format2025ReferenceTests: XCTestCase {
    private func load(_ json: String) throws -> ResolvedTokens {
        try singleFile(json).load(["a.tokens.json"]).defaultTokens
    }

    func testPointerObjectInPlaceOfATokenIsAnAlias() throws {
        let tokens = try load(##"{ "colors": { "blue": { "$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]} } }, "semantic": { "primary": { "$ref": "#/colors/blue" } } }"##)
        XCTAssertEqual(tokens.color(ColorToken("semantic.primary")), RGBA8(r: 0, g: 102, b: 204))
    }

    func testPointerMayNameAUnit() throws {
        let tokens = try load(##"{ "base": { "$type": "dimension", "s": { "$value": { "value": 16, "unit": "rem" } } }, "l": { "$type": "dimension", "$value": { "value": 2, "unit": { "$ref": "#/base/s/$value/unit" } } } }"##)
        XCTAssertEqual(tokens.dimension(DimensionToken("l")), 32)
    }

    func testGradientStopsMayBeAliasesToGradients() throws {
        let tokens = try load(##"""
        { "ink": { "$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]} },
          "start": { "$type": "gradient", "$value": [ { "color": "{ink}", "position": 0 } ] },
          "g": { "$type": "gradient", "$value": [ "{start}", { "color": "{ink}", "position": 1 } ] } }
        """##)
        XCTAssertEqual(tokens.token("g")?.value, .gradient([GradientStop(.black, at: 0), GradientStop(.black, at: 1)]))
    }
}
