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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw .unreadable(path: root.path, reason: "no such file or folder")
        }
        if !isDirectory.boolValue {
            return LintSources(root: root.deletingLastPathComponent(), swiftFiles: [root.lastPathComponent], fontFiles: [], tokenFiles: [])
        }
        let (all, anyUnderSources) = walk(root)
        let include = configuration.include.isEmpty
            ? (anyUnderSources ? ["Sources"] : [])
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

    /// The files under `root` a lint run can use (Swift sources, font files, token files, as
    /// relative paths, sorted), and whether any file at all lies under `Sources/` (which decides
    /// the default `include`). Hidden entries are skipped. One `readdir` pass per folder: an
    /// entry's type comes from `d_type`, and only a symbolic link (followed, as `stat` does) or a
    /// file system that leaves the type unknown costs a `stat`; names no rule reads are dropped
    /// without building their paths. A folder that is one of its own ancestors (a link back up
    /// the tree) is not entered again, so the walk ends.
    private static func walk(_ root: URL) -> (files: [String], anyUnderSources: Bool) {
        var found: [String] = []
        var anyUnderSources = false
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        // Each folder to read with the device and inode numbers of the folders above it.
        var folders: [(path: String, ancestors: [FolderIdentity])] = [("", [])]
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
