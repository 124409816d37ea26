import Foundation
import Raster

/// Turns Figma variables (`GET /v1/files/:key/variables/local`) into design-token files.
///
/// Each collection becomes one file per mode: `primitives.tokens.json` for a one-mode
/// collection, `semantic.light.tokens.json` and `semantic.dark.tokens.json` for a collection
/// with modes Light and Dark. A `figma.resolver.json` ties them together: one-mode collections
/// as sets, multi-mode collections as modifiers whose contexts are the modes. Variable names
/// become paths (`color/bg/canvas` → `color.bg.canvas`), aliases become `{path}` references,
/// also across collections, colours become `srgb` objects. Figma's variable ID is kept in
/// `$extensions["com.figma"]`. Figma's own DTCG export (one file per collection and mode) is
/// read back into the same variables first (`importDTCGExport`), so both import alike.
///
/// ```swift
/// let result = try FigmaImporter.convert(json: root, file: "variables.json")
/// for file in result.files { print(file.name) }
/// ```
public enum FigmaImporter {
    /// The files to write (name → contents, in a stable order) and what was skipped and why.
    public struct Result: Sendable {
        public var files: [(name: String, contents: String)]
        public var warnings: [String]
    }

    public static let resolverName = "figma.resolver.json"

    /// Reads the Figma JSON at `input` and writes the token files into `directory`.
    public static func importFile(at input: URL, into directory: URL) throws -> Result {
        guard let data = FileManager.default.contents(atPath: input.path) else {
            throw FigmaImportError.unreadable(file: input.path, "cannot read it; check that the file exists and is readable")
        }
        return try write(try convert(json: try JSONParser.parse([UInt8](data), file: input.lastPathComponent), file: input.lastPathComponent), into: directory)
    }

    public static func convert(json root: JSONNode, file: String) throws(FigmaImportError) -> Result {
        if FigmaVariables.exportModeName(of: root) != nil {
            return try convert(try FigmaVariables(dtcgExport: [.init(name: file, folder: "figma", root: root)]))
        }
        return try convert(try FigmaVariables(root, file: file))
    }

