import Foundation
import Raster
@testable import Tokens
import XCTest

/// One path defined by several sources of a resolver (Resolver 2025.10: the later one wins):
/// named where the replacement may not be meant, an error where it makes a token a group too.
final class ResolverConflictTests: XCTestCase {
    private func load(_ resolver: String, files extra: [String: String] = [:]) throws -> (set: TokenSet?, problems: [String], warnings: [String]) {
        let files = TokenFiles(extra.merging(["t.resolver.json": resolver]) { $1 })
        do {
            let set = try TokenSet.load(resolver: files.url("t.resolver.json"))
            return (set, [], set.warnings.filter { $0.kind == .overridden }.map(\.description))
        } catch {
            return (nil, error.problems.map(\.description), error.warnings.filter { $0.kind == .overridden }.map(\.description))
        }
    }

    func testASetReplacingAnotherSetsTokenIsNamed() throws {
        let result = try load("""
        { "version": "2025.10",
          "sets": { "brand": { "sources": [{ "$ref": "brand.tokens.json" }] }, "product": { "sources": [{ "$ref": "product.tokens.json" }] } },
          "resolutionOrder": [{ "$ref": "#/sets/brand" }, { "$ref": "#/sets/product" }] }
        """, files: [
            "brand.tokens.json": ##"{ "accent": { "$type": "color", "$value": "#2453D6" } }"##,
            "product.tokens.json": ##"{ "accent": { "$type": "color", "$value": "#C9262D" } }"##,
        ])
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.warnings, [
            "product.tokens.json:1: accent: defined again: set \"product\" replaces the definition of set \"brand\" (brand.tokens.json:1); the later one wins by the resolver's order; rename one if both are meant",
        ])
        XCTAssertEqual(result.set?.defaultTokens.token("accent")?.value, .color(RGBA8(hex: "#C9262D")!))
    }

    func testAModifierReplacingASetsTokenIsThemingAndStaysQuiet() throws {
        let result = try load("""
        { "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
          "modifiers": { "theme": { "default": "light", "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
        """, files: [
            "base.tokens.json": ##"{ "bg": { "$type": "color", "$value": "#FFFFFF" } }"##,
            "dark.tokens.json": ##"{ "bg": { "$type": "color", "$value": "#000000" } }"##,
        ])
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.warnings, [])
    }

    func testModifiersReplacingEachOtherAndTypeChangesAreNamed() throws {
        let result = try load("""
        { "version": "2025.10",
          "sets": { "base": { "sources": [
              { "size": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } },
              { "size": { "$type": "number", "$value": 4 } } ] } },
          "modifiers": {
            "theme": { "contexts": { "light": [{ "accent": { "$type": "color", "$value": "#2453D6" } }], "dark": [] } },
            "brand": { "contexts": { "one": [{ "accent": { "$type": "color", "$value": "#C9262D" } }], "two": [] } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/brand" }] }
        """)
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.warnings, [
            "t.resolver.json:7: accent: defined again: context \"one\" of modifier \"brand\" replaces the definition of context \"light\" of modifier \"theme\" (t.resolver.json:6); the later one wins by the resolver's order; rename one if both are meant",
            "t.resolver.json:4: size: defined again: a later source of the same set \"base\" replaces it, changing its type from dimension to number (t.resolver.json:3); the later one wins by the resolver's order; rename one if both are meant",
        ])
    }

    func testATokenThatAnotherSourceMakesAGroupIsAnError() throws {
        let result = try load("""
        { "version": "2025.10",
          "sets": { "a": { "sources": [{ "$ref": "a.tokens.json" }] }, "b": { "sources": [{ "$ref": "b.tokens.json" }] } },
          "resolutionOrder": [{ "$ref": "#/sets/a" }, { "$ref": "#/sets/b" }] }
        """, files: [
            "a.tokens.json": ##"{ "text": { "error": { "$type": "color", "$value": "#C9262D" } } }"##,
            "b.tokens.json": ##"{ "text": { "error": { "font": { "$type": "fontFamily", "$value": ["Consolas"] } } } }"##,
        ])
        XCTAssertEqual(result.problems, [
            "a.tokens.json:1: text.error: is a token here, but b.tokens.json:1 defines text.error.font inside it, which makes it a group too; a token cannot also be a group (Format 2025.10 § \"Groups\"): rename one of them",
        ])
    }
}
