import Synchronization

/// `String(describing: T.self)`, made once per type and kept. For a type that text is its
/// unqualified name, `_typeName(T.self, qualified: false)`, which is what `String(describing:)`
/// prints after asking the metatype, through `Mirror` and casts, for conformances it cannot have
/// (each a runtime lookup that misses and scans every conformance record the first time per
/// type: a 24-entry verify spent 9 M instructions naming its shapes' types). Every shape view's
/// layout node and every custom layout names its type. Types live as long as the process, so
/// their identities key the names safely; a test holds the names to `String(describing:)`'s.
///
/// ```swift
/// TypeName.of(Capsule.self)   // "Capsule"
/// ```
enum TypeName {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    static func of<T>(_ type: T.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = names.withLock({ $0[key] }) { return known }
        let name = _typeName(T.self, qualified: false)
        names.withLock { $0[key] = name }
        return name
    }
}
