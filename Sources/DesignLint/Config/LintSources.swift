import Foundation

/// The files one lint run reads: the Swift sources, the font files and the token set, found
/// under a package root as the configuration says. Paths are `/`-separated, relative to the
/// root, sorted; hidden folders and `.build` are never entered.
public struct LintSources: Sendable {
    public var root: URL
    public var swiftFiles: [String]
    public var fontFiles: [String]
    /// Token files found, for when the configuration names none: the first `*.resolver.json`,
    /// else every `*.tokens.json` (excluded paths left out).
    public var tokenFiles: [String]

    /// Walks `root`. A `root` that is a `.swift` file is linted alone.
    public static func find(root: URL, configuration: LintConfiguration) throws(LintError) -> LintSources {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw .unreadable(path: root.path, reason: "no such file or folder")
        }
        if !isDirectory.boolValue {
            return LintSources(root: root.deletingLastPathComponent(), swiftFiles: [root.lastPathComponent], fontFiles: [], tokenFiles: [])
        }
        let all = walk(root)
        let include = configuration.include.isEmpty
            ? (all.contains { $0.hasPrefix("Sources/") } ? ["Sources"] : [])
            : configuration.include
        let swift = all.filter { path in
            path.hasSuffix(".swift") && !configuration.isExcluded(path)
                && (include.isEmpty || include.contains { LintConfiguration.matches(path, pattern: $0) })
        }
        let fonts = all.filter { path in
            let ext = (path as NSString).pathExtension.lowercased()
            return BundledFonts.fontExtensions.contains(ext)
                && (configuration.fonts.isEmpty || configuration.fonts.contains { LintConfiguration.matches(path, pattern: $0) })
        }
        let resolvers = all.filter { $0.hasSuffix(".resolver.json") && !configuration.isExcluded($0) }
        let tokenFiles = resolvers.isEmpty ? all.filter { $0.hasSuffix(".tokens.json") && !configuration.isExcluded($0) } : Array(resolvers.prefix(1))
        return LintSources(root: root, swiftFiles: swift, fontFiles: fonts, tokenFiles: tokenFiles)
    }

    private static func walk(_ root: URL) -> [String] {
        var found: [String] = []
        var folders = [""]
        let manager = FileManager.default
        while let folder = folders.popLast() {
            let url = folder.isEmpty ? root : root.appendingPathComponent(folder, isDirectory: true)
            guard let names = try? manager.contentsOfDirectory(atPath: url.path) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = folder.isEmpty ? name : folder + "/" + name
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    folders.append(path)
                } else {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}
