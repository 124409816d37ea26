/// The parts of Figma's `GET /v1/files/:key/variables/local` response the importer reads:
/// `meta.variableCollections` (with `modes` and `defaultModeId`) and `meta.variables` (with
/// `name` like `color/bg/canvas`, `resolvedType`, `scopes` and `valuesByMode`, whose values are
/// literals, `{r, g, b, a}` colours in 0…1, or `{"type": "VARIABLE_ALIAS", "id": …}`).
struct FigmaVariables {
    struct Collection {
        var id: String
        var name: String
        var modes: [(id: String, name: String)]
        var defaultModeID: String
        var variableIDs: [String]
        /// A library's collection the file uses, which the response carries beside local ones.
        var isRemote: Bool
    }

    struct Variable {
        var id: String
        var name: String
        var collectionID: String
        var resolvedType: String
        var scopes: [String]
        var description: String
        var valuesByMode: [JSONMember]
        var line: Int
        /// `codeSyntax` and `hiddenFromPublishing`, kept for `$extensions["com.figma"]`.
        var codeSyntax: JSONNode?
        var hiddenFromPublishing: Bool
        /// Deleted in Figma, listed in the response only because something still refers to it.
        var deletedButReferenced = false
    }

    var collections: [Collection] = []
    var variables: [String: Variable] = [:]
    /// Variable IDs in the order the response lists them.
    var variableOrder: [String] = []

    init(_ root: JSONNode, file: String) throws(FigmaImportError) {
        let meta = root["meta"] ?? root
        guard let collectionMembers = meta["variableCollections"]?.object, let variableMembers = meta["variables"]?.object else {
            throw .notVariablesJSON(file: file)
        }
        if let first = variableMembers.first?.value, first["valuesByMode"] == nil, first["subscribed_id"] != nil || first["updatedAt"] != nil {
            throw .publishedResponse(file: file)
        }
        for member in collectionMembers {
            let node = member.value
            let modes = (node["modes"]?.array ?? []).compactMap { mode -> (id: String, name: String)? in
                guard let id = mode["modeId"]?.string, let name = mode["name"]?.string else { return nil }
                return (id, name)
            }
            guard let name = node["name"]?.string, !modes.isEmpty else {
                throw .malformed(file: file, line: member.line, "collection \(member.key) needs a name and at least one mode")
            }
            collections.append(Collection(
                id: node["id"]?.string ?? member.key, name: name, modes: modes,
                defaultModeID: node["defaultModeId"]?.string ?? modes[0].id,
                variableIDs: (node["variableIds"]?.array ?? []).compactMap(\.string),
                isRemote: node["remote"]?.value == .bool(true)))
        }
        for member in variableMembers {
            let node = member.value
            guard let name = node["name"]?.string, let collectionID = node["variableCollectionId"]?.string,
                  let type = node["resolvedType"]?.string, let values = node["valuesByMode"]?.object else {
                throw .malformed(file: file, line: member.line, "variable \(member.key) needs name, variableCollectionId, resolvedType and valuesByMode")
            }
            let id = node["id"]?.string ?? member.key
            variables[id] = Variable(
                id: id, name: name, collectionID: collectionID, resolvedType: type,
                scopes: (node["scopes"]?.array ?? []).compactMap(\.string),
                description: node["description"]?.string ?? "", valuesByMode: values, line: member.line,
                codeSyntax: node["codeSyntax"], hiddenFromPublishing: node["hiddenFromPublishing"]?.value == .bool(true),
                deletedButReferenced: node["deletedButReferenced"]?.value == .bool(true))
            variableOrder.append(id)
        }
    }

    /// The collection's variables: in its `variableIds` order, then any others in response order.
    func variables(in collection: Collection) -> [Variable] {
        let listed = collection.variableIDs.compactMap { variables[$0] }.filter { $0.collectionID == collection.id }
        let listedIDs = Set(listed.map(\.id))
        let others = variableOrder.compactMap { variables[$0] }.filter { $0.collectionID == collection.id && !listedIDs.contains($0.id) }
        return listed + others
    }
}

/// A Figma variables file that cannot be imported.
public enum FigmaImportError: Error, Equatable, CustomStringConvertible {
    case notVariablesJSON(file: String)
    /// `GET /v1/files/:key/variables/published`: names and keys only, no values to import.
    case publishedResponse(file: String)
    case malformed(file: String, line: Int, String)
    /// A path that cannot be read or written, with what to do.
    case unreadable(file: String, String)

    public var description: String {
        switch self {
        case .notVariablesJSON(let file):
            return "\(file): not a Figma variables response; expected the JSON of GET /v1/files/:key/variables/local with meta.variableCollections and meta.variables"
        case .publishedResponse(let file):
            return "\(file): this is the published-variables response (GET /v1/files/:key/variables/published), which carries no values; import the JSON of GET /v1/files/:key/variables/local instead"
        case .malformed(let file, let line, let message):
            return "\(file):\(line): \(message)"
        case .unreadable(let file, let message):
            return "\(file): \(message)"
        }
    }
}
