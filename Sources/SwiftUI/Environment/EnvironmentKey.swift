import BitmapText
import Raster
import Tokens

/// A key for a value in `EnvironmentValues`, with the value views see when nobody set one.
/// Design systems define their own keys this way (Swift's `@Entry` macro is not available).
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
