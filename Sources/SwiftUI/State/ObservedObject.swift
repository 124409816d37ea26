/// An observable object a view is given, like SwiftUI's `@ObservedObject`; `$object.property`
/// is a binding to one of its properties.
///
/// ```swift
/// @ObservedObject var profile: Profile
/// TextField("Name", text: $profile.name)
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// What `$object` gives: bindings to the object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An observable object a view creates and owns, like SwiftUI's `@StateObject`: made once, on
/// first read, from the expression it was declared with.
///
/// ```swift
/// @StateObject private var model = SearchModel()
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private final class Storage {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }

    private let storage: Storage

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = Storage(thunk)
    }

    public var wrappedValue: ObjectType { storage.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: storage.object)
    }
}

/// An observable object put in the environment by an ancestor with `.environmentObject(_:)`,
/// like SwiftUI's `@EnvironmentObject`. Reading one nobody provided stops the program with a
/// message naming the type, as SwiftUI does.
///
/// ```swift
/// @EnvironmentObject private var session: Session
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// What `$object` gives: bindings to the object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    public init() {}

    public var wrappedValue: ObjectType {
        guard let environment = EnvironmentScope.current else {
            fatalError("@EnvironmentObject \(ObjectType.self) read outside a render: environment objects exist only while a view is resolved")
        }
        guard let object = environment[EnvironmentObjectKey<ObjectType>.self] else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: a view reading @EnvironmentObject needs .environmentObject(_:) on an ancestor")
        }
        return object
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// Where `.environmentObject(_:)` keeps an object of one type.
struct EnvironmentObjectKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Makes `object` available to `@EnvironmentObject` properties of the views inside.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentModifier { $0[EnvironmentObjectKey<T>.self] = object })
    }
}
