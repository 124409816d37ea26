#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error as a file descriptor: a string is written whole with
/// `write(2)`, again after a partial write or an interrupted call. A stream that cannot take it
/// (closed, full disk) drops the rest: the command's exit code still tells the outcome.
struct StandardStream: Sendable {
    static let output = StandardStream(descriptor: STDOUT_FILENO)
    static let error = StandardStream(descriptor: STDERR_FILENO)

    let descriptor: Int32

    func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard var next = bytes.baseAddress else { return }
            var left = bytes.count
            while left > 0 {
                let written = systemWrite(descriptor, next, left)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                next += written
                left -= written
            }
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
