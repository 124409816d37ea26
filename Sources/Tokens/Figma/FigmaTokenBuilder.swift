/// The token for one Figma variable in one mode of its collection, or why it cannot be one.
///
/// The `$type` comes from the variable itself (its scopes and name, `FigmaValueConverter`),
/// also when its value is an alias. An alias becomes a `{path}` reference when its target is
/// written in every mode of its collection with the same type; otherwise (a target that gets no
/// token, or one of another type: a FONT_FAMILY string aliasing an unscoped string) the token
/// holds the value the alias resolves to, as Figma shows it, and names the target in
/// `$extensions["com.figma"].aliasOf`. Resolving follows Figma's rule for a consumer that sets
/// only this collection's mode: a target in this collection is read in the same mode, one in
/// another collection in that collection's default mode (and that choice holds for the rest of
/// the chain). Results are kept, so each variable and mode is built once.
final class FigmaTokenBuilder {
    private let figma: FigmaVariables
    private let paths: FigmaTokenPaths
    private var built: [String: Swift.Result<[JSONMember], FigmaTokenFailure>] = [:]
    private var building = Set<String>()

    init(_ figma: FigmaVariables, paths: FigmaTokenPaths) {
        self.figma = figma
        self.paths = paths
    }

    func token(for variable: FigmaVariables.Variable, modeID: String) -> Swift.Result<[JSONMember], FigmaTokenFailure> {
        let key = "\(variable.id)\u{0}\(modeID)"
        if let done = built[key] { return done }
        guard building.insert(key).inserted else { return .failure(FigmaTokenFailure("its aliases form a cycle")) }
        let result = make(variable, modeID: modeID)
        building.remove(key)
        built[key] = result
        return result
    }

    private func make(_ variable: FigmaVariables.Variable, modeID: String) -> Swift.Result<[JSONMember], FigmaTokenFailure> {
        if let reason = paths.failures[variable.id] { return .failure(FigmaTokenFailure(reason)) }
        guard let type = FigmaValueConverter.tokenType(of: variable) else {
            return .failure(FigmaTokenFailure("\(variable.resolvedType) variables have no design-token type"))
        }
        guard let value = variable.valuesByMode.first(where: { $0.key == modeID })?.value else {
            return .failure(FigmaTokenFailure("no value for this mode"))
        }
        guard value["type"]?.string == "VARIABLE_ALIAS" else {
            return FigmaValueConverter.literal(value, variable: variable).map { members(for: variable, type: type, value: $0, aliasOf: nil) }
        }
        guard let id = value["id"]?.string, let target = figma.variables[id] else {
            return .failure(FigmaTokenFailure("alias to \(value["id"]?.brief ?? "nothing"), a variable not in this file (a library variable?)"))
        }
        if let segments = paths.paths[id], FigmaValueConverter.tokenType(of: target) == type, isWrittenInEveryMode(target) {
            return .success(members(for: variable, type: type, value: JSONNode(.string("{\(segments.joined(separator: "."))}")), aliasOf: nil))
        }
        var modes = [variable.collectionID: modeID]
        guard let literal = resolvedLiteral(of: target, modes: &modes) else {
            return .failure(FigmaTokenFailure("alias to \(target.name), which resolves to no value (a missing mode value or a variable not in this file)"))
        }
        switch FigmaValueConverter.literal(literal, variable: variable) {
        case .success(let converted): return .success(members(for: variable, type: type, value: converted, aliasOf: target.name))
        case .failure(let failure): return .failure(FigmaTokenFailure("alias to \(target.name): \(failure.description)"))
        }
    }

    /// Whether `variable` gets a token in every mode of its collection, so that a reference to
    /// its path holds whichever mode the collection is in.
    private func isWrittenInEveryMode(_ variable: FigmaVariables.Variable) -> Bool {
        guard let collection = figma.collections.first(where: { $0.id == variable.collectionID }) else { return false }
        return collection.modes.allSatisfy { mode in
            if case .success = token(for: variable, modeID: mode.id) { return true }
            return false
        }
    }

    /// The literal `variable` has for a consumer in `modes` (collection ID → mode ID), following
    /// aliases; a collection the consumer has no mode for is read in its default mode.
    private func resolvedLiteral(of variable: FigmaVariables.Variable, modes: inout [String: String], depth: Int = 0) -> JSONNode? {
        guard depth < 64, let collection = figma.collections.first(where: { $0.id == variable.collectionID }) else { return nil }
        let modeID = modes[collection.id] ?? collection.defaultModeID
        modes[collection.id] = modeID
        guard let value = variable.valuesByMode.first(where: { $0.key == modeID })?.value else { return nil }
        guard value["type"]?.string == "VARIABLE_ALIAS" else { return value }
        guard let id = value["id"]?.string, let next = figma.variables[id] else { return nil }
        return resolvedLiteral(of: next, modes: &modes, depth: depth + 1)
    }

    private func members(for variable: FigmaVariables.Variable, type: TokenType, value tokenValue: JSONNode, aliasOf: String?) -> [JSONMember] {
        var members = [JSONMember(key: "$type", value: JSONNode(.string(type.rawValue))), JSONMember(key: "$value", value: tokenValue)]
        if !variable.description.isEmpty { members.append(JSONMember(key: "$description", value: JSONNode(.string(variable.description)))) }
        var figmaMembers = [JSONMember(key: "variableId", value: JSONNode(.string(variable.id)))]
        if !variable.scopes.isEmpty { figmaMembers.append(JSONMember(key: "scopes", value: JSONNode(.array(variable.scopes.map { JSONNode(.string($0)) })))) }
        if let codeSyntax = variable.codeSyntax, !(codeSyntax.object ?? []).isEmpty { figmaMembers.append(JSONMember(key: "codeSyntax", value: codeSyntax)) }
        if variable.hiddenFromPublishing { figmaMembers.append(JSONMember(key: "hiddenFromPublishing", value: JSONNode(.bool(true)))) }
        if let aliasOf { figmaMembers.append(JSONMember(key: "aliasOf", value: JSONNode(.string(aliasOf)))) }
        members.append(JSONMember(key: "$extensions", value: JSONNode(.object([JSONMember(key: "com.figma", value: JSONNode(.object(figmaMembers)))]))))
        return members
    }
}

struct FigmaTokenFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
