/// A value a view owns, like SwiftUI's `State`: it starts at its initial value in every render
/// (states are inputs here), and `$value` is a binding to it. Writes through the binding are
/// kept, so a control that writes during the render reads its own write back.
///
/// ```swift
/// @State private var query = "coffee"
/// @State private var selection: Item?
/// var body: some View { TextField("Search", text: $query) }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
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

    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state that starts as `nil`: `@State private var selection: Item?`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: @unchecked Sendable where Value: Sendable {}
