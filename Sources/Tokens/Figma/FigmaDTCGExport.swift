import Foundation

/// Figma's own DTCG export of variables ("Export modes"): one token file per collection and
/// mode, the mode named in the root's `$extensions["com.figma.modeName"]` (and the collection,
/// where Figma writes it, in `com.figma.collectionName`), each token carrying flat-dotted
/// `$extensions` keys: `com.figma.variableId`, `com.figma.scopes`, `com.figma.codeSyntax`,
/// `com.figma.hiddenFromPublishing`, `com.figma.type` (`"string"` or `"boolean"` for the
/// variables DTCG has no type for, written as `$type` `string` and as a `number` 0/1), and, for
/// an alias Figma resolved to its value (one to another collection), `com.figma.aliasData`
/// naming the target variable.
///
/// ```json
/// { "color": { "bg": { "$type": "color",
///     "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#FFFFFF" },
///     "$extensions": { "com.figma.variableId": "VariableID:3:1", "com.figma.scopes": ["FRAME_FILL"] } } },
///   "$extensions": { "com.figma.modeName": "Light" } }
/// ```
///
/// The files are read back into the variables they came from (`FigmaVariables`), so the
/// import that follows is the REST response's: types chosen from scopes and names, aliases kept
/// per mode (an in-collection `{path}` and a resolved alias with `aliasData` whose target is in
/// the export both become references), every variable written or listed as skipped. A
/// collection is the root's `com.figma.collectionName` (or `com.figma.setName`), else the
/// folder its files are in; a
/// resolved alias whose target is not in the export (a library's variable) keeps the value
/// Figma resolved.
extension FigmaVariables {
    /// One file of the export: how messages name it, its folder (the collection's fallback
    /// name) and its parsed JSON.
    struct ExportFile {
        var name: String
        var folder: String
        var root: JSONNode
    }

    /// The root's mode name, or `nil` when `root` is not a file of Figma's DTCG export.
    static func exportModeName(of root: JSONNode) -> String? {
        root["$extensions"]?["com.figma.modeName"]?.string
    }

    init(dtcgExport files: [ExportFile]) throws(FigmaImportError) {
        var collectionIndex: [String: Int] = [:]
        var fileModes: [(file: ExportFile, collection: Int, modeID: String)] = []
        for file in files {
            guard let mode = Self.exportModeName(of: file.root) else {
                throw .malformed(file: file.name, line: file.root.line, "not a file of Figma's DTCG export: its root has no \"$extensions\": {\"com.figma.modeName\": …}")
            }
            let rootExtensions = file.root["$extensions"]
            let collectionName = rootExtensions?["com.figma.collectionName"]?.string ?? rootExtensions?["com.figma.setName"]?.string ?? file.folder
            let index: Int
            if let known = collectionIndex[collectionName] {
                index = known
            } else {
                index = collections.count
                collectionIndex[collectionName] = index
                collections.append(Collection(id: "collection:\(collectionName)", name: collectionName, modes: [], defaultModeID: "",
                                              variableIDs: [], isRemote: false))
            }
            guard !collections[index].modes.contains(where: { $0.name == mode }) else {
                throw .malformed(file: file.name, line: file.root.line, "collection \"\(collectionName)\" has two files for mode \"\(mode)\"; keep one")
            }
            let modeID = "\(collectionName)/\(mode)"
            collections[index].modes.append((modeID, mode))
            fileModes.append((file, index, modeID))
        }
        // The export does not say which mode is the default, nor their order in Figma: a mode
        // named light (Light, Light Mode) is the default and comes first; the rest keep file order.
        for index in collections.indices {
            let modes = collections[index].modes
            let defaultMode = modes.first(where: { $0.name.lowercased().contains("light") }) ?? modes[0]
            collections[index].defaultModeID = defaultMode.id
            collections[index].modes = [defaultMode] + modes.filter { $0.id != defaultMode.id }
        }
        // Tokens first, values second: an alias may name a token of a file read later.
        var byPath: [String: [String: String]] = [:]   // collection name → token path → variable id
        var tokens: [(file: ExportFile, collection: Int, modeID: String, path: [String], node: JSONNode, line: Int)] = []
        for entry in fileModes {
            Self.walk(entry.file.root, path: []) { path, node, line in
                tokens.append((entry.file, entry.collection, entry.modeID, path, node, line))
            }
        }
        for token in tokens {
            let collection = collections[token.collection]
            let key = token.path.joined(separator: ".")
            let extensions = token.node["$extensions"]
            let id = extensions?["com.figma.variableId"]?.string ?? "\(collection.name)/\(token.path.joined(separator: "/"))"
            if variables[id] == nil {
                let type: String
                switch (token.node["$type"]?.string, extensions?["com.figma.type"]?.string) {
                case ("color"?, _): type = "COLOR"
                case (_, "boolean"?): type = "BOOLEAN"
                case ("string"?, _), ("fontFamily"?, _): type = "STRING"
                case ("number"?, _), ("dimension"?, _), ("fontWeight"?, _): type = "FLOAT"
                case (let other, _): type = other.map { "\"\($0)\"" } ?? "untyped"
                }
                variables[id] = Variable(
                    id: id, name: token.path.joined(separator: "/"), collectionID: collection.id, resolvedType: type,
                    scopes: (extensions?["com.figma.scopes"]?.array ?? []).compactMap(\.string),
                    description: token.node["$description"]?.string ?? "", valuesByMode: [], line: token.line,
                    codeSyntax: extensions?["com.figma.codeSyntax"],
                    hiddenFromPublishing: extensions?["com.figma.hiddenFromPublishing"]?.value == .bool(true))
                variableOrder.append(id)
                collections[token.collection].variableIDs.append(id)
            }
            byPath[collection.name, default: [:]][key] = id
        }
        for token in tokens {
            let collection = collections[token.collection]
            let key = token.path.joined(separator: ".")
            guard let id = byPath[collection.name]?[key], let value = token.node["$value"] else { continue }
            let converted = Self.restValue(value, aliasData: token.node["$extensions"]?["com.figma.aliasData"], collection: collection.name,
                                           byPath: byPath, known: variables)
            variables[id]!.valuesByMode.append(JSONMember(key: token.modeID, line: token.line, value: converted))
        }
    }

