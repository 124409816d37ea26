import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes whole files so that readers see either the old file or the complete new one, never a
/// half-written one: the bytes go to a temporary file in the same folder (same file system, so
/// the rename is atomic), are flushed to disk with `fsync`, and the temporary file is renamed
/// over the destination. On any failure the temporary file is removed and the destination is
/// left as it was. New files get mode 0644.
///
/// ```swift
/// try AtomicFile.write(pngBytes, to: URL(fileURLWithPath: "__Snapshots__/Card/testCard.1.png"))
/// ```
public enum AtomicFile {
    public static func write(_ data: [UInt8], to url: URL) throws {
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        var template = Array("\(folder)/.\(url.lastPathComponent).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw AtomicFileError.cannotCreateTemporary(path: path, folder: folder, reason: lastErrorText())
        }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var finished = false
        defer {
            if !finished { unlink(temporaryPath) }
        }
        do {
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, path: path)
            guard fchmod(descriptor, 0o644) == 0, fsync(descriptor) == 0 else {
                throw AtomicFileError.cannotWrite(path: path, reason: lastErrorText())
            }
        }
        guard rename(temporaryPath, path) == 0 else {
            throw AtomicFileError.cannotReplace(path: path, reason: lastErrorText())
        }
        finished = true
        syncFolder(folder)
    }

    /// Reads a whole regular file through one descriptor (open, fstat, read), so a concurrent
    /// `write` is seen as the old file or the new one, never as a mix or with a size that does not
    /// match its bytes (Foundation's `Data(contentsOf:)` can fail in that window). `nil` when
    /// nothing exists at the path.
    ///
    /// ```swift
    /// let bytes = try AtomicFile.read(contentsOf: referenceURL)   // nil: not recorded yet
    /// ```
    public static func read(contentsOf url: URL) throws -> [UInt8]? {
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw AtomicFileError.cannotRead(path: path, reason: lastErrorText())
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw AtomicFileError.cannotRead(path: path, reason: lastErrorText()) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw AtomicFileError.cannotRead(path: path, reason: "not a regular file") }
        let size = Int(status.st_size)
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { storage, initialized in
            while initialized < size {
                let count = systemRead(descriptor, storage.baseAddress! + initialized, size - initialized)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 {
                    failure = count < 0 ? errno : 0
                    break
                }
                initialized += count
            }
        }
        guard bytes.count == size else {
            throw AtomicFileError.cannotRead(path: path, reason: failure != 0 ? String(cString: strerror(failure)) : "the file shrank while being read")
        }
        return bytes
    }

    private static func writeAll(_ data: [UInt8], to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { throw AtomicFileError.cannotWrite(path: path, reason: lastErrorText()) }
                written += count
            }
        }
    }

    /// Makes the rename itself durable; a folder that cannot be opened or synced is not an error
    /// (the file is already complete and in place).
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func lastErrorText() -> String {
        String(cString: strerror(errno))
    }
}

/// POSIX `read`, named apart from `AtomicFile.read(contentsOf:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// POSIX `write`, named apart from `AtomicFile.write(_:to:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// Why `AtomicFile.write` failed; each message names the destination path.
public enum AtomicFileError: Error, CustomStringConvertible, Equatable, Sendable {
    case cannotCreateTemporary(path: String, folder: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case cannotReplace(path: String, reason: String)
    case cannotRead(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotCreateTemporary(let path, let folder, let reason):
            return "cannot write \(path): cannot create a temporary file in \(folder): \(reason); check that the folder exists and is writable"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason); check free disk space"
        case .cannotReplace(let path, let reason):
            return "cannot write \(path): renaming the finished temporary file over it failed: \(reason)"
        case .cannotRead(let path, let reason):
            return "cannot read \(path): \(reason)"
        }
    }
}
