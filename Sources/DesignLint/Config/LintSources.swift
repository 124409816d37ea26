import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        try find(root: root, configuration: configuration, fonts: true)
    }

    /// The same files, except that with `fonts` false no font file is listed, and then, when every
    /// `include` pattern is a path (holds a `/`) and the configuration names its token set, only
    /// the included folders are read instead of the whole package: no other Swift file could be
    /// listed (and `tokenFiles`, used only when the configuration names no token set, then lists
    /// only what those folders hold). For the debt ratio, which font files do not change
    /// (`DesignLinter.debtRatio`).
    static func find(root: URL, configuration: LintConfiguration, fonts wantFonts: Bool) throws(LintError) -> LintSources {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw .unreadable(path: root.path, reason: "no such file or folder")
        }
        if !isDirectory.boolValue {
            return LintSources(root: root.deletingLastPathComponent(), swiftFiles: [root.lastPathComponent], fontFiles: [], tokenFiles: [])
        }
        let included = wantFonts || configuration.tokens.isEmpty ? nil : includedFolders(configuration)
        let (all, anyUnderSources) = included.map { walk(root, only: $0) } ?? walk(root)
        let include = configuration.include.isEmpty
            ? (anyUnderSources ? ["Sources"] : [])
            : configuration.include
        let swift = all.filter { path in
            path.hasSuffix(".swift") && !configuration.isExcluded(path)
                && (include.isEmpty || include.contains { LintConfiguration.matches(path, pattern: $0) })
        }
        let fonts = !wantFonts ? [] : all.filter { path in
            BundledFonts.fontExtensions.contains(fileExtension(path).lowercased())
                && (configuration.fonts.isEmpty || configuration.fonts.contains { LintConfiguration.matches(path, pattern: $0) })
        }
        let resolvers = all.filter { $0.hasSuffix(".resolver.json") && !configuration.isExcluded($0) }
        let tokenFiles = resolvers.isEmpty ? all.filter { $0.hasSuffix(".tokens.json") && !configuration.isExcluded($0) } : Array(resolvers.prefix(1))
        return LintSources(root: root, swiftFiles: swift, fontFiles: fonts, tokenFiles: tokenFiles)
    }

    /// The folders (or files) the `include` patterns name, none under another, when every pattern
    /// is a plain path from the root (a `/` inside, no empty or hidden component); nil otherwise,
    /// and then the whole package is walked.
    static func includedFolders(_ configuration: LintConfiguration) -> [String]? {
        guard !configuration.include.isEmpty else { return nil }
        for pattern in configuration.include {
            let parts = pattern.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count > 1, parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }) else { return nil }
        }
        let patterns = Set(configuration.include)
        return patterns.filter { path in !patterns.contains { path.hasPrefix($0 + "/") } }.sorted()
    }

    /// The extension of a path's last component (after its last `.`), as `NSString.pathExtension`
    /// gives it for the names the walk keeps, without bridging each path.
    private static func fileExtension(_ path: String) -> Substring {
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path[...]
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return "" }
        return name[name.index(after: dot)...]
    }

    /// The files under `root` a lint run can use (Swift sources, font files, token files, as
    /// relative paths, sorted), and whether any file at all lies under `Sources/` (which decides
    /// the default `include`). Hidden entries are skipped. One `readdir` pass per folder: an
    /// entry's type comes from `d_type`, and only a symbolic link (followed, as `stat` does) or a
    /// file system that leaves the type unknown costs a `stat`; names no rule reads are dropped
    /// without building their paths. A folder that is one of its own ancestors (a link back up
    /// the tree) is not entered again, so the walk ends.
    private static func walk(_ root: URL) -> (files: [String], anyUnderSources: Bool) {
        walk(rootPath(root), from: [("", [])], found: [])
    }

    /// What `walk(root)` finds under the folders (or files) `paths`, relative to `root`, found
    /// by the same rules: each path's folders are checked as the whole walk would enter them
    /// (folders, or links to folders, none one of its own ancestors), and each walk below starts
    /// with those ancestors, so a link back up the tree ends it where the whole walk would.
    /// `anyUnderSources` is not meaningful (it only decides a default that `include` replaces).
    private static func walk(_ root: URL, only paths: [String]) -> (files: [String], anyUnderSources: Bool) {
        let rootPath = rootPath(root)
        var starts: [(path: String, ancestors: [FolderIdentity])] = []
        var found: [String] = []
        for path in paths {
            let parts = path.split(separator: "/").map(String.init)
            var ancestors: [FolderIdentity] = []
            var reachable = true
            // The folders above the path, opened as the whole walk opens them.
            for depth in 0..<parts.count {
                guard let directory = opendir(rootPath + parts[0..<depth].joined(separator: "/")) else { reachable = false; break }
                var status = stat()
                let opened = fstat(dirfd(directory), &status) == 0
                closedir(directory)
                let identity = FolderIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
                guard opened, !ancestors.contains(identity) else { reachable = false; break }
                ancestors.append(identity)
            }
            var status = stat()
            guard reachable, stat(rootPath + path, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                starts.append((path, ancestors))
            } else if isLintInput(parts[parts.count - 1]) {
                found.append(path)
            }
        }
        return walk(rootPath, from: starts, found: found)
    }

    private static func rootPath(_ root: URL) -> String { root.path.hasSuffix("/") ? root.path : root.path + "/" }

    /// Reads the folders `starts` (paths relative to `rootPath`, each with the identities of the
    /// folders above it) and every folder below them; returns `initial` and the files kept, sorted.
    private static func walk(_ rootPath: String, from starts: [(path: String, ancestors: [FolderIdentity])],
                             found initial: [String]) -> (files: [String], anyUnderSources: Bool) {
        var found = initial
        var anyUnderSources = false
        // Each folder to read with the device and inode numbers of the folders above it.
        var folders = starts
        while let (folder, ancestors) = folders.popLast() {
            guard let directory = opendir(rootPath + folder) else { continue }
            defer { closedir(directory) }
            var folderStatus = stat()
            guard fstat(dirfd(directory), &folderStatus) == 0 else { continue }
            let identity = FolderIdentity(device: UInt64(folderStatus.st_dev), inode: UInt64(folderStatus.st_ino))
            if ancestors.contains(identity) { continue }
            let inSources = folder == "Sources" || folder.hasPrefix("Sources/")
            while let entry = readdir(directory) {
                let (name, type) = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { (String(cString: $0), entry.pointee.d_type) }
                }
                if name.hasPrefix(".") { continue }
                let path = folder.isEmpty ? name : folder + "/" + name
                var isDirectory: Bool
                switch Int32(type) {
                case Int32(DT_DIR): isDirectory = true
                case Int32(DT_REG): isDirectory = false
                case Int32(DT_LNK), Int32(DT_UNKNOWN):
                    var status = stat()
                    guard stat(rootPath + path, &status) == 0 else { continue }
                    isDirectory = status.st_mode & S_IFMT == S_IFDIR
                default: isDirectory = false
                }
                if isDirectory {
                    folders.append((path, ancestors + [identity]))
                    continue
                }
                if inSources { anyUnderSources = true }
                if isLintInput(name) { found.append(path) }
            }
        }
        return (found.sorted(), anyUnderSources)
    }

    /// Whether `find` can use a file of this name: a Swift source, a font or a token file.
    private static func isLintInput(_ name: String) -> Bool {
        if name.hasSuffix(".swift") || name.hasSuffix(".resolver.json") || name.hasSuffix(".tokens.json") { return true }
        guard let dot = name.lastIndex(of: ".") else { return false }
        return BundledFonts.fontExtensions.contains(name[name.index(after: dot)...].lowercased())
    }
}

/// A folder as the file system knows it, whatever path reached it.
private struct FolderIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
}
