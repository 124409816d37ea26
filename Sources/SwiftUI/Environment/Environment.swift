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
    let name: String

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        name = "\(keyPath)"
    }

    /// An environment property that reads with `read`, named `name` in error messages.
    init(name: String, read: @escaping (EnvironmentValues) -> Value) {
        self.read = read
        self.name = name
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
