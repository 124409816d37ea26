import Foundation
import Raster
@testable import Tokens
import XCTest

/// Collections that share a name (a file's own and a library's copy the response also
/// carries) must never write over each other.
final class FigmaCollectionNameTests: XCTestCase {
    private func collection(_ id: String, remote: Bool) -> String {
        #""\#(id)": { "id": "\#(id)", "name": "Color", "remote": \#(remote), "modes": [{ "modeId": "\#(id)m", "name": "Mode 1" }], "defaultModeId": "\#(id)m" }"#
    }

    private func variable(_ id: String, _ collection: String, _ name: String) -> String {
        #""\#(id)": { "id": "\#(id)", "name": "\#(name)", "variableCollectionId": "\#(collection)", "resolvedType": "COLOR", "valuesByMode": { "\#(collection)m": { "r": 1, "g": 0, "b": 0, "a": 1 } } }"#
    }

    func testLocalAndRemoteCollectionsOfOneNameGetTheirOwnFiles() throws {
        let json = """
        { "meta": { "variableCollections": { \(collection("C:1", remote: false)), \(collection("C:2", remote: true)), \(collection("C:3", remote: false)) },
          "variables": { \(variable("V:1", "C:1", "red")), \(variable("V:2", "C:2", "blue")), \(variable("V:3", "C:3", "green")) } } }
        """
        let result = try FigmaImporter.convert(json: JSONParser.parse(json, file: "v.json"), file: "v.json")
        XCTAssertEqual(result.files.map(\.name), ["color.tokens.json", "color-remote.tokens.json", "color-2.tokens.json", "figma.resolver.json"])
        XCTAssertEqual(Set(result.files.map(\.name)).count, result.files.count)
    }

