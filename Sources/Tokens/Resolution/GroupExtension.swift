/// Applies `$extends` (Format 2025.10 § "Extending groups"): a group inherits every token of
/// the group it names, at the same relative paths; a token the extending group defines itself
/// wins over the inherited one (a complete replacement, not a merge of properties), and an
/// untyped local token takes the `$type` of the token it replaces. A group may extend a group
/// that extends another; the inner extension is applied first. Circular chains, targets that
/// are missing and targets that are tokens are errors, reported once on each extending group.
///
/// ```json
/// { "button": { "$type": "color", "bg": { "$value": "#0066cc" }, "text": { "$value": "#ffffff" } },
///   "button-primary": { "$extends": "{button}", "bg": { "$value": "#cc0066" } } }
/// ```
/// gives `button-primary.bg` (its own) and `button-primary.text` (inherited).
struct GroupExtension {
    struct Declaration: Equatable {
        var group: String
        var target: String
        var file: String
        var line: Int
        /// Written as JSON Schema's `$ref` rather than `$extends`: `{"$ref": "#/a/b"}` alone names
        /// a token as well as a group (Format § "JSON Pointer syntax"), so on a token it makes an alias.
        var isPointer = false
    }

    /// The group path `$extends` names: `"{a.b}"`, `"#/a/b"` or `{"$ref": "#/a/b"}`.
    static func target(of node: JSONNode) -> String? {
        if let alias = AliasReference(node) { return alias.target }
        if let pointer = node.string ?? node["$ref"]?.string, let segments = JSONPointer.segments(pointer), !segments.isEmpty {
            return segments.joined(separator: ".")
        }
        return nil
    }

    private var definitions: [String: TokenDefinition]
    private let declarations: [String: Declaration]
    private var done = Set<String>()
    private var visiting: [String] = []
    private(set) var problems: [TokenProblem] = []

    /// `definitions` merged from every file of one mode, with every extension found in them.
    static func apply(_ declarations: [Declaration], to definitions: [String: TokenDefinition]) -> (definitions: [String: TokenDefinition], problems: [TokenProblem]) {
        guard !declarations.isEmpty else { return (definitions, []) }
        var byGroup: [String: Declaration] = [:]
        for declaration in declarations { byGroup[declaration.group] = declaration }
        var expansion = GroupExtension(definitions: definitions, declarations: byGroup)
        for group in byGroup.keys.sorted() { expansion.expand(group) }
        return (expansion.definitions, expansion.problems)
    }

    private init(definitions: [String: TokenDefinition], declarations: [String: Declaration]) {
        self.definitions = definitions
        self.declarations = declarations
    }

    private mutating func expand(_ group: String) {
        guard !done.contains(group), let declaration = declarations[group] else { return }
        if let start = visiting.firstIndex(of: group) {
            let cycle = Array(visiting[start...])
            for (offset, member) in cycle.enumerated() {
                let chain = (cycle[offset...] + cycle[..<offset] + [member]).joined(separator: " → ")
                report(declarations[member]!, "circular $extends \(chain); remove one of these $extends")
                done.insert(member)
            }
            return
        }
        visiting.append(group)
        defer { visiting.removeLast() }
        // Extensions inside the target (or of the target itself) first, so they are inherited too.
        for other in declarations.keys.sorted() where other == declaration.target || other.hasPrefix(declaration.target + ".") {
            expand(other)
        }
        guard !done.contains(group) else { return }
        done.insert(group)
        if let token = definitions[declaration.target] {
            let hasOwnTokens = definitions.keys.contains { $0.hasPrefix(group + ".") }
            if declaration.isPointer && !hasOwnTokens && definitions[group] == nil {
                definitions[group] = TokenDefinition(path: group, type: token.type, value: JSONNode(.string("{\(declaration.target)}"), line: declaration.line),
                                                     metadata: TokenMetadata(file: declaration.file, line: declaration.line))
                return
            }
            report(declaration, "$extends names {\(declaration.target)}, which is a token; $extends must name a group")
            return
        }
        let prefix = declaration.target + "."
        let inherited = definitions.values.filter { $0.path.hasPrefix(prefix) }.sorted { $0.path < $1.path }
        guard !inherited.isEmpty else {
            report(declaration, "$extends names {\(declaration.target)}, which is no group with tokens; fix the path")
            return
        }
        for token in inherited {
            let path = group + "." + token.path.dropFirst(prefix.count)
            if var local = definitions[path] {
                if local.type == nil { local.type = token.type }
                definitions[path] = local
            } else {
                var copy = token
                copy.path = path
                definitions[path] = copy
            }
        }
    }

    private mutating func report(_ declaration: Declaration, _ message: String) {
        problems.append(TokenProblem(.invalidFile, path: declaration.group, file: declaration.file, line: declaration.line, message: message))
    }
}
