/// Resolves every token of one mode: follows aliases (`{a.b}`) and JSON Pointers
/// (`{"$ref": "#/a/b/$value"}`) through chains, also inside composite fields and array
/// elements, checks each value against its `$type`, and records a problem for every broken
/// alias, every token in a cycle and every value of the wrong type.
///
/// A token that only fails because something it points to failed gets no problem of its own:
/// the cause is reported once, where it is, and `dependants` lists who was skipped because of it.
final class AliasResolver {
    /// Longer alias chains are refused: real files stay under ten, and the limit keeps the
    /// recursion far from the stack's end even in debug builds.
    static let maximumChainLength = 256

    private let definitions: [String: TokenDefinition]
    /// Tokens the readers left out, by path → the path of the problem that left them out.
    private let skipped: [String: String]
    private(set) var resolved: [String: ResolvedToken] = [:]
    private(set) var problems: [TokenProblem] = []
    /// Warnings by token: old spellings that 2025.10 writes differently.
    private(set) var warnings: [TokenProblem] = []
    /// Root-cause path → the tokens skipped because of it, in resolution order.
    private(set) var dependants: [String: [String]] = [:]
    /// Failed tokens → the path of the problem that explains them (themselves when reported).
    private var failed: [String: String] = [:]
    private var stack: [String] = []
    private var stackIndex: [String: Int] = [:]
    private var pointerDepth = 0

    init(definitions: [String: TokenDefinition], skipped: [String: String] = [:]) {
        self.definitions = definitions
        self.skipped = skipped
    }

    /// Resolves every token, in path order so problems come out the same way every run.
    func resolveAll() {
        for path in definitions.keys.sorted() { _ = resolve(path) }
    }

    private func resolve(_ path: String) -> ResolvedToken? {
        if let done = resolved[path] { return done }
        if failed[path] != nil { return nil }
        if let start = stackIndex[path] {
            reportCycle(Array(stack[start...]))
            return nil
        }
        guard let definition = definitions[path] else { return nil }
        guard stack.count < Self.maximumChainLength else {
            failed[path] = path
            problems.append(TokenProblem(.brokenAlias, path: path, file: definition.metadata.file, line: definition.metadata.line, message: "alias chain longer than \(Self.maximumChainLength) tokens reaches this token; point the aliases at their final token"))
            return nil
        }
        stackIndex[path] = stack.count
        stack.append(path)
        defer {
            stack.removeLast()
            stackIndex[path] = nil
        }
        var notes: [String] = []
        do {
            let token = try evaluate(definition) { notes.append($0) }
            guard failed[path] == nil else { return nil }
            resolved[path] = token
            for note in notes {
                warnings.append(TokenProblem(.legacySyntax, path: path, file: definition.metadata.file, line: definition.metadata.line, message: note))
            }
            return token
        } catch {
            if failed[path] != nil { return nil }
            if let root = error.rootCause {
                failed[path] = root
                dependants[root, default: []].append(path)
            } else {
                failed[path] = path
                problems.append(TokenProblem(error.kind, path: path, file: definition.metadata.file, line: definition.metadata.line, message: error.message))
            }
            return nil
        }
    }

    private func evaluate(_ definition: TokenDefinition, warn: @escaping (String) -> Void) throws(ValueError) -> ResolvedToken {
        if let alias = AliasReference(definition.value) {
            let target = try follow(alias, expected: definition.type)
            return ResolvedToken(path: definition.path, value: target.value, aliasOf: alias.target, metadata: definition.metadata)
        }
        let context = self.context(definition.metadata, warn)
        if let pointer = definition.value["$ref"]?.string, definition.value.object?.count == 1 {
            let (node, targetType) = try self.pointed(pointer)
            guard let type = definition.type ?? targetType else {
                throw ValueError(kind: .missingType, message: "JSON Pointer \(pointer) names a part of a token; add \"$type\" to say what it is")
            }
            return ResolvedToken(path: definition.path, value: try value(of: substitutingPointers(in: node), as: type, context: context), aliasOf: nil, metadata: definition.metadata)
        }
        guard let type = definition.type else {
            throw ValueError(kind: .missingType, message: "no $type on the token or an enclosing group; add \"$type\" (one of \(TokenType.supportedList))")
        }
        let value = try ValueParser.parse(substitutingPointers(in: definition.value), as: type, context: context)
        return ResolvedToken(path: definition.path, value: value, aliasOf: nil, metadata: definition.metadata)
    }

    /// The value with every `{"$ref": "#/…"}` object replaced by the JSON it points to, so a
    /// property-level reference works in any member (a unit, a hex, a component), § "Property-level references".
    private func substitutingPointers(in node: JSONNode) throws(ValueError) -> JSONNode {
        guard Self.containsPointer(node) else { return node }
        switch node.value {
        case .object(let members):
            if members.count == 1, members[0].key == "$ref", let pointer = members[0].value.string {
                return try substitutingPointers(in: pointed(pointer).0)
            }
            var replaced: [JSONMember] = []
            for member in members {
                replaced.append(JSONMember(key: member.key, line: member.line, value: try substitutingPointers(in: member.value)))
            }
            return JSONNode(.object(replaced), line: node.line)
        case .array(let items):
            var replaced: [JSONNode] = []
            for item in items { replaced.append(try substitutingPointers(in: item)) }
            return JSONNode(.array(replaced), line: node.line)
        default:
            return node
        }
    }

