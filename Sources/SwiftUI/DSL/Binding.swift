import BitmapText
import Raster
import Tokens

/// A read-write reference to a value owned elsewhere, like SwiftUI's `Binding`. With no events
/// nothing writes through it during a render; it carries field contents and selections in.
///
/// ```swift
/// TextFieldRow(title: "Name", placeholder: "Jane", text: .constant("Ada"))
/// ```
@propertyWrapper
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }
}

/// A value a view owns, like SwiftUI's `State`: it starts at its initial value in every render
/// (states are inputs here), and `$value` is a binding to it.
///
/// ```swift
/// @State private var query = "coffee"
/// var body: some View { TextField("Search", text: $query) }
/// ```
@propertyWrapper
public struct State<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
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

/// Whether a field is focused, like SwiftUI's `@FocusState` (Boolean focus only): it reads the `isFocused` state
/// input of the environment (set from outside with `.focused(true)`), and `$value` passed to
/// `.focused(_:)` marks the field that shows it.
///
/// ```swift
/// @FocusState private var isTextFieldFocused
/// Text(title).foregroundStyle(isTextFieldFocused ? .orange : .primary)
/// ```
@propertyWrapper
public struct FocusState {
    /// What `$focusState` gives: the focus state to hand to `.focused(_:)`.
    public struct Binding {
        let isFocused: () -> Bool
    }

    public init() {}

    public var wrappedValue: Bool {
        EnvironmentScope.current?.isFocused ?? false
    }

    public var projectedValue: Binding {
        Binding { EnvironmentScope.current?.isFocused ?? false }
    }
}

extension View {
    /// Marks the field that shows `focus`: the view draws focused when the focus state is true.
    public func focused(_ focus: FocusState.Binding) -> some View {
        FocusedView(content: self, focus: focus)
    }
}

/// Resolves its content with `isFocused` set from a focus state read at this point.
struct FocusedView<Content: View>: View, PrimitiveView {
    let content: Content
    let focus: FocusState.Binding

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let isFocused = context.evaluate { focus.isFocused() }
        return context.with { $0.isFocused = isFocused }.resolve(content)
    }
}
