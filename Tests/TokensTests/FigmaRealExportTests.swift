import Foundation
import Raster
@testable import Tokens
import TestSupport
import XCTest

/// Real Figma Variables exports (`GET /v1/files/:key/variables/local` responses published in
/// open-source repositories, kept outside the repository in
/// `$PIXELPROOF_EXTERNAL_FIXTURES/tokens/figma/<name>/`, see its SOURCES.md) imported and compared
/// token by token, per mode, with what the response itself resolves to.
///
/// The expected side is read with Foundation's `JSONSerialization`, not Pixelproof's parser, and
/// resolved here by Figma's rule: a variable's value in a mode is `valuesByMode[mode]`; an alias
/// (`{"type": "VARIABLE_ALIAS", "id": …}`) is followed to its target, read in the mode the
/// consumer has for the target's collection: the same mode inside one collection, the target
/// collection's `defaultModeId` for another collection (a layer that sets no mode for a
/// collection gets its default mode, Figma's "Modes for variables"). The imported side is the
/// written token set loaded with `TokenSet.load`, with the collection's modifier set to that mode
/// and every other modifier left at its default: the same choice.
final class FigmaRealExportTests: XCTestCase {
    func testEveryRealExportImportsTokenByTokenAsFigmaResolvesIt() throws {
        let root = try ExternalFixtures.folder("tokens/figma")
        let responses = try localVariablesResponses(under: root)
        XCTAssertFalse(responses.isEmpty, "no GET …/variables/local responses under \(root.path)")
        for url in responses {
            try compare(url)
        }
    }

    /// One response: import it, load the output, and account for every variable in every mode.
    private func compare(_ url: URL) throws {
        let name = url.path.dropFirst(url.deletingLastPathComponent().deletingLastPathComponent().path.count + 1)
        let figma = try RawFigma(url)
        let output = try makeTemporaryDirectory(prefix: "pixelproof-figma-real", create: false).url
        let result: FigmaImporter.Result
        do {
            result = try FigmaImporter.importFile(at: url, into: output)
        } catch {
            return XCTFail("\(name): import failed: \(error)")
        }
        let set: TokenSet
        do {
            set = try TokenSet.load(resolver: output.appendingPathComponent(FigmaImporter.resolverName))
        } catch {
            return XCTFail("\(name): the imported set does not load: \(error)")
        }
        let resolver = try jsonObject(output.appendingPathComponent(FigmaImporter.resolverName))
        let written = try writtenFiles(in: output, resolver: resolver, name: String(name))

        // Every variable of every collection, in every mode: written or skipped with a reason.
        var compared = 0
        var skipped = 0
        var expectedWarnings = Set<String>()
        for collection in figma.collections.values.sorted(by: { $0.id < $1.id }) {
            for mode in collection.modes {
                let file = written.first { $0.collectionID == collection.id && $0.modeID == mode.id }
                guard let file else {
                    XCTFail("\(name): no file written for collection \(collection.name), mode \(mode.name)")
                    continue
                }
                var contexts: [String: String] = [:]
                if let modifier = file.modifier { contexts[modifier.name] = modifier.context }
                let tokens = try set.resolved(contexts: contexts)
                for variable in figma.variables.values where variable.collectionID == collection.id {
                    let place = "\(name) \(collection.name)/\(mode.name) \(variable.name)"
                    guard let path = file.pathsByVariable[variable.id] else {
                        // One reason per skipped variable of this name (names may repeat: a
                        // deleted variable keeps the name a live one has now).
                        let prefix = "\(collection.name)/\(mode.name): \(variable.name): "
                        let reasons = result.warnings.filter { $0.hasPrefix(prefix) && $0.hasSuffix("; skipped") }
                        let namesakes = figma.variables.values.filter {
                            $0.collectionID == collection.id && $0.name == variable.name && file.pathsByVariable[$0.id] == nil
                        }
                        XCTAssertEqual(reasons.count, namesakes.count, "\(place): neither written nor skipped with one reason (\(reasons))")
                        expectedWarnings.formUnion(reasons)
                        skipped += 1
                        continue
                    }
                    guard let token = tokens.token(path) else {
                        XCTFail("\(place): written at \(path) but the loaded set has no such token")
                        continue
                    }
                    compared += 1
                    var modes = [collection.id: mode.id]
                    guard let expected = figma.resolve(variable.id, modes: &modes) else {
                        XCTFail("\(place): written, but Figma's response resolves it to nothing")
                        continue
                    }
                    check(token, against: expected, variable: variable, place: place)
                    // The alias: to the path the target was written at, unless the target got no token.
                    if let targetID = figma.aliasTarget(of: variable, mode: mode.id) {
                        // A target of another type (a FONT_FAMILY string aliasing an untyped one)
                        // cannot be referenced: the value is written, so no alias either.
                        let targetPath = written.lazy.compactMap { $0.pathsByVariable[targetID] }.first
                        let referable = targetPath.flatMap { tokens.token($0) }?.type == token.type
                        XCTAssertEqual(token.aliasOf, referable ? targetPath : nil, "\(place): alias")
                    } else {
                        XCTAssertNil(token.aliasOf, "\(place): a literal in Figma is no alias")
                    }
                }
            }
        }
        // A variable whose collection the response lacks is in no file: listed once.
        for variable in figma.variables.values where figma.collections[variable.collectionID] == nil {
            let reason = "\(variable.name): its collection \(variable.collectionID) is not in this response; skipped"
            XCTAssertTrue(result.warnings.contains(reason), "\(name): \(variable.name) is neither written nor listed")
            expectedWarnings.insert(reason)
            skipped += 1
        }
        XCTAssertEqual(Set(result.warnings), expectedWarnings, "\(name): warnings that name no skipped variable")
        XCTAssertGreaterThan(compared, 0, "\(name): nothing compared")
        print("\(name): \(figma.variables.count) variables, \(compared) tokens compared per mode, \(skipped) skips with reasons")
    }

