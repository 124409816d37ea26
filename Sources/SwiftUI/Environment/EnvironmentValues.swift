import BitmapText
import Raster
import Tokens

/// The values a view reads from its surroundings: colour scheme, Dynamic Type size, whether it
/// is enabled, the design tokens in use, the text style, and any keys a design system adds.
/// A modifier changes a value for its whole subtree.
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment.colorScheme = .dark
/// environment[RowStyleKey.self] = .inset
/// ```
public struct EnvironmentValues: @unchecked Sendable {
    // Values are set and read only while one render resolves its views, on that render's
    // thread; the task-local that carries them into `body` needs the Sendable mark.
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
