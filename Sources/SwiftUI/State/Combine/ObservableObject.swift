/// A model object views observe, spelled as Combine's (Linux has no Combine): `objectWillChange`
/// is an `ObservableObjectPublisher`, and `@Published` properties are plain stored values. A
/// snapshot renders once, so nothing needs to observe the changes.
///
/// ```swift
/// final class Profile: ObservableObject {
///     @Published var name = "Ada"
/// }
/// struct ProfileView: View {
///     @ObservedObject var profile: Profile
///     var body: some View { TextField("Name", text: $profile.name) }
/// }
/// ```
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that would tell observers the object is about to change.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Combine's publisher behind `objectWillChange`; `send()` has nobody to tell in a snapshot.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    public func send() {}
}

/// A property of an `ObservableObject` that announces its changes, spelled as Combine's:
/// `$property` is its publisher.
@propertyWrapper
public struct Published<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Combine's publisher of a `@Published` property's values.
    public struct Publisher: SwiftUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }

    private let box: Box

    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    public init(initialValue value: Value) {
        box = Box(value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Publisher {
        get { Publisher() }
        set {}
    }
}
