import Foundation

extension TokenSet {
    /// Loads the modes described by a resolver document (`*.resolver.json`).
    public static func load(resolver url: URL) throws(TokenValidationError) -> TokenSet {
        let (document, problems) = ResolverDocument.read(url: url, name: url.lastPathComponent)
        if let tooMany = tooManyModes(document, file: url.lastPathComponent) {
            throw TokenValidationError(problems: problems + [tooMany])
        }
        return try build(document, problems: problems)
    }

    /// More modes than any design system has: every combination of contexts is a mode, so a
    /// small resolver with 20 two-context modifiers would otherwise ask for a million of them.
    public static let maximumModes = 256

    private static func tooManyModes(_ document: ResolverDocument, file: String) -> TokenProblem? {
        var count = 1
        for modifier in document.modifiers { count = min(count * max(1, modifier.contexts.count), Int(UInt32.max)) }
        guard count > maximumModes else { return nil }
        let modifiers = document.modifiers.count == 1 ? "1 modifier makes" : "\(document.modifiers.count) modifiers make"
        let shown = count == Int(UInt32.max) ? "over \(count)" : "\(count)"
        return TokenProblem(.invalidResolver, path: "", file: file, line: 0,
                            message: "\(modifiers) \(shown) modes, more than the \(maximumModes) a token set may have; split the set or drop modifiers")
    }

    /// Loads a folder: its `*.resolver.json` if it has exactly one, otherwise every
    /// `*.tokens.json` in it (sorted by path), modes taken from the file names.
    public static func load(directory: URL) throws(TokenValidationError) -> TokenSet {
        let files = (FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .map(\.standardizedFileURL)
            .sorted { $0.path < $1.path }
        let resolvers = files.filter { $0.lastPathComponent.hasSuffix(".resolver.json") }
        if resolvers.count == 1 { return try load(resolver: resolvers[0]) }
        let root = directory.standardizedFileURL.path + "/"
        let tokenFiles = files.filter { $0.lastPathComponent.hasSuffix(".tokens.json") }
        guard !tokenFiles.isEmpty else {
            throw TokenValidationError(problems: [TokenProblem(.invalidFile, path: "", file: directory.path, line: 0, message: "no *.resolver.json or *.tokens.json files in this folder")])
        }
        return try load(files: tokenFiles, names: tokenFiles.map { String($0.path.dropFirst(root.count)) })
    }

    /// Loads token files by naming convention: `NAME.MODE.tokens.json` belongs to mode `MODE`
    /// (modes in order of first appearance), any other file to every mode. Later files override
    /// earlier ones at the same path.
    public static func load(files: [URL]) throws(TokenValidationError) -> TokenSet {
        try load(files: files, names: files.map(\.lastPathComponent))
    }

    /// Loads whatever the command line names: one folder, one resolver document, or token files.
    public static func load(paths: [URL]) throws(TokenValidationError) -> TokenSet {
        if paths.count == 1 {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: paths[0].path, isDirectory: &isDirectory), isDirectory.boolValue {
                return try load(directory: paths[0])
            }
            if paths[0].lastPathComponent.hasSuffix(".resolver.json") { return try load(resolver: paths[0]) }
        }
        return try load(files: paths)
    }

    private static func load(files: [URL], names: [String]) throws(TokenValidationError) -> TokenSet {
        var shared: [ResolverDocument.Source] = []
        var byMode: [(name: String, sources: [ResolverDocument.Source])] = []
        for (url, name) in zip(files, names) {
            let parts = url.lastPathComponent.split(separator: ".")
            let source = ResolverDocument.Source.file(url, name: name)
            if parts.count >= 4, parts.suffix(2) == ["tokens", "json"] {
                let mode = String(parts[parts.count - 3])
                if let index = byMode.firstIndex(where: { $0.name == mode }) {
                    byMode[index].sources.append(source)
                } else {
                    byMode.append((mode, [source]))
                }
            } else {
                shared.append(source)
            }
        }
        var document = ResolverDocument(layers: [.set(name: "shared files", sources: shared)])
        if !byMode.isEmpty {
            let defaultContext = byMode.contains(where: { $0.name == "light" }) ? "light" : byMode[0].name
            document.layers.append(.modifier(.init(name: "mode", contexts: byMode, defaultContext: defaultContext)))
        }
        return try build(document, problems: [])
    }

