#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size in bytes from one `stat` (links followed: the size of what a read returns).
/// Foundation's `attributesOfItem` builds every attribute to answer this, owner and group names
/// included, which reads `/etc/passwd` and `/etc/group` on each call; pages measure each image
/// they may embed, and `pixelproof convert` its input.
///
/// ```swift
/// FileSize.of("/tmp/page/images/a.png")   // 1962, or nil when there is no such file
/// ```
package enum FileSize {
    package static func of(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }
}