    /// Reads Figma's own DTCG export (`FigmaVariables(dtcgExport:)`): the `*.json` files in
    /// `inputs` (folders are searched, sorted by path; a collection is the folder its files are
    /// in unless the file names it) and writes the token files into `directory`.
    public static func importDTCGExport(at inputs: [URL], into directory: URL) throws -> Result {
        var files: [FigmaVariables.ExportFile] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory) else {
                throw FigmaImportError.unreadable(file: input.path, "cannot read it; check that the file exists and is readable")
            }
            let urls: [URL]
            if isDirectory.boolValue {
                urls = ((FileManager.default.enumerator(at: input, includingPropertiesForKeys: nil)?.allObjects as? [URL]) ?? [])
                    .map(\.standardizedFileURL).filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
                guard !urls.isEmpty else { throw FigmaImportError.unreadable(file: input.path, "no *.json files in this folder") }
            } else {
                urls = [input]
            }
            for url in urls {
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    throw FigmaImportError.unreadable(file: url.path, "cannot read it; check that the file exists and is readable")
                }
                let name = isDirectory.boolValue ? String(url.path.dropFirst(input.standardizedFileURL.path.count + 1)) : url.lastPathComponent
                let folder = url.deletingLastPathComponent().lastPathComponent
                files.append(.init(name: name, folder: folder, root: try JSONParser.parse([UInt8](data), file: name)))
            }
        }
        return try write(try convert(try FigmaVariables(dtcgExport: files)), into: directory)
    }

    private static func write(_ result: Result, into directory: URL) throws -> Result {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw FigmaImportError.unreadable(file: directory.path, "--output names a file; give a folder to write the token files into")
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FigmaImportError.unreadable(file: directory.path, "cannot create the output folder; check the path and its permissions")
        }
        for file in result.files {
            try AtomicFile.write(Array(file.contents.utf8), to: directory.appendingPathComponent(file.name))
        }
        return result
    }

    static func convert(_ figma: FigmaVariables) throws(FigmaImportError) -> Result {
        var warnings: [String] = []
        var paths: [String: [String]] = [:]
        for id in figma.variableOrder {
            let variable = figma.variables[id]!
            paths[id] = tokenPath(figmaName: variable.name)
        }
        var files: [(name: String, contents: String)] = []
        var sets: [JSONMember] = []
        var modifiers: [JSONMember] = []
        var order: [JSONMember] = []
        var usedSlugs = Set<String>()
        for collection in figma.collections {
            let slug = uniqueSlug(for: collection, used: &usedSlugs)
            var contexts: [JSONMember] = []
            var usedModes = Set<String>()
            for mode in collection.modes {
                var modeSlug = slugify(mode.name)
                var counter = 2
                while usedModes.contains(modeSlug) { modeSlug = "\(slugify(mode.name))-\(counter)"; counter += 1 }
                usedModes.insert(modeSlug)
                var tree = TokenTree()
                for variable in figma.variables(in: collection) {
                    guard let segments = paths[variable.id], !segments.isEmpty else { continue }
                    let place = "\(collection.name)/\(mode.name): \(variable.name)"
                    guard let value = variable.valuesByMode.first(where: { $0.key == mode.id })?.value else {
                        warnings.append("\(place): no value for this mode; skipped")
                        continue
                    }
                    switch token(for: variable, value: value, modeID: mode.id, figma: figma, paths: paths) {
                    case .success(let token):
                        if !tree.insert(token, at: segments) { warnings.append("\(place): path \(segments.joined(separator: ".")) is already used; skipped") }
                    case .failure(let reason):
                        warnings.append("\(place): \(reason); skipped")
                    }
                }
                let name = collection.modes.count == 1 ? "\(slug).tokens.json" : "\(slug).\(modeSlug).tokens.json"
                files.append((name, JSONWriter.write(JSONNode(.object(tree.members)))))
                contexts.append(JSONMember(key: modeSlug, value: JSONNode(.array([reference(name)]))))
            }
            if collection.modes.count == 1 {
                sets.append(JSONMember(key: slug, value: JSONNode(.object([JSONMember(key: "sources", value: contexts[0].value)]))))
                order.append(JSONMember(key: "$ref", value: JSONNode(.string("#/sets/\(slug)"))))
            } else {
                let defaultIndex = collection.modes.firstIndex(where: { $0.id == collection.defaultModeID }) ?? 0
                modifiers.append(JSONMember(key: slug, value: JSONNode(.object([
                    JSONMember(key: "contexts", value: JSONNode(.object(contexts))),
                    JSONMember(key: "default", value: JSONNode(.string(contexts[defaultIndex].key))),
                ]))))
            }
        }
        let modifierRefs = modifiers.map { JSONNode(.object([JSONMember(key: "$ref", value: JSONNode(.string("#/modifiers/\($0.key)")))])) }
        let resolver = JSONNode(.object([
            JSONMember(key: "name", value: JSONNode(.string("Imported from Figma variables"))),
            JSONMember(key: "version", value: JSONNode(.string("2025.10"))),
            JSONMember(key: "sets", value: JSONNode(.object(sets))),
            JSONMember(key: "modifiers", value: JSONNode(.object(modifiers))),
            JSONMember(key: "resolutionOrder", value: JSONNode(.array(order.map { JSONNode(.object([$0])) } + modifierRefs))),
        ]))
        files.append((resolverName, JSONWriter.write(resolver)))
        return Result(files: files, warnings: warnings)
    }

    /// `color/bg/canvas` → `["color", "bg", "canvas"]`; characters a token name may not hold
    /// (`.`, `{`, `}`, a leading `$`) become `-`, empty segments are dropped.
    static func tokenPath(figmaName: String) -> [String] {
        figmaName.split(separator: "/").map { segment in
            var name = String(segment.map { "{}.".contains($0) ? "-" : $0 }).trimmingCharacters(in: .whitespaces)
            if name.hasPrefix("$") { name = "-" + name.dropFirst() }
            return name
        }.filter { !$0.isEmpty }
    }

    private static func reference(_ file: String) -> JSONNode {
        JSONNode(.object([JSONMember(key: "$ref", value: JSONNode(.string(file)))]))
    }

    /// The collection's file-name stem, distinct from every other collection's: a library's copy
    /// (`remote`) is `NAME-remote`, and a name already taken gets `-2`, `-3`, … so that two
    /// collections never write the same file.
    static func uniqueSlug(for collection: FigmaVariables.Collection, used: inout Set<String>) -> String {
        let base = slugify(collection.name) + (collection.isRemote ? "-remote" : "")
        var slug = base
        var counter = 2
        while used.contains(slug) {
            slug = "\(base)-\(counter)"
            counter += 1
        }
        used.insert(slug)
        return slug
    }

    /// `Light Mode` → `light-mode`: lower case, runs of other characters as one `-`.
    static func slugify(_ name: String) -> String {
        let words = name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return words.isEmpty ? "collection" : words.joined(separator: "-")
    }

    /// The token for one variable in one mode, or why it cannot be one. The `$type` comes from
    /// the variable itself (its scopes and name), also when its value is an alias; an alias to a
    /// variable that gets no token is a skip, never a reference to nothing.
    private static func token(for variable: FigmaVariables.Variable, value: JSONNode, modeID: String, figma: FigmaVariables, paths: [String: [String]]) -> Swift.Result<[JSONMember], FigmaTokenFailure> {
        guard let type = FigmaValueConverter.tokenType(of: variable) else {
            return .failure(FigmaTokenFailure("\(variable.resolvedType) variables have no design-token type"))
        }
        var tokenValue: JSONNode
        if value["type"]?.string == "VARIABLE_ALIAS" {
            guard let id = value["id"]?.string, let aliased = figma.variables[id], let segments = paths[id], !segments.isEmpty else {
                return .failure(FigmaTokenFailure("alias to \(value["id"]?.brief ?? "nothing"), a variable not in this file (a library variable?)"))
            }
            if FigmaValueConverter.tokenType(of: aliased) != type {
                // The target gets no token of this type (a STRING without the FONT_FAMILY scope
                // behind a font-family alias, a number behind a length): write the value it
                // resolves to, as Figma shows it, and name the alias in $extensions.
                guard let literal = resolvedLiteral(of: aliased, modeID: modeID, figma: figma) else {
                    return .failure(FigmaTokenFailure("alias to \(aliased.name), which has no value for this mode"))
                }
                switch FigmaValueConverter.literal(literal, variable: variable) {
                case .success(let converted): return .success(members(for: variable, type: type, value: converted, aliasOf: aliased.name))
                case .failure(let failure): return .failure(FigmaTokenFailure("alias to \(aliased.name): \(failure.description)"))
                }
            }
            tokenValue = JSONNode(.string("{\(segments.joined(separator: "."))}"))
        } else {
            switch FigmaValueConverter.literal(value, variable: variable) {
            case .success(let literal): tokenValue = literal
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(members(for: variable, type: type, value: tokenValue, aliasOf: nil))
    }

    /// The literal a variable has in `modeID`, following aliases; a variable of another
    /// collection (which has other modes) is read in its collection's default mode.
    private static func resolvedLiteral(of variable: FigmaVariables.Variable, modeID: String, figma: FigmaVariables, depth: Int = 0) -> JSONNode? {
        guard depth < 64 else { return nil }
        let defaultMode = figma.collections.first(where: { $0.id == variable.collectionID })?.defaultModeID
        guard let value = variable.valuesByMode.first(where: { $0.key == modeID })?.value
                ?? variable.valuesByMode.first(where: { $0.key == defaultMode })?.value else { return nil }
        guard value["type"]?.string == "VARIABLE_ALIAS" else { return value }
        guard let id = value["id"]?.string, let next = figma.variables[id] else { return nil }
        return resolvedLiteral(of: next, modeID: modeID, figma: figma, depth: depth + 1)
    }

    private static func members(for variable: FigmaVariables.Variable, type: TokenType, value tokenValue: JSONNode, aliasOf: String?) -> [JSONMember] {
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
