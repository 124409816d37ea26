import Foundation
import Raster
@testable import Tokens
import XCTest

/// Figma's own DTCG export ("Export modes": a file per collection and mode, the mode in the
/// root's `com.figma.modeName`): read back into variables and imported as the REST response is.
final class FigmaDTCGExportTests: XCTestCase {
    /// Two collections as Figma exports them: Primitives (one mode) and Theme (Light, Dark),
    /// whose `bg` aliases a primitive per mode (resolved by Figma, named in aliasData), whose
    /// `surface` aliases `bg` inside the collection, plus a font family, a radius, a boolean.
    static let files = [
        "export/Primitives/Mode 1.tokens.json": """
        { "white": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#FFFFFF" },
            "$extensions": { "com.figma.variableId": "VariableID:1:1", "com.figma.scopes": ["ALL_SCOPES"] } },
          "black": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1, "hex": "#000000" },
            "$extensions": { "com.figma.variableId": "VariableID:1:2", "com.figma.scopes": ["ALL_SCOPES"] } },
          "radius": { "md": { "$type": "number", "$value": 8, "$extensions": { "com.figma.variableId": "VariableID:1:3", "com.figma.scopes": ["ALL_SCOPES"] } } },
          "$extensions": { "com.figma.modeName": "Mode 1" } }
        """,
        "export/Theme/Light.tokens.json": """
        { "bg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#FFFFFF" },
            "$extensions": { "com.figma.variableId": "VariableID:2:1", "com.figma.scopes": ["FRAME_FILL"],
              "com.figma.aliasData": { "targetVariableId": "VariableID:1:1", "targetVariableName": "white", "targetVariableSetName": "Primitives" } } },
          "surface": { "$type": "color", "$value": "{bg}", "$extensions": { "com.figma.variableId": "VariableID:2:2", "com.figma.scopes": ["FRAME_FILL"] } },
          "font": { "$type": "string", "$value": "Inter", "$extensions": { "com.figma.variableId": "VariableID:2:3", "com.figma.scopes": ["FONT_FAMILY"], "com.figma.type": "string" } },
          "compact": { "$type": "number", "$value": 0, "$extensions": { "com.figma.variableId": "VariableID:2:4", "com.figma.type": "boolean" } },
          "$extensions": { "com.figma.modeName": "Light" } }
        """,
        "export/Theme/Dark.tokens.json": """
        { "bg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1, "hex": "#000000" },
            "$extensions": { "com.figma.variableId": "VariableID:2:1", "com.figma.scopes": ["FRAME_FILL"],
              "com.figma.aliasData": { "targetVariableId": "VariableID:1:2", "targetVariableName": "black", "targetVariableSetName": "Primitives" } } },
          "surface": { "$type": "color", "$value": "{bg}", "$extensions": { "com.figma.variableId": "VariableID:2:2", "com.figma.scopes": ["FRAME_FILL"] } },
          "font": { "$type": "string", "$value": "Inter", "$extensions": { "com.figma.variableId": "VariableID:2:3", "com.figma.scopes": ["FONT_FAMILY"], "com.figma.type": "string" } },
          "compact": { "$type": "number", "$value": 1, "$extensions": { "com.figma.variableId": "VariableID:2:4", "com.figma.type": "boolean" } },
          "$extensions": { "com.figma.modeName": "Dark" } }
        """,
    ]

