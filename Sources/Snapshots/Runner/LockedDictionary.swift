import Foundation

/// A dictionary behind a lock, for the few process-wide tables the harness keeps (name counters,
/// package roots, names seen per folder; `SnapshotAssertions`'s counters too, hence `package`). Values
/// are small; no image is ever stored.
package final class LockedDictionary<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Key: Value] = [:]

    package init() {}

    package subscript(key: Key) -> Value? {
        get { lock.withLock { storage[key] } }
        set { lock.withLock { storage[key] = newValue } }
    }

    /// Reads and changes one entry atomically.
    package func update<R>(_ key: Key, default defaultValue: Value, _ body: (inout Value) -> R) -> R {
        lock.withLock { body(&storage[key, default: defaultValue]) }
    }

    /// Removes the entries whose key matches.
    package func removeAll(where matches: (Key) -> Bool) {
        lock.withLock {
            for key in storage.keys.filter(matches) { storage[key] = nil }
        }
    }
}
