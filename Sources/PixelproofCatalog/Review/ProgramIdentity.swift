import Foundation

/// Names the code the running process executes, so a cache of what that code did can tell a
/// run of the same program from a run of another: a 64-bit FNV-1a hash over every file mapped
/// executable into the process (`/proc/self/maps`: the executable, the Swift runtime, Foundation, libpng,
/// libc…) and every file of the resource bundles beside the executable (the fonts). Each mapped
/// ELF file counts by its GNU build ID, a hash the linker writes over the linked code, so a
/// relinked program with other code gets another identity while a copy of the same binary keeps
/// it; a file without a build ID, and every resource file, counts by its path, size and
/// modification time.
///
/// Computing it reads a few hundred bytes of each mapped file's headers and stats the resource
/// files: well under a millisecond in release. On a system without `/proc` it is nil, and the
/// caches that need it stay off.
///
/// ```swift
/// ProgramIdentity.current   // "9f2c51d0a7e34b18" (nil without /proc)
/// ```
public enum ProgramIdentity {
    /// The running process's identity, computed once.
    public static let current: String? = compute()

    static func compute() -> String? {
        guard let maps = readToEnd("/proc/self/maps") else { return nil }
        var files: [String] = []
        var seen = Set<String>()
        // Split on the bytes (newline, space and `/` are single bytes in UTF-8): splitting the
        // text walks grapheme breaks over every line of the map.
        for line in Array(maps.utf8).split(separator: UInt8(ascii: "\n")) {
            // address perms offset dev inode path: code is mapped executable ("r-xp"); data files
            // a command happens to map (locale archives) are not the program.
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 2)
            guard fields.count == 3, fields[1].contains(UInt8(ascii: "x")), let slash = line.firstIndex(of: UInt8(ascii: "/")) else { continue }
            let path = String(decoding: line[slash...], as: UTF8.self)
            // Shared memory and devices are no code file.
            if path.hasPrefix("/dev/") || path.hasPrefix("/memfd:") || path.hasPrefix("/SYSV") { continue }
            if path.hasSuffix(" (deleted)") { return nil }   // replaced while running: not the file on disk
            if seen.insert(path).inserted { files.append(path) }
        }
        guard !files.isEmpty else { return nil }
        var hasher = FNV1a()
        for path in files.sorted() {
            hasher.add(path)
            if let id = ELFBuildID.read(path) {
                hasher.add("build-id")
                hasher.add(id)
            } else {
                hasher.add(stamp(path))
            }
        }
        if let executable = files.first(where: { $0 == (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) }) {
            for file in resourceFiles(beside: URL(fileURLWithPath: executable)) {
                hasher.add(file)
                hasher.add(stamp(file))
            }
        }
        return String(hasher.value, radix: 16)
    }

    /// The whole file, read until end of file: a `/proc` file reports size 0, and one read returns
    /// only part of it.
    private static func readToEnd(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Size and modification time (nanoseconds) of `path`, or "missing".
    private static func stamp(_ path: String) -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else { return Array("missing".utf8) }
        return Array("\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)".utf8)
    }

    /// Every regular file inside `*.resources` and `*.bundle` folders beside the executable,
    /// sorted: where SwiftPM puts a module's resources on Linux. A link counts as what it points
    /// to when that is a file (a link to a folder, or a broken one, does not count, and the walk
    /// does not enter linked folders). Walked with `readdir`, taking each entry's type from
    /// `d_type` (a `stat` only for links and unknown types): through `FileManager` (a listing of
    /// every subpath, then a `fileExists` per path) the fonts' 160 files cost a process 1–2 ms.
    private static func resourceFiles(beside executable: URL) -> [String] {
        let folder = executable.deletingLastPathComponent().path
        var files: [String] = []
        for (name, _) in entries(of: folder) where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
            let bundle = folder + "/" + name
            if isFolder(bundle, following: true) { collectFiles(in: bundle, into: &files) }
        }
        return files.sorted()
    }

    private static func collectFiles(in folder: String, into files: inout [String]) {
        for (name, type) in entries(of: folder) {
            let path = folder + "/" + name
            switch type {
            case UInt8(DT_REG): files.append(path)
            case UInt8(DT_DIR): collectFiles(in: path, into: &files)
            case UInt8(DT_LNK): if isRegularFile(path) { files.append(path) }
            default:
                // Unknown to the file system's listing: ask the file itself.
                if isFolder(path, following: false) {
                    collectFiles(in: path, into: &files)
                } else if isRegularFile(path) {
                    files.append(path)
                }
            }
        }
    }

    /// The names (without `.` and `..`) and `d_type`s of `folder`'s entries; empty when it cannot be read.
    private static func entries(of folder: String) -> [(String, UInt8)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var found: [(String, UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            found.append((name, entry.pointee.d_type))
        }
        return found
    }

    /// Whether `path` is a folder (`following` links, or the path itself).
    private static func isFolder(_ path: String, following: Bool) -> Bool {
        var status = stat()
        guard (following ? stat(path, &status) : lstat(path, &status)) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `path`, links followed, is something other than a folder (as `fileExists` with
    /// `isDirectory` false, the test this walk replaces).
    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        return status.st_mode & S_IFMT != S_IFDIR
    }
}

/// FNV-1a, 64 bits, over strings and bytes; each addition ends with a 0 byte so that
/// ("ab", "c") and ("a", "bc") hash differently.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) { add(Array(text.utf8)) }

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        value = (value ^ 0) &* 0x100_0000_01b3
    }
}