    func testTheExportImportsWithEveryVariableAccountedForAndAliasesPerMode() throws {
        let folder = TokenFiles(Self.files)
        let output = folder.url("out")
        let result = try FigmaImporter.importDTCGExport(at: [folder.url("export")], into: output)
        XCTAssertEqual(result.files.map(\.name), ["primitives.tokens.json", "theme.light.tokens.json", "theme.dark.tokens.json", "figma.resolver.json"])
        XCTAssertEqual(result.warnings, [
            "Theme/Light: compact: BOOLEAN variables have no design-token type; skipped",
            "Theme/Dark: compact: BOOLEAN variables have no design-token type; skipped",
        ])
        let set = try TokenSet.load(resolver: output.appendingPathComponent("figma.resolver.json"))
        XCTAssertEqual(set.modes, ["light", "dark"])
        for (mode, expected) in [("light", "#FFFFFF"), ("dark", "#000000")] {
            let tokens = try set.resolved(mode: mode)
            XCTAssertEqual(tokens.token("bg")?.value, .color(RGBA8(hex: expected)!), mode)
            XCTAssertEqual(tokens.token("bg")?.aliasOf, mode == "light" ? "white" : "black", "the per-mode alias to another collection is kept")
            XCTAssertEqual(tokens.token("surface")?.aliasOf, "bg")
            XCTAssertEqual(tokens.token("font")?.value, .fontFamily(["Inter"]))
            XCTAssertEqual(tokens.token("radius.md")?.type, .dimension, "an unscoped radius is a length, as in the REST import")
        }
        let extensions = try XCTUnwrap(set.defaultTokens.token("bg")?.metadata.extensions?["com.figma"])
        XCTAssertEqual(extensions["variableId"]?.string, "VariableID:2:1")
        XCTAssertEqual(extensions["scopes"]?.array?.compactMap(\.string), ["FRAME_FILL"])
    }

    func testAFileWithoutAModeNameIsNamed() throws {
        let folder = TokenFiles(["export/a.json": #"{ "x": { "$type": "number", "$value": 1 } }"#])
        XCTAssertThrowsError(try FigmaImporter.importDTCGExport(at: [folder.url("export")], into: folder.url("out"))) { error in
            XCTAssertEqual("\(error)", "a.json:1: not a file of Figma's DTCG export: its root has no \"$extensions\": {\"com.figma.modeName\": …}")
        }
    }

    /// As Figma writes a string for all scopes: `$type` `string`, `com.figma.type` string; a
    /// font word in the name makes it a font family, any other such string is listed as skipped.
    /// The collection may be named in the root's `com.figma.setName`.
    func testUnscopedStringsAreFontFamiliesByNameAndTheSetNameNamesTheCollection() throws {
        let folder = TokenFiles(["export/a.tokens.json": """
        { "Font family": { "Primary Font": { "$type": "string", "$value": "Geist", "$extensions": { "com.figma.type": "string", "com.figma.scopes": ["ALL_SCOPES"] } } },
          "label": { "$type": "string", "$value": "Hello", "$extensions": { "com.figma.type": "string", "com.figma.scopes": ["ALL_SCOPES"] } },
          "$extensions": { "com.figma.modeName": "Mode 1", "com.figma.setName": "Example Collection" } }
        """])
        let result = try FigmaImporter.importDTCGExport(at: [folder.url("export")], into: folder.url("out"))
        XCTAssertEqual(result.files.map(\.name), ["example-collection.tokens.json", "figma.resolver.json"])
        XCTAssertEqual(result.warnings, ["Example Collection/Mode 1: label: STRING variables have no design-token type; skipped"])
        let set = try TokenSet.load(resolver: folder.url("out/figma.resolver.json"))
        XCTAssertEqual(set.defaultTokens.token("Font family.Primary Font")?.value, .fontFamily(["Geist"]))
    }

    /// Loading an export's files as token files would layer Dark over Light in one set; the
    /// loader refuses, pointing to the import.
    func testLoadingTheExportAsTokenFilesIsRefusedNotSilentlyLayered() throws {
        let folder = TokenFiles(Self.files)
        XCTAssertThrowsError(try TokenSet.load(files: [folder.url("export/Theme/Light.tokens.json"), folder.url("export/Theme/Dark.tokens.json")])) { error in
            let problems = (error as! TokenValidationError).problems.map(\.description)
            XCTAssertTrue(problems.contains("Dark.tokens.json: a file of Figma's DTCG export for mode \"Dark\", loaded in one layer with Light.tokens.json (mode \"Light\"): one would silently replace the other's tokens; convert the export with 'pixelproof tokens import-figma FOLDER --output DIR', which makes its modes a modifier"), "\(problems)")
        }
    }
}