    /// Writes the import into a fresh folder and loads it.
    private func load(_ result: FigmaImporter.Result) throws -> TokenSet {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-figma-collections-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for file in result.files { try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name)) }
        return try TokenSet.load(resolver: folder.appendingPathComponent(FigmaImporter.resolverName))
    }

    /// A library's copy listed first, with the local collection's paths: the local one keeps
    /// them, the copy moves under its stem, and a per-mode alias reaches each where it points.
    func testARemoteCopyWithTheLocalPathsMovesUnderItsStemAndAliasesReachTheRightOne() throws {
        let alias = { (id: String) in #"{ "type": "VARIABLE_ALIAS", "id": "\#(id)" }"# }
        let json = """
        { "meta": { "variableCollections": { \(collection("C:2", remote: true)), \(collection("C:1", remote: false)),
            "C:3": { "id": "C:3", "name": "Semantic", "modes": [{ "modeId": "l", "name": "Light" }, { "modeId": "d", "name": "Dark" }], "defaultModeId": "l" } },
          "variables": { \(variable("V:2", "C:2", "bg").replacingOccurrences(of: "\"r\": 1, \"g\": 0, \"b\": 0", with: "\"r\": 0, \"g\": 0, \"b\": 1")),
            \(variable("V:1", "C:1", "bg")),
            "V:3": { "id": "V:3", "name": "surface", "variableCollectionId": "C:3", "resolvedType": "COLOR", "valuesByMode": { "l": \(alias("V:1")), "d": \(alias("V:2")) } } } } }
        """
        let result = try FigmaImporter.convert(json: JSONParser.parse(json, file: "v.json"), file: "v.json")
        XCTAssertEqual(result.warnings, [])
        XCTAssertEqual(result.notes, ["Color (a library's copy): its token bg is also another collection's, so all its tokens are written under color-remote.…"])
        let set = try load(result)
        let light = try set.resolved(contexts: ["semantic": "light"]), dark = try set.resolved(contexts: ["semantic": "dark"])
        XCTAssertEqual(light.token("surface")?.aliasOf, "bg")
        XCTAssertEqual(light.token("surface")?.value, .color(RGBA8(r: 255, g: 0, b: 0)))
        XCTAssertEqual(dark.token("surface")?.aliasOf, "color-remote.bg")
        XCTAssertEqual(dark.token("surface")?.value, .color(RGBA8(r: 0, g: 0, b: 255)))
    }

    /// `deletedButReferenced`: gone from the file, kept in the response for its referrers. It
    /// must not take the path of the live variable that has its name now, and a referrer keeps
    /// the value Figma resolves it to.
    func testADeletedVariableIsSkippedAndItsReferrersKeepItsValue() throws {
        let deleted = variable("V:1", "C:1", "bg").replacingOccurrences(of: "\"resolvedType\"", with: "\"deletedButReferenced\": true, \"resolvedType\"")
        let live = variable("V:2", "C:1", "bg").replacingOccurrences(of: "\"r\": 1, \"g\": 0", with: "\"r\": 0, \"g\": 1")
        let json = """
        { "meta": { "variableCollections": { \(collection("C:1", remote: false)) },
          "variables": { \(deleted), \(live),
            "V:3": { "id": "V:3", "name": "card", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": { "C:1m": { "type": "VARIABLE_ALIAS", "id": "V:1" } } } } } }
        """
        let result = try FigmaImporter.convert(json: JSONParser.parse(json, file: "v.json"), file: "v.json")
        XCTAssertEqual(result.warnings, ["Color/Mode 1: bg: deleted in Figma (deletedButReferenced: the response keeps it only because something still refers to it); skipped"])
        let tokens = try load(result).defaultTokens
        XCTAssertEqual(tokens.token("bg")?.value, .color(RGBA8(r: 0, g: 255, b: 0)))
        XCTAssertEqual(tokens.token("card")?.value, .color(RGBA8(r: 255, g: 0, b: 0)))
        XCTAssertNil(tokens.token("card")?.aliasOf)
        XCTAssertEqual(tokens.token("card")?.metadata.extensions?["com.figma"]?["aliasOf"]?.string, "bg")
    }

    func testAVariableOfACollectionTheResponseLacksIsListed() throws {
        let json = """
        { "meta": { "variableCollections": { \(collection("C:1", remote: false)) },
          "variables": { \(variable("V:1", "C:1", "bg")), \(variable("V:9", "C:9", "lost")) } } }
        """
        let result = try FigmaImporter.convert(json: JSONParser.parse(json, file: "v.json"), file: "v.json")
        XCTAssertEqual(result.warnings, ["lost: its collection C:9 is not in this response; skipped"])
    }

    func testEachFileSaysWhichCollectionAndModeItHolds() throws {
        let json = """
        { "meta": { "variableCollections": { \(collection("C:2", remote: true)) }, "variables": { \(variable("V:2", "C:2", "bg")) } } }
        """
        let result = try FigmaImporter.convert(json: JSONParser.parse(json, file: "v.json"), file: "v.json")
        let root = try JSONParser.parse(result.files[0].contents, file: result.files[0].name)
        XCTAssertEqual(root["$extensions"]?["com.figma"]?["collectionId"]?.string, "C:2")
        XCTAssertEqual(root["$extensions"]?["com.figma"]?["modeName"]?.string, "Mode 1")
        XCTAssertEqual(root["$extensions"]?["com.figma"]?["remote"]?.value, .bool(true))
    }

    func testThePublishedVariablesResponseIsNamedForWhatItIs() throws {
        let json = #"{ "meta": { "variableCollections": { "C:1": { "id": "C:1", "name": "Color", "key": "k", "subscribed_id": "s" } }, "variables": { "V:1": { "id": "V:1", "name": "red", "key": "k", "subscribed_id": "s", "updatedAt": "2024-01-01" } } } }"#
        XCTAssertThrowsError(try FigmaImporter.convert(json: JSONParser.parse(json, file: "p.json"), file: "p.json")) { error in
            XCTAssertTrue("\(error)".contains("published-variables response"), "\(error)")
        }
    }

    func testAMissingInputIsAPlainMessage() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).json")
        XCTAssertThrowsError(try FigmaImporter.importFile(at: missing, into: FileManager.default.temporaryDirectory)) { error in
            XCTAssertEqual("\(error)", "\(missing.path): cannot read it; check that the file exists and is readable")
        }
    }
}