    /// Whether any object inside `node` has a `$ref` member: most values have none and are
    /// used as they are, without rebuilding them.
    private static func containsPointer(_ node: JSONNode) -> Bool {
        switch node.value {
        case .object(let members): return members.contains { $0.key == "$ref" || containsPointer($0.value) }
        case .array(let items): return items.contains(where: containsPointer)
        default: return false
        }
    }

    private func context(_ metadata: TokenMetadata, _ warn: @escaping (String) -> Void) -> ValueContext {
        ValueContext(metadata: metadata, resolve: { [unowned self] node, expected throws(ValueError) in
            try self.value(of: node, as: expected, context: self.context(metadata, warn))
        }, warn: warn)
    }

    /// A field or element: an alias, a JSON Pointer object, or a literal parsed as `expected`.
    private func value(of node: JSONNode, as expected: TokenType, context: ValueContext) throws(ValueError) -> TokenValue {
        if let alias = AliasReference(node) { return try follow(alias, expected: expected).value }
        if let pointer = node["$ref"]?.string, node.object?.count == 1 {
            let (target, _) = try pointed(pointer)
            return try value(of: target, as: expected, context: context)
        }
        return try ValueParser.parse(node, as: expected, context: context)
    }

    /// The JSON a pointer names, and the `$type` of the token when it names a whole `$value`.
    /// `#/a/b/$value/…` walks into token `a.b`'s value (through its alias when it is one);
    /// `#/a/b` names the token itself, like `{a.b}`.
    private func pointed(_ pointer: String) throws(ValueError) -> (JSONNode, TokenType?) {
        guard let segments = JSONPointer.segments(pointer), !segments.isEmpty else {
            throw .wrongType("JSON Pointer \"\(pointer)\" must start with \"#/\"")
        }
        pointerDepth += 1
        defer { pointerDepth -= 1 }
        guard pointerDepth < Self.maximumChainLength else {
            throw ValueError(kind: .circularAlias, message: "JSON Pointer \(pointer) leads back to itself; give one of the tokens on the way a value")
        }
        let split = segments.firstIndex(of: "$value") ?? segments.count
        let path = segments[..<split].joined(separator: ".")
        guard var definition = definitions[path] else {
            if let root = skipped[path] { throw .dependsOn(root) }
            throw ValueError(kind: .brokenAlias, message: "JSON Pointer \(pointer) names no token (looked for \(path)); fix the path")
        }
        var node = definition.value
        let rest = segments.dropFirst(split + 1)
        if rest.isEmpty { return (node, definition.type) }
        for segment in rest {
            var hops = 0
            while let alias = AliasReference(node), let next = definitions[alias.target], hops < Self.maximumChainLength {
                definition = next
                node = next.value
                hops += 1
            }
            guard let child = JSONPointer.step(node, segment) else {
                throw ValueError(kind: .brokenAlias, message: "JSON Pointer \(pointer): \(definition.path)'s $value has no \"\(segment)\"; fix the path")
            }
            node = child
        }
        return (node, nil)
    }

    /// The token an alias names, resolved, and checked against the type the alias must have.
    private func follow(_ alias: AliasReference, expected: TokenType?) throws(ValueError) -> ResolvedToken {
        guard definitions[alias.target] != nil else {
            if let root = skipped[alias.target] { throw .dependsOn(root) }
            let groupHint = definitions["\(alias.target).$root"] != nil ? "; the group's own token is {\(alias.target).$root}" : "; define it or fix the path"
            throw ValueError(kind: .brokenAlias, message: "alias {\(alias.target)} points to no token\(groupHint)")
        }
        guard let target = resolve(alias.target) else {
            throw .dependsOn(failed[alias.target] ?? alias.target)
        }
        if let expected, target.type != expected {
            throw .wrongType("alias {\(alias.target)} is a \(target.type.rawValue) token, but a \(expected.rawValue) is needed here")
        }
        return target
    }

    /// One problem per token in the cycle, each message starting from that token.
    private func reportCycle(_ cycle: [String]) {
        for (offset, path) in cycle.enumerated() where failed[path] == nil {
            let rotated = Array(cycle[offset...] + cycle[..<offset])
            let chain = (rotated + [path]).joined(separator: " → ")
            let metadata = definitions[path]!.metadata
            failed[path] = path
            problems.append(TokenProblem(.circularAlias, path: path, file: metadata.file, line: metadata.line, message: "circular alias \(chain); give one of these tokens a value"))
        }
    }
}
