import BitmapText
import Raster
import Tokens

/// A key for a value in `EnvironmentValues`, with the value views see when nobody set one.
/// Design systems define their own keys this way, or with `@Entry` (below).
///
/// ```swift
/// private struct RowStyleKey: EnvironmentKey { static let defaultValue = RowStyle.plain }
/// extension EnvironmentValues {
///     var rowStyle: RowStyle {
///         get { self[RowStyleKey.self] }
///         set { self[RowStyleKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Declares an environment value (or transaction value) with its default in one line, as
/// SwiftUI's `@Entry` does: the macro adds a private key type and the `get`/`set` through it.
/// Expanded by Pixelproof's compiler plugin (the `PreviewMacros` target).
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var rowStyle: RowStyle = .plain
/// }
/// ```
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PreviewMacros", type: "EntryMacro")
