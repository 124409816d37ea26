import Foundation
import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder that writes never leave: the snapshot root or the artifacts folder. Paths are given as
/// components relative to the root; a component that is empty, `.`, `..`, or holds a `/` or NUL is
/// refused, and so is any write whose folder resolves (through symbolic links) outside the root.
///
/// ```swift
/// let artifacts = ContainedFolder(root: URL(fileURLWithPath: ".build/pixelproof-artifacts"))
/// try artifacts.write(Array("{}".utf8), to: ["report.json"])
/// ```
public struct ContainedFolder: Sendable, Hashable {
    public let root: URL

    /// Folders already created and found inside their root in this process: checking once keeps
    /// a thousand writes from resolving the same links a thousand times.
    private static let checkedFolders = LockedDictionary<String, Bool>()

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The file at `components` below the root (not checked against links; `write` checks).
    /// One append of the joined components, marked as a file: `appendingPathComponent` without a
    /// hint asks the file system whether each step is a folder.
    public func url(_ components: [String]) throws -> URL {
        for component in components {
            // Bytes, as the file system reads them (and without Foundation's string search).
            guard !component.isEmpty, component != ".", component != "..",
                  !component.utf8.contains(UInt8(ascii: "/")), !component.utf8.contains(0) else {
                throw SnapshotStoreError.unsafeComponent(component, root: root.path)
            }
        }
        guard !components.isEmpty else { return root }
        return root.appending(path: components.joined(separator: "/"), directoryHint: .notDirectory)
    }

    /// Writes `bytes` atomically (a temporary file renamed over the target). `durable` also flushes
    /// the file to disk first, for references; artifacts and reports skip the flush. `inPlace`
    /// instead truncates and rewrites an existing file (no new inode: ext4's inode allocation is
    /// most of a small write's cost), for scratch output that nothing reads while it is written,
    /// such as review images; a failed write removes the file rather than leave part of it.
    public func write(_ bytes: [UInt8], to components: [String], durable: Bool = false, inPlace: Bool = false) throws {
        let target = try checkedTarget(components)
        if durable {
            try AtomicFile.write(bytes, to: target)
        } else if inPlace {
            try Self.overwrite(target, with: [bytes])
        } else {
            try Self.replace(target, with: [bytes])
        }
    }

    /// Writes the concatenation of `parts` as `write(_:to:)` does without `durable` (a temporary
    /// file renamed over the target, or in place), through `writev`: a page made of buffers built
    /// on several threads is written without first being copied into one.
    public func write(parts: [[UInt8]], to components: [String], inPlace: Bool = false) throws {
        let target = try checkedTarget(components)
        if inPlace {
            try Self.overwrite(target, with: parts)
        } else {
            try Self.replace(target, with: parts)
        }
    }

    /// The target's URL once its folder exists and is found inside the root (checked once per folder).
    private func checkedTarget(_ components: [String]) throws -> URL {
        let target = try url(components)
        let folder = target.deletingLastPathComponent()
        let key = root.path + "\u{0}" + folder.path
        if Self.checkedFolders[key] == nil {
            // The root first: were it missing, a concurrent writer could create it between the
            // two `deepestExisting` lookups of the check below, which would then compare the
            // root's parent with the root and refuse a write that is inside.
            do {
                try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            } catch {
                throw SnapshotStoreError.cannotWrite(target.path, reason: "cannot create its folder: \(error.localizedDescription)")
            }
            try checkInside(deepestExisting(folder), target: target)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw SnapshotStoreError.cannotWrite(target.path, reason: "cannot create its folder: \(error.localizedDescription)")
            }
            try checkInside(folder, target: target)
            Self.checkedFolders[key] = true
        }
        return target
    }

    /// Reads the file at `components`, or `nil` when there is none.
    /// One descriptor reads the whole file, so a reference another process is replacing reads
    /// as the old or the new file, never fails halfway.
    public func read(_ components: [String]) throws -> [UInt8]? {
        let target = try url(components)
        do {
            return try AtomicFile.read(contentsOf: target)
        } catch {
            throw SnapshotStoreError.cannotRead(target.path)
        }
    }

    /// Removes the file at `components` when it exists and lies inside the root.
    public func remove(_ components: [String]) throws {
        let target = try url(components)
        guard FileManager.default.fileExists(atPath: target.path) else { return }
        try checkInside(target.deletingLastPathComponent(), target: target)
        try FileManager.default.removeItem(at: target)
    }

    private func checkInside(_ folder: URL, target: URL) throws {
        let resolvedRoot = Self.realPath(deepestExisting(root))
        let resolvedFolder = Self.realPath(folder)
        guard resolvedFolder == resolvedRoot || resolvedFolder.hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/") else {
            throw SnapshotStoreError.outsideRoot(target.path, resolved: resolvedFolder, root: root.path)
        }
    }

    private func deepestExisting(_ url: URL) -> URL {
        var current = url
        while !FileManager.default.fileExists(atPath: current.path) && current.path != "/" {
            current = current.deletingLastPathComponent()
        }
        return current
    }

    static func realPath(_ url: URL) -> String {
        guard let resolved = realpath(url.path, nil) else { return url.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Temporary file in the same folder, then `rename`: readers see the old or the new file.
    /// Not flushed to disk (artifacts and reports are rebuilt by the next run); `AtomicFile` is.
    static func replace(_ target: URL, with parts: [[UInt8]]) throws {
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SnapshotStoreError.cannotWrite(target.path, reason: "cannot create a temporary file beside it: " + String(cString: strerror(errno)))
        }
        var failure = writeAll(parts, to: descriptor)
        close(descriptor)
        if failure == nil && rename(temporary, target.path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw SnapshotStoreError.cannotWrite(target.path, reason: failure)
        }
    }
}

