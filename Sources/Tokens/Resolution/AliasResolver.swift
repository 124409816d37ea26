/// Resolves every token of one mode: follows aliases through chains (also inside composite
/// fields), checks each value against its `$type`, and records a problem for every broken alias,
/// every token in a cycle and every value of the wrong type.
///
/// A token that only fails because something it points to failed gets no problem of its own:
/// the cause is reported once, where it is.
final class AliasResolver {
    /// Longer alias chains are refused: real files stay under ten, and the limit keeps the
    /// recursion far from the stack's end even in debug builds.
    static let maximumChainLength = 256

    private let definitions: [String: TokenDefinition]
    private(set) var resolved: [String: ResolvedToken] = [:]
    private(set) var problems: [TokenProblem] = []
    private var failed = Set<String>()
    private var stack: [String] = []
    private var stackIndex: [String: Int] = [:]

    init(definitions: [String: TokenDefinition]) {
        self.definitions = definitions
    }

    /// Resolves every token, in path order so problems come out the same way every run.
    func resolveAll() {
        for path in definitions.keys.sorted() { _ = resolve(path) }
    }

    private func resolve(_ path: String) -> ResolvedToken? {
        if let done = resolved[path] { return done }
        if failed.contains(path) { return nil }
        if let start = stackIndex[path] {
            reportCycle(Array(stack[start...]))
            return nil
        }
        guard let definition = definitions[path] else { return nil }
        guard stack.count < Self.maximumChainLength else {
            failed.insert(path)
            problems.append(TokenProblem(.brokenAlias, path: path, file: definition.metadata.file, line: definition.metadata.line, message: "alias chain longer than \(Self.maximumChainLength) tokens reaches this token; point the aliases at their final token"))
            return nil
        }
        stackIndex[path] = stack.count
        stack.append(path)
        defer {
            stack.removeLast()
            stackIndex[path] = nil
        }
        do {
            let token = try evaluate(definition)
            guard !failed.contains(path) else { return nil }
            resolved[path] = token
            return token
        } catch {
            failed.insert(path)
            if !error.message.isEmpty {
                problems.append(TokenProblem(error.kind, path: path, file: definition.metadata.file, line: definition.metadata.line, message: error.message))
            }
            return nil
        }
    }

    private func evaluate(_ definition: TokenDefinition) throws(ValueError) -> ResolvedToken {
        if let alias = AliasReference(definition.value) {
            let target = try follow(alias, expected: definition.type)
            return ResolvedToken(path: definition.path, value: target.value, aliasOf: alias.target, metadata: definition.metadata)
        }
        guard let type = definition.type else {
            throw ValueError(kind: .missingType, message: "no $type on the token or an enclosing group; add \"$type\"")
        }
        let value = try ValueParser.parse(definition.value, as: type, metadata: definition.metadata) { node, expected throws(ValueError) in
            if let alias = AliasReference(node) { return try self.follow(alias, expected: expected).value }
            return try ValueParser.parse(node, as: expected, metadata: definition.metadata) { _, _ throws(ValueError) in
                throw .wrongType("composite values cannot nest")
            }
        }
        return ResolvedToken(path: definition.path, value: value, aliasOf: nil, metadata: definition.metadata)
    }

    /// The token an alias names, resolved, and checked against the type the alias must have.
    private func follow(_ alias: AliasReference, expected: TokenType?) throws(ValueError) -> ResolvedToken {
        guard definitions[alias.target] != nil else {
            throw ValueError(kind: .brokenAlias, message: "alias {\(alias.target)} points to no token; define it or fix the path")
        }
        guard let target = resolve(alias.target) else {
            throw ValueError(kind: .brokenAlias, message: "")
        }
        if let expected, target.type != expected {
            throw .wrongType("alias {\(alias.target)} is a \(target.type.rawValue) token, but a \(expected.rawValue) is needed here")
        }
        return target
    }

    /// One problem per token in the cycle, each message starting from that token.
    private func reportCycle(_ cycle: [String]) {
        for (offset, path) in cycle.enumerated() where !failed.contains(path) {
            let rotated = Array(cycle[offset...] + cycle[..<offset])
            let chain = (rotated + [path]).joined(separator: " → ")
            let metadata = definitions[path]!.metadata
            failed.insert(path)
            problems.append(TokenProblem(.circularAlias, path: path, file: metadata.file, line: metadata.line, message: "circular alias \(chain); give one of these tokens a value"))
        }
    }
}
