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
/// `$extensions["com.figma"]`.
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
        let result = try convert(json: try JSONParser.parse([UInt8](data), file: input.lastPathComponent), file: input.lastPathComponent)
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

    public static func convert(json root: JSONNode, file: String) throws(FigmaImportError) -> Result {
        let figma = try FigmaVariables(root, file: file)
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
            for mode in collection.modes {
                var tree = TokenTree()
                for variable in figma.variables(in: collection) {
                    guard let segments = paths[variable.id], !segments.isEmpty else { continue }
                    let place = "\(collection.name)/\(mode.name): \(variable.name)"
                    guard let value = variable.valuesByMode.first(where: { $0.key == mode.id })?.value else {
                        warnings.append("\(place): no value for this mode; skipped")
                        continue
                    }
                    switch token(for: variable, value: value, figma: figma, paths: paths) {
                    case .success(let token):
                        if !tree.insert(token, at: segments) { warnings.append("\(place): path \(segments.joined(separator: ".")) is already used; skipped") }
                    case .failure(let reason):
                        warnings.append("\(place): \(reason); skipped")
                    }
                }
                let name = collection.modes.count == 1 ? "\(slug).tokens.json" : "\(slug).\(slugify(mode.name)).tokens.json"
                files.append((name, JSONWriter.write(JSONNode(.object(tree.members)))))
                contexts.append(JSONMember(key: slugify(mode.name), value: JSONNode(.array([reference(name)]))))
            }
            if collection.modes.count == 1 {
                sets.append(JSONMember(key: slug, value: JSONNode(.object([JSONMember(key: "sources", value: contexts[0].value)]))))
                order.append(JSONMember(key: "$ref", value: JSONNode(.string("#/sets/\(slug)"))))
            } else {
                let defaultName = collection.modes.first(where: { $0.id == collection.defaultModeID })?.name ?? collection.modes[0].name
                modifiers.append(JSONMember(key: slug, value: JSONNode(.object([
                    JSONMember(key: "contexts", value: JSONNode(.object(contexts))),
                    JSONMember(key: "default", value: JSONNode(.string(slugify(defaultName)))),
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

    /// The token for one variable in one mode, or why it cannot be one.
    private static func token(for variable: FigmaVariables.Variable, value: JSONNode, figma: FigmaVariables, paths: [String: [String]]) -> Swift.Result<[JSONMember], FigmaTokenFailure> {
        var target = variable
        var tokenValue: JSONNode
        if value["type"]?.string == "VARIABLE_ALIAS" {
            guard let id = value["id"]?.string, let aliased = figma.variables[id], let segments = paths[id] else {
                return .failure(FigmaTokenFailure("alias to \(value["id"]?.brief ?? "nothing"), a variable not in this file (a library variable?)"))
            }
            target = aliased
            tokenValue = JSONNode(.string("{\(segments.joined(separator: "."))}"))
        } else {
            switch FigmaValueConverter.literal(value, variable: variable) {
            case .success(let literal): tokenValue = literal
            case .failure(let failure): return .failure(failure)
            }
        }
        guard let type = FigmaValueConverter.tokenType(of: target) else {
            return .failure(FigmaTokenFailure("\(target.resolvedType) variables have no design-token type"))
        }
        var members = [JSONMember(key: "$type", value: JSONNode(.string(type.rawValue))), JSONMember(key: "$value", value: tokenValue)]
        if !variable.description.isEmpty { members.append(JSONMember(key: "$description", value: JSONNode(.string(variable.description)))) }
        members.append(JSONMember(key: "$extensions", value: JSONNode(.object([
            JSONMember(key: "com.figma", value: JSONNode(.object([JSONMember(key: "variableId", value: JSONNode(.string(variable.id)))]))),
        ]))))
        return .success(members)
    }
}

struct FigmaTokenFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
