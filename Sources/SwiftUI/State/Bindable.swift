import Observation

/// Bindings to the properties of an `@Observable` model, like SwiftUI's `@Bindable`.
///
/// ```swift
/// @Observable final class Profile { var name = "Ada" }
/// struct ProfileForm: View {
///     @Bindable var profile: Profile
///     var body: some View { TextField("Name", text: $profile.name) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

extension Environment {
    /// Reads the `@Observable` object of this type an ancestor put in the environment with
    /// `.environment(_:)`; reading one nobody provided stops with a message naming the type.
    ///
    /// ```swift
    /// @Environment(Library.self) private var library
    /// ```
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        self.init(name: "\(Value.self).self") { $0[observableObject: ObservableObjectKey<Value>.self] }
    }

    /// Reads an optional `@Observable` object: `nil` when no ancestor provided one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(name: "\(T.self).self") { $0[ObservableObjectKey<T>.self] }
    }
}

/// Where `.environment(_:)` keeps an `@Observable` object of one type.
struct ObservableObjectKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension EnvironmentValues {
    /// The object of `key`'s type, or a stop naming the type when no ancestor provided one.
    subscript<T: AnyObject>(observableObject key: ObservableObjectKey<T>.Type) -> T {
        guard let object = self[key] else {
            fatalError("No Observable object of type \(T.self) found: a view reading @Environment(\(T.self).self) needs .environment(_:) with one on an ancestor")
        }
        return object
    }
}

extension View {
    /// Makes the `@Observable` `object` available to `@Environment(T.self)` inside.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentModifier { $0[ObservableObjectKey<T>.self] = object })
    }
}
