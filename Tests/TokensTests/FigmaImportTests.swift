import Foundation
import Raster
@testable import Tokens
import TestSupport
import XCTest

final class FigmaImportTests: XCTestCase {
    var fixture: URL { Bundle.module.resourceURL!.appendingPathComponent("Fixtures/figma-variables.json") }

    func importSample() throws -> (FigmaImporter.Result, URL) {
        let output = try makeTemporaryDirectory(prefix: "pixelproof-figma", create: false).url
        return (try FigmaImporter.importFile(at: fixture, into: output), output)
    }

    func testEachFigmaModeBecomesAFileAndAResolverContext() throws {
        let (result, _) = try importSample()
        XCTAssertEqual(result.files.map(\.name), ["primitives.tokens.json", "semantic.light.tokens.json", "semantic.dark.tokens.json", "layout.tokens.json", "figma.resolver.json"])
    }

    func testAliasesAcrossCollectionsResolveInEveryMode() throws {
        let (_, output) = try importSample()
        let set = try TokenSet.load(resolver: output.appendingPathComponent("figma.resolver.json"))
        XCTAssertEqual(set.modes, ["light", "dark"])
        XCTAssertEqual(try set.resolved(mode: "light").color(ColorToken("bg.canvas")), .white)
        XCTAssertEqual(try set.resolved(mode: "dark").color(ColorToken("bg.canvas")), RGBA8(r: 0x0B, g: 0x0B, b: 0x0F))
        XCTAssertEqual(try set.resolved(mode: "dark").token("text.primary")?.aliasOf, "color.neutral.000")
    }

    func testAliasChainsInsideACollectionKeepTheirType() throws {
        let (_, output) = try importSample()
        let tokens = try TokenSet.load(resolver: output.appendingPathComponent("figma.resolver.json")).defaultTokens
        XCTAssertEqual(tokens.dimension(DimensionToken("card.padding")), 16)
        XCTAssertEqual(tokens.number(NumberToken("opacity.disabled")), 0.4000000059604645)
        XCTAssertEqual(tokens.token("font.weight.semibold")?.value, .fontWeight(600))
        XCTAssertEqual(tokens.token("font.family.text")?.value, .fontFamily(["Inter"]))
    }

    func testFloatColoursBecomeSRGBComponentsWithAlpha() throws {
        let (_, output) = try importSample()
        let tokens = try TokenSet.load(resolver: output.appendingPathComponent("figma.resolver.json")).defaultTokens
        XCTAssertEqual(tokens.color(ColorToken("overlay.scrim")), RGBA8(r: 0x0B, g: 0x0B, b: 0x0F, a: 102))
        XCTAssertEqual(tokens.color(ColorToken("color.brand.500")), RGBA8(r: 0x2F, g: 0x6B, b: 0xFF))
    }

    func testVariablesWithoutATokenTypeOrTargetAreSkippedWithWarnings() throws {
        let (result, _) = try importSample()
        XCTAssertEqual(result.warnings, [
            "Primitives/Value: debug/showGrid: BOOLEAN variables have no design-token type; skipped",
            "Layout/Mode 1: brand/accent: alias to \"VariableID:99:1\", a variable not in this file (a library variable?); skipped",
        ])
    }

    func testImportIsByteStable() throws {
        let (first, _) = try importSample()
        let (second, _) = try importSample()
        XCTAssertEqual(first.files.map(\.contents), second.files.map(\.contents))
    }

    func testJSONThatIsNotAVariablesResponseIsRefused() throws {
        XCTAssertThrowsError(try FigmaImporter.convert(json: try JSONParser.parse("{\"meta\": {}}", file: "x.json"), file: "x.json")) { error in
            XCTAssertEqual("\(error)", "x.json: not a Figma variables response; expected the JSON of GET /v1/files/:key/variables/local with meta.variableCollections and meta.variables")
        }
    }

    func testFigmaNamesBecomeValidTokenPaths() {
        XCTAssertEqual(FigmaImporter.tokenPath(figmaName: "color/bg/canvas"), ["color", "bg", "canvas"])
        XCTAssertEqual(FigmaImporter.tokenPath(figmaName: "space/1.5 /{x}//$root"), ["space", "1-5", "-x-", "-root"])
    }
}
