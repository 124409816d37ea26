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
        /// Variables (or a mode's value) left out, each with its reason.
        public var warnings: [String]
        /// Choices the import made that change what a token is called (a collection written
        /// under its own stem because its paths are another collection's too).
        public var notes: [String] = []
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
        var usedSlugs = Set<String>()
        var slugs: [String: String] = [:]
        for collection in figma.collections { slugs[collection.id] = uniqueSlug(for: collection, used: &usedSlugs) }
        let paths = FigmaTokenPaths(figma, slugs: slugs)
        let builder = FigmaTokenBuilder(figma, paths: paths)
        var files: [(name: String, contents: String)] = []
        var sets: [JSONMember] = []
        var modifiers: [JSONMember] = []
        var order: [JSONMember] = []
        for collection in figma.collections {
            let slug = slugs[collection.id]!
            var contexts: [JSONMember] = []
            var usedModes = Set<String>()
            for mode in collection.modes {
                var modeSlug = slugify(mode.name)
                var counter = 2
                while usedModes.contains(modeSlug) { modeSlug = "\(slugify(mode.name))-\(counter)"; counter += 1 }
                usedModes.insert(modeSlug)
                var tree = TokenTree()
                for variable in figma.variables(in: collection) {
                    let place = "\(collection.name)/\(mode.name): \(variable.name)"
                    switch builder.token(for: variable, modeID: mode.id) {
                    case .success(let token):
                        // FigmaTokenPaths gave this variable a path no other variable of the
                        // collection has, so the insert succeeds; were it refused, say so.
                        let segments = paths.paths[variable.id] ?? []
                        if segments.isEmpty || !tree.insert(token, at: segments) {
                            warnings.append("\(place): path \(segments.joined(separator: ".")) is already used; skipped")
                        }
                    case .failure(let reason):
                        warnings.append("\(place): \(reason); skipped")
                    }
                }
                let name = collection.modes.count == 1 ? "\(slug).tokens.json" : "\(slug).\(modeSlug).tokens.json"
                files.append((name, JSONWriter.write(JSONNode(.object([origin(collection, mode: mode)] + tree.members)))))
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
        // A variable whose collection the response does not carry belongs to no file.
        let collectionIDs = Set(figma.collections.map(\.id))
        for id in figma.variableOrder {
            guard let variable = figma.variables[id], !collectionIDs.contains(variable.collectionID) else { continue }
            warnings.append("\(variable.name): its collection \(variable.collectionID) is not in this response; skipped")
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
        return Result(files: files, warnings: warnings, notes: paths.notes)
    }

    /// The root `$extensions` of a written file: which collection and mode it holds, by Figma's
    /// IDs and names, so that a reader can go back from a file to the response.
    private static func origin(_ collection: FigmaVariables.Collection, mode: (id: String, name: String)) -> JSONMember {
        var members = [
            JSONMember(key: "collectionId", value: JSONNode(.string(collection.id))),
            JSONMember(key: "collectionName", value: JSONNode(.string(collection.name))),
            JSONMember(key: "modeId", value: JSONNode(.string(mode.id))),
            JSONMember(key: "modeName", value: JSONNode(.string(mode.name))),
        ]
        if collection.isRemote { members.append(JSONMember(key: "remote", value: JSONNode(.bool(true)))) }
        return JSONMember(key: "$extensions", value: JSONNode(.object([JSONMember(key: "com.figma", value: JSONNode(.object(members)))])))
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
}
