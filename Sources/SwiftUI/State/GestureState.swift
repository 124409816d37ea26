/// A value a gesture updates while it is active, like SwiftUI's `@GestureState`. No gesture is
/// active in a snapshot, so it always holds its initial value; `$state` is what
/// `.updating(_:body:)` takes.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// Card().offset(dragOffset).gesture(DragGesture().updating($dragOffset) { value, state, _ in
///     state = value.translation
/// })
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value

    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
    }

    public var wrappedValue: Value { initialValue }

    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil)
    }
}