    /// Reads every source once, merges each mode's layers, applies `$extends`, resolves, and
    /// checks contrast declarations; throws every problem found, or returns the set.
    private static func build(_ document: ResolverDocument, problems initial: [TokenProblem]) throws(TokenValidationError) -> TokenSet {
        var problems = initial
        var readFiles: [String: TokenFileReader.Result] = [:]
        func read(_ source: ResolverDocument.Source) -> TokenFileReader.Result {
            let key: String, result: TokenFileReader.Result
            switch source {
            case .file(let url, let name):
                key = url.path
                if let cached = readFiles[key] { return cached }
                result = TokenFileReader.read(url: url, name: name)
            case .inline(let node, let name):
                key = "\(name)#\(node.line)"
                if let cached = readFiles[key] { return cached }
                result = TokenFileReader.read(json: node, file: name)
            }
            readFiles[key] = result
            problems += result.problems
            return result
        }

        let modifiers = document.modifiers
        var choices: [[String: String]] = [[:]]
        for modifier in modifiers {
            choices = choices.flatMap { partial in modifier.contexts.map { partial.merging([modifier.name: $0.name]) { $1 } } }
        }
        var modes: [(name: String, contexts: [String: String], tokens: ResolvedTokens)] = []
        var allPairs = Set<ContrastPair>()
        var definedIn: [String: [String: TokenMetadata]] = [:]
        var warnings: [TokenProblem] = []
        var dependants: [String: Set<String>] = [:]
        for choice in choices {
            let name = modifiers.isEmpty ? "default" : modifiers.map { choice[$0.name]! }.joined(separator: "-")
            var merged: [String: TokenDefinition] = [:]
            var skipped: [String: String] = [:]
            var extensions: [GroupExtension.Declaration] = []
            var origins: [String: Origin] = [:]
            for layer in document.layers {
                let sources: [ResolverDocument.Source]
                let origin: (layer: String, isModifier: Bool)
                switch layer {
                case .set(let setName, let setSources):
                    sources = setSources
                    origin = ("set \"\(setName)\"", false)
                case .modifier(let modifier):
                    let context = choice[modifier.name] ?? modifier.defaultContext
                    sources = modifier.contexts.first(where: { $0.name == context })?.sources ?? []
                    origin = ("context \"\(context)\" of modifier \"\(modifier.name)\"", true)
                }
                var figmaModes: [String: String] = [:]   // mode → the file of this layer that has it
                for source in sources {
                    let result = read(source)
                    if let mode = result.figmaMode, case .file(_, let name) = source {
                        if let other = figmaModes.first(where: { $0.key != mode }) {
                            problems.append(TokenProblem(.invalidFile, path: "", file: name, line: 0, message:
                                "a file of Figma's DTCG export for mode \"\(mode)\", loaded in one layer with \(other.value) (mode \"\(other.key)\"): one would silently replace the other's tokens; convert the export with 'pixelproof tokens import-figma FOLDER --output DIR', which makes its modes a modifier"))
                        }
                        figmaModes[mode] = figmaModes[mode] ?? name
                    }
                    for definition in result.definitions {
                        let here = Origin(layer: origin.layer, isModifier: origin.isModifier, definition: definition)
                        if let earlier = origins[definition.path], let warning = overrideWarning(earlier, by: here) { warnings.append(warning) }
                        origins[definition.path] = here
                        merged[definition.path] = definition
                        skipped[definition.path] = nil
                    }
                    for (path, root) in result.skipped {
                        merged[path] = nil
                        skipped[path] = root
                        if root != path { dependants[root, default: []].insert(path) }
                    }
                    extensions += result.extensions
                }
            }
            problems += tokenGroupConflicts(in: merged)
            let extended = GroupExtension.apply(extensions, to: merged)
            merged = extended.definitions
            problems += extended.problems
            for (path, definition) in merged { definedIn[path, default: [:]][name] = definition.metadata }
            for path in skipped.keys where definedIn[path]?[name] == nil {
                definedIn[path, default: [:]][name] = TokenMetadata(file: "", line: 0)
            }
            let resolver = AliasResolver(definitions: merged, skipped: skipped)
            resolver.resolveAll()
            problems += resolver.problems
            warnings += resolver.warnings
            for (root, paths) in resolver.dependants { dependants[root, default: []].formUnion(paths) }
            let declared = ContrastPair.declared(in: resolver.resolved)
            problems += declared.problems
            allPairs.formUnion(declared.pairs)
            modes.append((name, choice, ResolvedTokens(mode: name, tokens: resolver.resolved)))
        }
        let setModifiers = modifiers.map { TokenModifier(name: $0.name, contexts: $0.contexts.map(\.name), defaultContext: $0.defaultContext) }
        let set = TokenSet(modifiers: setModifiers, modes: modes, contrastPairs: allPairs.sorted(), warnings: warnings,
                           modeGaps: missingInModes(definedIn, modes: modes.map(\.name)))
        guard problems.isEmpty else {
            throw TokenValidationError(problems: naming(dependants, in: problems), warnings: warnings, partial: set)
        }
        return set
    }

