/// A value SwiftUI keeps in `UserDefaults`, like `@AppStorage`. Snapshots must not depend on
/// the machine, so it never reads or writes `UserDefaults`: every render starts at the default
/// value written in the declaration, and writes stay with the property for that render.
///
/// ```swift
/// @AppStorage("showsBadges") private var showsBadges = true
/// @AppStorage("theme", store: .standard) private var theme: Theme = .system
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let state: State<Value>

    /// The user-defaults key the value would be stored under.
    public let key: String

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue)
        self.key = key
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional stored value with no default: `nil`.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: nil, key, store: store)
    }
}

/// A value SwiftUI restores per scene, like `@SceneStorage`; as `AppStorage`, it starts at the
/// default written in the declaration and never reads saved state.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let state: State<Value>

    public init(wrappedValue: Value, _ key: String) {
        state = State(wrappedValue: wrappedValue)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension View {
    /// The `UserDefaults` `@AppStorage` inside uses (accepted; storage is never read here).
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
