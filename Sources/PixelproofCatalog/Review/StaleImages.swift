import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the files below a review's `<output>/images` that this review did not write (a
/// previous review's), then the folders left empty. Images are rewritten in place rather than the
/// folder being emptied first: rewriting a file costs far less than creating one.
///
/// The walk reads each folder with `readdir` and takes a file's kind from its entry (`d_type`),
/// so it makes no `stat` of a plain file or folder and never asks for owners or groups
/// (Foundation's enumerator built every entry's attributes, reading `/etc/passwd` and
/// `/etc/group` each time). It does what the enumerator and `fileExists` did: symbolic links are
/// not followed into, a link is judged by what it points to (to a file: removed unless kept; to
/// a folder: removed when that folder is empty; dangling: left), hidden files count.
///
/// ```swift
/// StaleImages.remove(in: output, keeping: ["images/Button/primary.light.after.png"])
/// ```
enum StaleImages {
    /// `kept`: paths relative to `output` (`images/…`), as the review's entries name them.
    static func remove(in output: URL, keeping kept: Set<String>) {
        let images = output.appendingPathComponent("images").path
        // Only a real folder is walked: `images` as a link (which review's writes refuse when it
        // leads out of the output) is not followed.
        var info = stat()
        guard lstat(images, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return }
        var folders: [(path: String, isLink: Bool)] = []
        walk(images, relative: "images", kept: kept, folders: &folders)
        // Deepest first, so a folder whose subfolders emptied goes too. `rmdir` removes only an
        // empty folder; a link to an empty folder goes with `unlink`, as `removeItem` took it.
        for folder in folders.sorted(by: { $0.path.utf8.count > $1.path.utf8.count }) {
            if !folder.isLink {
                rmdir(folder.path)
            } else if isEmptyFolder(folder.path) {
                unlink(folder.path)
            }
        }
    }

    private static func walk(_ path: String, relative: String, kept: Set<String>, folders: inout [(path: String, isLink: Bool)]) {
        guard let directory = opendir(path) else { return }
        var subfolders: [(path: String, relative: String)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let child = path + "/" + name, childRelative = relative + "/" + name
            switch kind(of: child, type: entry.pointee.d_type) {
            case .folder: subfolders.append((child, childRelative))
            case .linkToFolder: folders.append((child, true))
            case .file: if !kept.contains(childRelative) { unlink(child) }
            case .none: break
            }
        }
        closedir(directory)
        for subfolder in subfolders {
            folders.append((subfolder.path, false))
            walk(subfolder.path, relative: subfolder.relative, kept: kept, folders: &folders)
        }
    }

    private enum Kind { case folder, linkToFolder, file, none }

    /// What the entry is: from `d_type` when the file system gives it, else from `lstat`; a link
    /// by what it points to (`stat`), `none` when that does not exist.
    private static func kind(of path: String, type: UInt8) -> Kind {
        var type = type
        if type == UInt8(DT_UNKNOWN) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return .none }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: type = UInt8(DT_DIR)
            case S_IFLNK: type = UInt8(DT_LNK)
            default: type = UInt8(DT_REG)
            }
        }
        switch type {
        case UInt8(DT_DIR): return .folder
        case UInt8(DT_LNK):
            var target = stat()
            guard stat(path, &target) == 0 else { return .none }
            return target.st_mode & S_IFMT == S_IFDIR ? .linkToFolder : .file
        default: return .file
        }
    }

    /// Whether the folder a link leads to can be read and holds nothing but `.` and `..`.
    private static func isEmptyFolder(_ path: String) -> Bool {
        guard let directory = opendir(path) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let isDot = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                raw[0] == UInt8(ascii: ".") && (raw[1] == 0 || (raw[1] == UInt8(ascii: ".") && raw[2] == 0))
            }
            if !isDot { return false }
        }
        return true
    }
}