    /// Where a token was defined while a mode's layers are merged.
    private struct Origin {
        var layer: String
        var isModifier: Bool
        var definition: TokenDefinition
    }

    /// The warning for a token defined again by a later source, or `nil` where replacing it is
    /// what the layering means. The resolver module lets the later definition win everywhere
    /// (Resolver 2025.10 § "Sets" and § "Resolution order"); a modifier's context replacing a
    /// set's token is what modifiers are for, and so is a later file of the same set replacing an
    /// earlier one's token of the same type. Named instead: one set replacing another set's token
    /// (two collections claiming one path), one modifier replacing another's (the spec leaves
    /// their precedence open), and any replacement that changes the token's type.
    private static func overrideWarning(_ earlier: Origin, by later: Origin) -> TokenProblem? {
        let before = earlier.definition, after = later.definition
        let typeChange: String? = before.type != after.type && before.type != nil && after.type != nil
            ? "changing its type from \(before.type!.rawValue) to \(after.type!.rawValue)" : nil
        let kind: String
        if earlier.layer == later.layer {
            guard let typeChange else { return nil }
            kind = "a later source of the same \(later.layer) replaces it, \(typeChange)"
        } else if later.isModifier && !earlier.isModifier {
            guard let typeChange else { return nil }
            kind = "\(later.layer) replaces it, \(typeChange)"
        } else {
            kind = "\(later.layer) replaces the definition of \(earlier.layer)" + (typeChange.map { ", \($0)" } ?? "")
        }
        let place = before.metadata.line > 0 ? "\(before.metadata.file):\(before.metadata.line)" : before.metadata.file
        return TokenProblem(.overridden, path: after.path, file: after.metadata.file, line: after.metadata.line,
                            message: "defined again: \(kind) (\(place)); the later one wins by the resolver's order; rename one if both are meant")
    }

    /// A token that another source's tokens sit inside (`a.b` a token here, `a.b.c` there): the
    /// merged sources would make `a.b` a token and a group at once, which Format 2025.10
    /// § "Groups" forbids. One problem per such token, naming the first token inside it.
    private static func tokenGroupConflicts(in merged: [String: TokenDefinition]) -> [TokenProblem] {
        var inside: [String: String] = [:]
        for path in merged.keys {
            var prefix = Substring(path)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                if merged[String(prefix)] != nil {
                    let parent = String(prefix)
                    if inside[parent].map({ path < $0 }) ?? true { inside[parent] = path }
                }
            }
        }
        return inside.keys.sorted().map { parent in
            let token = merged[parent]!, child = merged[inside[parent]!]!
            let place = child.metadata.line > 0 ? "\(child.metadata.file):\(child.metadata.line)" : child.metadata.file
            return TokenProblem(.tokenGroupConflict, path: parent, file: token.metadata.file, line: token.metadata.line,
                                message: "is a token here, but \(place) defines \(child.path) inside it, which makes it a group too; a token cannot also be a group (Format 2025.10 § \"Groups\"): rename one of them")
        }
    }

    /// Each root cause's problem, followed by the tokens skipped because of it, so that one
    /// cause is one line and its dependants get no false line of their own.
    private static func naming(_ dependants: [String: Set<String>], in problems: [TokenProblem]) -> [TokenProblem] {
        problems.map { problem in
            guard let paths = dependants[problem.path]?.subtracting([problem.path]), !paths.isEmpty else { return problem }
            let sorted = paths.sorted()
            let shown = sorted.prefix(5).joined(separator: ", ") + (sorted.count > 5 ? " and \(sorted.count - 5) more" : "")
            var amended = problem
            amended.message += " (skipped because of this: \(sorted.count == 1 ? "1 token" : "\(sorted.count) tokens"), \(shown))"
            return amended
        }
    }

    /// A token some modes define and others do not, reported where the first mode defines it.
    private static func missingInModes(_ definedIn: [String: [String: TokenMetadata]], modes: [String]) -> [TokenProblem] {
        var problems: [TokenProblem] = []
        for (path, byMode) in definedIn where byMode.count < modes.count {
            let present = modes.filter { byMode[$0] != nil }
            guard let metadata = present.lazy.compactMap({ byMode[$0] }).first(where: { !$0.file.isEmpty }) else { continue }
            for mode in modes where byMode[mode] == nil {
                problems.append(TokenProblem(.missingInMode, path: path, file: metadata.file, line: metadata.line, message: "defined in mode \"\(present[0])\" but missing in mode \"\(mode)\"; add it to the files of mode \"\(mode)\""))
            }
        }
        return problems
    }
}
