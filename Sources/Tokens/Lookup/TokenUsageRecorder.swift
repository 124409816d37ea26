import Foundation

/// Collects the token paths read while rendering, so a snapshot can list the tokens it depends
/// on (and a token change can be traced to the snapshots it touches). Thread-safe: one recorder
/// may be shared by renders running in parallel, though usually each render has its own.
///
/// ```swift
/// let recorder = TokenUsageRecorder()
/// let tokens = try TokenSet.shipped.resolved(mode: "dark").recording(into: recorder)
/// _ = tokens.color(.textPrimary)
/// recorder.paths          // ["color.text.primary"]
/// ```
public final class TokenUsageRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var read = Set<String>()
    private var missing = Set<String>()

    public init() {}

    /// Notes that `path` was read.
    public func record(_ path: String) {
        lock.withLock { _ = read.insert(path) }
    }

    /// Notes that `path` was asked for but is not in the set (or has another type).
    public func recordMissing(_ path: String) {
        lock.withLock { _ = missing.insert(path) }
    }

    /// Every path read, sorted.
    public var paths: [String] {
        lock.withLock { read.sorted() }
    }

    /// Every path asked for that the set could not answer, sorted; a render with any is suspect.
    public var missingPaths: [String] {
        lock.withLock { missing.sorted() }
    }

    /// Forgets everything recorded so far.
    public func reset() {
        lock.withLock {
            read.removeAll()
            missing.removeAll()
        }
    }
}
