import BitmapText
import Raster
import Tokens

/// Reads an environment value inside `body` (or a button style's `makeBody`), like SwiftUI's
/// property wrapper. The value is the one in effect where the view is resolved.
///
/// ```swift
/// struct Caption: View {
///     @Environment(\.colorScheme) private var colorScheme
///     var body: some View { Text(colorScheme == .dark ? "Dark" : "Light") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value
    /// The property's name for error messages, made only when one is shown: describing a key
    /// path goes through the runtime's reflection, and every view value with an `@Environment`
    /// made one (a small verify spent 1 % of its CPU there).
    private let describe: () -> String
    var name: String { describe() }

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        describe = { "\(keyPath)" }
    }

    /// An environment property that reads with `read`, named `name` (made when needed) in error messages.
    init(name: @autoclosure @escaping () -> String, read: @escaping (EnvironmentValues) -> Value) {
        self.read = read
        describe = name
    }

    public var wrappedValue: Value {
        guard let environment = EnvironmentScope.current else {
            fatalError("@Environment(\(name)) read outside a render: environment values exist only while a view is resolved")
        }
        return read(environment)
    }
}

/// The environment of the view whose `body` (or custom shape's `path(in:)`) is being evaluated,
/// and the render it belongs to, which records the tokens read there.
enum EnvironmentScope {
    @TaskLocal static var current: EnvironmentValues?
    @TaskLocal static var session: RenderSession?
}

extension Environment: CustomReflectable {
    /// The fields as they were before the name became lazy (`read`, then `name`), so a `.dump`
    /// or `dump` of a view holding an `@Environment` reads as it always did.
    public var customMirror: Mirror {
        Mirror(self, children: ["read": read, "name": name], displayStyle: .struct)
    }
}