    /// Every token under `node` (objects with `$value`), with its path and line.
    private static func walk(_ node: JSONNode, path: [String], _ visit: ([String], JSONNode, Int) -> Void) {
        for member in node.object ?? [] where !member.key.hasPrefix("$") {
            if member.value["$value"] != nil {
                visit(path + [member.key], member.value, member.line)
            } else if member.value.object != nil {
                walk(member.value, path: path + [member.key], visit)
            }
        }
    }

    /// A token value as the REST response writes it: `{r, g, b, a}` for an sRGB colour, a
    /// `VARIABLE_ALIAS` for a `{path}` alias (looked up in the token's collection first) or for a
    /// resolved alias whose `aliasData` target is in the export, the literal otherwise.
    private static func restValue(_ value: JSONNode, aliasData: JSONNode?, collection: String, byPath: [String: [String: String]],
                                  known: [String: Variable]) -> JSONNode {
        func alias(_ id: String) -> JSONNode {
            JSONNode(.object([JSONMember(key: "type", value: JSONNode(.string("VARIABLE_ALIAS"))), JSONMember(key: "id", value: JSONNode(.string(id)))]))
        }
        if let text = value.string, text.hasPrefix("{"), text.hasSuffix("}") {
            let path = String(text.dropFirst().dropLast())
            if let id = byPath[collection]?[path] ?? byPath.keys.sorted().lazy.compactMap({ byPath[$0]?[path] }).first {
                return alias(id)
            }
            return value
        }
        if let target = aliasData?["targetVariableId"]?.string, known[target] != nil { return alias(target) }
        if let targetName = aliasData?["targetVariableName"]?.string {
            let path = targetName.split(separator: "/").joined(separator: ".")
            let set = aliasData?["targetVariableSetName"]?.string
            if let id = (set.flatMap { byPath[$0]?[path] }) ?? byPath.keys.sorted().lazy.compactMap({ byPath[$0]?[path] }).first { return alias(id) }
        }
        if value["colorSpace"]?.string == "srgb", let components = value["components"]?.array?.compactMap(\.number), components.count == 3 {
            return JSONNode(.object([
                JSONMember(key: "r", value: JSONNode(.number(components[0]))),
                JSONMember(key: "g", value: JSONNode(.number(components[1]))),
                JSONMember(key: "b", value: JSONNode(.number(components[2]))),
                JSONMember(key: "a", value: JSONNode(.number(value["alpha"]?.number ?? 1))),
            ]))
        }
        if let dimension = value["value"]?.number, value["unit"]?.string == "px" { return JSONNode(.number(dimension)) }
        return value
    }
}