    /// The value a token has against the literal Figma resolves the variable to.
    private func check(_ token: ResolvedToken, against expected: Any, variable: RawFigma.Variable, place: String) {
        switch token.value {
        case .color(let color):
            guard let rgba = expected as? [String: Any], let r = number(rgba["r"]), let g = number(rgba["g"]), let b = number(rgba["b"]) else {
                return XCTFail("\(place): a colour token, but Figma's value is \(expected)")
            }
            let a = number(rgba["a"]) ?? 1
            let byte = { (unit: Double) in UInt8((min(max(unit, 0), 1) * 255).rounded()) }
            XCTAssertEqual(color, RGBA8(r: byte(r), g: byte(g), b: byte(b), a: byte(a)), place)
        case .dimension(let dimension):
            XCTAssertEqual(dimension.unit, .px, place)
            XCTAssertEqual(dimension.value, number(expected) ?? .nan, accuracy: tolerance(dimension.value), place)
        case .number(let value):
            guard let figmaValue = number(expected) else { return XCTFail("\(place): a number token, but Figma's value is \(expected)") }
            // An opacity in percent (Figma's fields) becomes the format's 0…1.
            let isPercentOpacity = figmaValue > 1 && (variable.scopes == ["OPACITY"] || variable.name.lowercased().contains("opacity"))
            XCTAssertEqual(value, isPercentOpacity ? figmaValue / 100 : figmaValue, accuracy: tolerance(value), place)
        case .fontWeight(let weight):
            if let figmaValue = number(expected) {
                XCTAssertEqual(Double(weight), figmaValue, place)
            } else if let keyword = expected as? String {
                // DTCG's weight names (format module, fontWeight), Figma's style names spelled with spaces.
                let names: [String: Int] = [
                    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
                    "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
                    "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
                ]
                let spelled = keyword.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).joined(separator: "-")
                XCTAssertEqual(weight, names[spelled], place)
            } else {
                XCTFail("\(place): a font weight, but Figma's value is \(expected)")
            }
        case .fontFamily(let families):
            XCTAssertEqual(families, [expected as? String ?? "?"], place)
        default:
            XCTFail("\(place): a Figma variable became a \(token.type) token")
        }
    }

    /// Foundation's `JSONSerialization` on Linux reads some long decimals a few units in the
    /// last place off (`111.33000183105469` as `…464`); Pixelproof's parser reads them exactly.
    private func tolerance(_ value: Double) -> Double { max(abs(value), 1) * 1e-13 }

    private func number(_ value: Any?) -> Double? {
        // BOOLEAN variables get no token, so a number here is never a JSON true or false.
        (value as? NSNumber)?.doubleValue
    }

    // MARK: - The response, read and resolved independently

    struct RawFigma {
        struct Collection {
            var id: String
            var name: String
            var modes: [(id: String, name: String)]
            var defaultModeID: String
        }

        struct Variable {
            var id: String
            var name: String
            var collectionID: String
            var scopes: [String]
            var valuesByMode: [String: Any]
        }

        var collections: [String: Collection] = [:]
        var variables: [String: Variable] = [:]

        init(_ url: URL) throws {
            let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            let meta = try XCTUnwrap(root["meta"] as? [String: Any])
            for (key, value) in try XCTUnwrap(meta["variableCollections"] as? [String: Any]) {
                let node = try XCTUnwrap(value as? [String: Any])
                let modes = try XCTUnwrap(node["modes"] as? [[String: Any]]).map { ($0["modeId"] as? String ?? "", $0["name"] as? String ?? "") }
                collections[key] = Collection(id: node["id"] as? String ?? key, name: node["name"] as? String ?? "",
                                              modes: modes, defaultModeID: node["defaultModeId"] as? String ?? "")
            }
            for (key, value) in try XCTUnwrap(meta["variables"] as? [String: Any]) {
                let node = try XCTUnwrap(value as? [String: Any])
                variables[key] = Variable(id: node["id"] as? String ?? key, name: node["name"] as? String ?? "",
                                          collectionID: node["variableCollectionId"] as? String ?? "",
                                          scopes: node["scopes"] as? [String] ?? [], valuesByMode: node["valuesByMode"] as? [String: Any] ?? [:])
            }
        }

        /// The variable's literal for a consumer with `modes` (collection → mode); a collection the
        /// consumer sets no mode for takes its default mode from then on.
        func resolve(_ id: String, modes: inout [String: String], depth: Int = 0) -> Any? {
            guard depth < 100, let variable = variables[id], let collection = collections[variable.collectionID] else { return nil }
            let mode = modes[collection.id] ?? collection.defaultModeID
            modes[collection.id] = mode
            guard let value = variable.valuesByMode[mode] else { return nil }
            if let alias = value as? [String: Any], alias["type"] as? String == "VARIABLE_ALIAS" {
                guard let target = alias["id"] as? String else { return nil }
                return resolve(target, modes: &modes, depth: depth + 1)
            }
            return value
        }

        func aliasTarget(of variable: Variable, mode: String) -> String? {
            guard let alias = variable.valuesByMode[mode] as? [String: Any], alias["type"] as? String == "VARIABLE_ALIAS" else { return nil }
            return alias["id"] as? String
        }
    }

    // MARK: - The output, read independently

    struct WrittenFile {
        var name: String
        var collectionID: String
        var modeID: String
        /// The resolver modifier and context that select this file (nil: a set, always on).
        var modifier: (name: String, context: String)?
        var pathsByVariable: [String: String]
    }

    /// Each token file the resolver names, with the collection and mode its root's
    /// `$extensions["com.figma"]` says it holds, and the token path of every variable in it.
    private func writtenFiles(in output: URL, resolver: [String: Any], name: String) throws -> [WrittenFile] {
        var selectors: [String: (name: String, context: String)?] = [:]
        for (_, set) in resolver["sets"] as? [String: Any] ?? [:] {
            for source in (set as? [String: Any])?["sources"] as? [[String: Any]] ?? [] {
                if let file = source["$ref"] as? String { selectors[file] = .some(nil) }
            }
        }
        for (modifier, node) in resolver["modifiers"] as? [String: Any] ?? [:] {
            for (context, sources) in (node as? [String: Any])?["contexts"] as? [String: Any] ?? [:] {
                for source in sources as? [[String: Any]] ?? [] {
                    if let file = source["$ref"] as? String { selectors[file] = (modifier, context) }
                }
            }
        }
        var files: [WrittenFile] = []
        for (file, selector) in selectors.sorted(by: { $0.key < $1.key }) {
            let root = try jsonObject(output.appendingPathComponent(file))
            let figma = (root["$extensions"] as? [String: Any])?["com.figma"] as? [String: Any]
            guard let collectionID = figma?["collectionId"] as? String, let modeID = figma?["modeId"] as? String else {
                XCTFail("\(name): \(file) does not say which collection and mode it holds ($extensions.com.figma)")
                continue
            }
            var paths: [String: String] = [:]
            func walk(_ node: [String: Any], _ path: [String]) {
                if node["$value"] != nil {
                    if let id = ((node["$extensions"] as? [String: Any])?["com.figma"] as? [String: Any])?["variableId"] as? String {
                        XCTAssertNil(paths[id], "\(name): \(file): variable \(id) written twice")
                        paths[id] = path.joined(separator: ".")
                    }
                    return
                }
                for (key, child) in node where !key.hasPrefix("$") {
                    if let child = child as? [String: Any] { walk(child, path + [key]) }
                }
            }
            walk(root, [])
            files.append(WrittenFile(name: file, collectionID: collectionID, modeID: modeID, modifier: selector, pathsByVariable: paths))
        }
        return files
    }

    private func jsonObject(_ url: URL) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any], url.path)
    }

    /// The `*.json` files under `root` that are `GET …/variables/local` responses (variables with
    /// `valuesByMode`), sorted by path.
    private func localVariablesResponses(under root: URL) throws -> [URL] {
        let urls = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        return try urls.filter { url in
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
            let variables = (object?["meta"] as? [String: Any])?["variables"] as? [String: Any]
            return (variables?.values.first as? [String: Any])?["valuesByMode"] != nil
        }
    }
}
