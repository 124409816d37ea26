import Foundation
@testable import Tokens
import XCTest

/// Types and values the importer chooses for Figma variables, and aliases it cannot write.
final class FigmaTypeTests: XCTestCase {
    /// One collection "Base" with one mode; `variables` are `"ID": {…}` members without the
    /// collection id, which is added.
    private func importing(_ variables: [String]) throws -> (FigmaImporter.Result, ResolvedTokens?) {
        let members = variables.map { $0.replacingOccurrences(of: "\"resolvedType\"", with: "\"variableCollectionId\": \"C:1\", \"resolvedType\"") }
        let json = """
        { "meta": { "variableCollections": { "C:1": { "id": "C:1", "name": "Base", "modes": [{ "modeId": "m", "name": "Default" }], "defaultModeId": "m" } },
          "variables": { \(members.joined(separator: ", ")) } } }
        """
        let result = try FigmaImporter.convert(json: JSONParser.parse(json, file: "v.json"), file: "v.json")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-figma-types-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for file in result.files { try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name)) }
        let set = try TokenSet.load(resolver: folder.appendingPathComponent(FigmaImporter.resolverName))
        return (result, set.defaultTokens)
    }

    func testUnscopedFloatsNamedForLengthsAreDimensionsAndOpacitiesAreFractions() throws {
        let (result, tokens) = try importing([
            #""V:1": { "id": "V:1", "name": "radius/7", "resolvedType": "FLOAT", "scopes": ["ALL_SCOPES"], "valuesByMode": { "m": 7 } }"#,
            #""V:2": { "id": "V:2", "name": "opacity/disabled", "resolvedType": "FLOAT", "scopes": ["ALL_SCOPES"], "valuesByMode": { "m": 40 } }"#,
            #""V:3": { "id": "V:3", "name": "ratio/golden", "resolvedType": "FLOAT", "scopes": ["ALL_SCOPES"], "valuesByMode": { "m": 1.618 } }"#,
        ])
        XCTAssertEqual(result.warnings, [])
        XCTAssertEqual(tokens?.token("radius.7")?.value, .dimension(Dimension(value: 7, unit: .px)))
        XCTAssertEqual(tokens?.token("opacity.disabled")?.value, .number(0.4))
        XCTAssertEqual(tokens?.token("ratio.golden")?.value, .number(1.618))
    }

    /// From a real export: lengths also offered to variable-font axes, and text styles by name.
    func testLengthsWithFontVariationsAreDimensionsAndFontStylesAreWeights() throws {
        let (result, tokens) = try importing([
            #""V:1": { "id": "V:1", "name": "dimension/x4", "resolvedType": "FLOAT", "scopes": ["WIDTH_HEIGHT", "GAP", "FONT_VARIATIONS"], "valuesByMode": { "m": 16 } }"#,
            #""V:2": { "id": "V:2", "name": "axis/wght", "resolvedType": "FLOAT", "scopes": ["FONT_VARIATIONS"], "valuesByMode": { "m": 450 } }"#,
            #""V:3": { "id": "V:3", "name": "font-weight/bold", "resolvedType": "STRING", "scopes": ["FONT_STYLE"], "valuesByMode": { "m": "bold" } }"#,
            #""V:4": { "id": "V:4", "name": "font-weight/semi", "resolvedType": "STRING", "scopes": ["FONT_STYLE"], "valuesByMode": { "m": "Semi Bold" } }"#,
            #""V:5": { "id": "V:5", "name": "font-style/italic", "resolvedType": "STRING", "scopes": ["FONT_STYLE"], "valuesByMode": { "m": "Bold Italic" } }"#,
        ])
        XCTAssertEqual(tokens?.token("dimension.x4")?.value, .dimension(Dimension(value: 16, unit: .px)))
        XCTAssertEqual(tokens?.token("axis.wght")?.value, .number(450))
        XCTAssertEqual(tokens?.token("font-weight.bold")?.value, .fontWeight(700))
        XCTAssertEqual(tokens?.token("font-weight.semi")?.value, .fontWeight(600))
        XCTAssertEqual(result.warnings, [
            #"Base/Default: font-style/italic: font style "Bold Italic" is not a font weight the format names (such as "regular", "semi-bold", "bold"); skipped"#,
        ])
    }

    /// The issue's case: a FONT_FAMILY-scoped STRING aliasing an unscoped STRING.
    func testFontFamilyAliasToAnUntypedStringKeepsItsValue() throws {
        let (result, tokens) = try importing([
            #""V:1": { "id": "V:1", "name": "raw/sans", "resolvedType": "STRING", "scopes": ["ALL_SCOPES"], "valuesByMode": { "m": "Inter" } }"#,
            #""V:2": { "id": "V:2", "name": "font/body", "resolvedType": "STRING", "scopes": ["FONT_FAMILY"], "valuesByMode": { "m": { "type": "VARIABLE_ALIAS", "id": "V:1" } } }"#,
        ])
        XCTAssertEqual(tokens?.token("font.body")?.value, .fontFamily(["Inter"]))
        XCTAssertEqual(tokens?.token("font.body")?.metadata.extensions?["com.figma"]?["aliasOf"]?.string, "raw/sans")
        XCTAssertEqual(result.warnings, ["Base/Default: raw/sans: STRING variables have no design-token type; skipped"])
    }

    func testAliasToASkippedVariableIsSkippedWithItsReasonNotWrittenDangling() throws {
        let (result, tokens) = try importing([
            #""V:1": { "id": "V:1", "name": "flag/on", "resolvedType": "BOOLEAN", "valuesByMode": { "m": true } }"#,
            #""V:2": { "id": "V:2", "name": "flag/alias", "resolvedType": "BOOLEAN", "valuesByMode": { "m": { "type": "VARIABLE_ALIAS", "id": "V:1" } } }"#,
        ])
        XCTAssertEqual(tokens?.count, 0)
        XCTAssertEqual(result.warnings.count, 2)
    }

    func testScopesCodeSyntaxAndPublishingAreKept() throws {
        let (_, tokens) = try importing([
            #""V:1": { "id": "V:1", "name": "gap/sm", "resolvedType": "FLOAT", "scopes": ["GAP"], "codeSyntax": { "WEB": "var(--gap-sm)" }, "hiddenFromPublishing": true, "valuesByMode": { "m": 4 } }"#,
        ])
        let figma = tokens?.token("gap.sm")?.metadata.extensions?["com.figma"]
        XCTAssertEqual(figma?["scopes"]?.array?.first?.string, "GAP")
        XCTAssertEqual(figma?["codeSyntax"]?["WEB"]?.string, "var(--gap-sm)")
        XCTAssertEqual(figma?["hiddenFromPublishing"]?.value, .bool(true))
    }
}
