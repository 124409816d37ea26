/// Which field has keyboard focus, like SwiftUI's `@FocusState`: a `Bool` (one field) or an
/// optional `Hashable` value naming the focused field. It starts unfocused (`false`/`nil`)
/// unless the code assigns it; a Boolean focus state also reads `true` under the `isFocused`
/// state input (`.focused(true)` from outside). `$focus` is handed to `.focused(_:)` or
/// `.focused(_:equals:)`, which draw the field focused when the state matches.
///
/// ```swift
/// enum Field { case email, password }
/// @FocusState private var focus: Field?
/// TextField("Email", text: $email).focused($focus, equals: .email)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// What `$focusState` gives: the focus state to hand to `.focused`.
    @propertyWrapper
    public struct Binding {
        fileprivate let read: () -> Value
        fileprivate let write: (Value) -> Void

        public var wrappedValue: Value {
            get { read() }
            nonmutating set { write(newValue) }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }

    private let box: Box
    private let readsEnvironment: Bool

    /// A Boolean focus state, unfocused.
    public init() where Value == Bool {
        box = Box(false)
        readsEnvironment = true
    }

    /// A focus state naming the focused field, `nil` when none is.
    public init<T: Hashable>() where Value == T? {
        box = Box(nil)
        readsEnvironment = false
    }

    public var wrappedValue: Value {
        get { current() }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding {
        let box = box
        return Binding(read: { current() }, write: { box.value = $0 })
    }

    private func current() -> Value {
        if readsEnvironment, EnvironmentScope.current?.isFocused == true, let focused = true as? Value {
            return focused
        }
        return box.value
    }
}

extension View {
    /// Marks the field that `focus` describes: it draws focused while the state is `true`.
    public func focused(_ focus: FocusState<Bool>.Binding) -> some View {
        FocusedView(content: self, isFocused: { focus.wrappedValue })
    }

    /// Marks the field named `value`: it draws focused while the state equals `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        FocusedView(content: self, isFocused: { binding.wrappedValue == value })
    }
}

/// Resolves its content with `isFocused` set from a focus state read at this point.
struct FocusedView<Content: View>: View, PrimitiveView {
    let content: Content
    let isFocused: () -> Bool

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let focused = context.evaluate { isFocused() }
        return context.with { $0.isFocused = focused }.resolve(content)
    }
}
