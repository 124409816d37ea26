import Foundation
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