extension ContainedFolder {
    /// Truncates (or creates) `target` and writes `parts` into it, in order; on failure the file is removed.
    static func overwrite(_ target: URL, with parts: [[UInt8]]) throws {
        let descriptor = open(target.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SnapshotStoreError.cannotWrite(target.path, reason: String(cString: strerror(errno)))
        }
        var failure = writeAll(parts, to: descriptor)
        if close(descriptor) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(target.path)
            throw SnapshotStoreError.cannotWrite(target.path, reason: failure)
        }
    }
}

/// The most buffers one `writev` takes: `IOV_MAX` on Linux and macOS (glibc's headers do not
/// give Swift the macro).
private let vectorLimit = 1024

/// Writes every byte of `parts`, in order, to `descriptor` through `writev` (at most
/// `vectorLimit` buffers a call), retrying interrupted and short writes; the error text when one fails.
private func writeAll(_ parts: [[UInt8]], to descriptor: Int32) -> String? {
    var vectors: [iovec] = []
    vectors.reserveCapacity(parts.count)
    // The buffers stay alive (and unmoved: nothing mutates `parts`) until this function returns;
    // `withUnsafeBufferPointer` is not nested per part, so their addresses are taken one by one
    // and used only while `parts` holds them.
    for part in parts where !part.isEmpty {
        part.withUnsafeBufferPointer { buffer in
            vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: buffer.baseAddress!), iov_len: buffer.count))
        }
    }
    return withExtendedLifetime(parts) {
        vectors.withUnsafeMutableBufferPointer { all in
            var first = 0
            while first < all.count {
                let batch = min(all.count - first, vectorLimit)
                let count = writev(descriptor, all.baseAddress! + first, Int32(batch))
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return String(cString: strerror(errno)) }
                // Skip the buffers written whole; a partly written one continues where it stopped.
                var left = count
                while first < all.count && left >= all[first].iov_len {
                    left -= all[first].iov_len
                    first += 1
                }
                if left > 0 {
                    all[first].iov_base = all[first].iov_base! + left
                    all[first].iov_len -= left
                }
            }
            return nil
        }
    }
}

/// Why the store or the artifacts folder refused or failed a read or write.
public enum SnapshotStoreError: Error, CustomStringConvertible, Equatable {
    case unsafeComponent(String, root: String)
    case outsideRoot(String, resolved: String, root: String)
    case cannotWrite(String, reason: String)
    case cannotRead(String)
    case nameCollision(String, existing: String, folder: String)

    public var description: String {
        switch self {
        case .unsafeComponent(let component, let root):
            return "refusing path component '\(component)' below \(root): names must not be empty, '.', '..' or hold '/' or NUL"
        case .outsideRoot(let path, let resolved, let root):
            return "refusing to write \(path): its folder resolves to \(resolved), outside \(root) (a symbolic link?); remove the link or choose another root"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .cannotRead(let path):
            return "cannot read \(path): check its permissions"
        case .nameCollision(let name, let existing, let folder):
            return "snapshot names '\(name)' and '\(existing)' in \(folder) differ only in letter case and would share one file on case-insensitive file systems (macOS, Windows); rename one"
        }
    }
}
