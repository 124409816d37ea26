/// A namespace for `matchedGeometryEffect` identifiers, like SwiftUI's `@Namespace`. Each
/// property gets its own identifier, numbered in the order namespaces are created in the
/// process (identity only; nothing is animated in a snapshot).
///
/// ```swift
/// @Namespace private var tabs
/// Capsule().matchedGeometryEffect(id: "selection", in: tabs)
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let id: ID

    public init() {
        id = ID(value: NamespaceCounter.next())
    }

    public var wrappedValue: Namespace.ID { id }
}

/// Hands out namespace numbers.
private enum NamespaceCounter {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0

    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
