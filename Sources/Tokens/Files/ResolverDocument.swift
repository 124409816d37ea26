import Foundation

/// A resolver document (`*.resolver.json`, Design Tokens Resolver Module 2025.10): named `sets`
/// of token sources, `modifiers` whose `contexts` (e.g. `light`, `dark`) each add sources, a
/// `default` context, and the `resolutionOrder` in which sets and modifiers are layered (later
/// sources override earlier ones at the same path).
///
/// ```json
/// { "version": "2025.10",
///   "sets": { "base": { "sources": [{ "$ref": "primitives.tokens.json" }] } },
///   "modifiers": { "theme": { "default": "light",
///       "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] } } },
///   "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
/// ```
struct ResolverDocument {
    /// Where tokens come from: a file (named as the document wrote it) or an inline token object.
    enum Source {
        case file(URL, name: String)
        case inline(JSONNode, name: String)
    }

    struct Modifier {
        var name: String
        var contexts: [(name: String, sources: [Source])]
        var defaultContext: String
    }

    enum Layer {
        /// A set and its name (`base`; `shared files` for sets made from file names).
        case set(name: String, sources: [Source])
        case modifier(Modifier)
    }

    var layers: [Layer] = []

    var modifiers: [Modifier] {
        layers.compactMap { if case .modifier(let modifier) = $0 { return modifier } else { return nil } }
    }

    /// Reads the document at `url`; `name` is how messages refer to it.
    static func read(url: URL, name: String) -> (ResolverDocument, [TokenProblem]) {
        var reader = Reader(directory: url.deletingLastPathComponent(), name: name)
        do {
            try JSONParser.checkSize(ofFileAt: url, file: name)
        } catch {
            reader.problem(line: error.line, "invalid JSON: \(error.message)")
            return (ResolverDocument(), reader.problems)
        }
        guard let data = try? Data(contentsOf: url) else {
            reader.problem(line: 0, "cannot read the resolver file (\(url.path)); check that it exists")
            return (ResolverDocument(), reader.problems)
        }
        do {
            let root = try JSONParser.parse([UInt8](data), file: name)
            return (reader.read(root), reader.problems)
        } catch let error as JSONSyntaxError {
            reader.problem(line: error.line, "invalid JSON: \(error.message)")
        } catch {
            reader.problem(line: 0, "\(error)")
        }
        return (ResolverDocument(), reader.problems)
    }

    private struct Reader {
        let directory: URL
        let name: String
        var problems: [TokenProblem] = []

        mutating func problem(line: Int, _ message: String) {
            problems.append(TokenProblem(.invalidResolver, path: "", file: name, line: line, message: message))
        }

        mutating func read(_ root: JSONNode) -> ResolverDocument {
            guard root.object != nil else {
                problem(line: root.line, "a resolver document must be a JSON object with sets, modifiers and resolutionOrder")
                return ResolverDocument()
            }
            if let version = root["version"], version.string != "2025.10" {
                problem(line: version.line, "version \(version.brief) is not supported; use \"2025.10\"")
            }
            var sets: [(String, [Source])] = []
            for member in root["sets"]?.object ?? [] {
                sets.append((member.key, sources(member.value["sources"], owner: "set \"\(member.key)\"", line: member.line)))
            }
            var modifiers: [Modifier] = []
            for member in root["modifiers"]?.object ?? [] {
                if let modifier = readModifier(member) { modifiers.append(modifier) }
            }
            guard let order = root["resolutionOrder"] else {
                return ResolverDocument(layers: sets.map { .set(name: $0.0, sources: $0.1) } + modifiers.map { .modifier($0) })
            }
            var document = ResolverDocument()
            for entry in order.array ?? [] {
                guard let reference = entry["$ref"]?.string else {
                    problem(line: entry.line, "resolutionOrder entries must be {\"$ref\": \"#/sets/NAME\"} or {\"$ref\": \"#/modifiers/NAME\"}")
                    continue
                }
                if reference.hasPrefix("#/sets/"), let set = sets.first(where: { $0.0 == reference.dropFirst(7) }) {
                    document.layers.append(.set(name: set.0, sources: set.1))
                } else if reference.hasPrefix("#/modifiers/"), let modifier = modifiers.first(where: { $0.name == reference.dropFirst(12) }) {
                    document.layers.append(.modifier(modifier))
                } else {
                    let known = sets.map { "#/sets/\($0.0)" } + modifiers.map { "#/modifiers/\($0.name)" }
                    problem(line: entry.line, "resolutionOrder refers to \(reference), which is not defined; defined are: \(known.isEmpty ? "(none)" : known.joined(separator: ", "))")
                }
            }
            return document
        }

        mutating func readModifier(_ member: JSONMember) -> Modifier? {
            var contexts: [(name: String, sources: [Source])] = []
            for context in member.value["contexts"]?.object ?? [] {
                contexts.append((context.key, sources(context.value, owner: "context \"\(context.key)\" of modifier \"\(member.key)\"", line: context.line)))
            }
            guard !contexts.isEmpty else {
                problem(line: member.line, "modifier \"\(member.key)\" has no contexts; add \"contexts\": {\"light\": [...], \"dark\": [...]}")
                return nil
            }
            let names = contexts.map(\.name)
            var defaultContext = names[0]
            if let given = member.value["default"] {
                if let text = given.string, names.contains(text) {
                    defaultContext = text
                } else {
                    problem(line: given.line, "invalid context \(given.brief) for modifier \"\(member.key)\"; contexts are: \(names.joined(separator: ", "))")
                }
            }
            return Modifier(name: member.key, contexts: contexts, defaultContext: defaultContext)
        }

        mutating func sources(_ node: JSONNode?, owner: String, line: Int) -> [Source] {
            guard let items = node?.array else {
                problem(line: node?.line ?? line, "\(owner) needs an array of sources ({\"$ref\": \"file.tokens.json\"} or inline tokens)")
                return []
            }
            return items.compactMap { item in
                guard item.object != nil else {
                    problem(line: item.line, "a source of \(owner) must be an object, found \(item.brief)")
                    return nil
                }
                guard let reference = item["$ref"] else { return .inline(item, name: name) }
                guard let path = reference.string, !path.hasPrefix("#") else {
                    problem(line: item.line, "source \(reference.brief) of \(owner) must name a token file")
                    return nil
                }
                return .file(URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL, name: path)
            }
        }
    }
}
