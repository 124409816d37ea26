import BitmapText
import Raster
import Tokens

// The colours controls draw their own parts in, set for a whole subtree like SwiftUI's `tint`:
// the accent of controls (a text field's insertion point, the default button style's label), a
// text field's placeholder and a divider's line. A design system sets them from its tokens once,
// where it builds its controls.

struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct TextFieldPlaceholderStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct DividerColorKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The accent of controls inside; `nil` means `Color.accentColor`.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The style an empty text field draws its placeholder in; `nil` means `Color.tertiary`.
    public var textFieldPlaceholderStyle: AnyShapeStyle? {
        get { self[TextFieldPlaceholderStyleKey.self] }
        set { self[TextFieldPlaceholderStyleKey.self] = newValue }
    }

    /// The colour dividers inside draw their line in; `nil` means `Color.separator`.
    public var dividerColor: Color? {
        get { self[DividerColorKey.self] }
        set { self[DividerColorKey.self] = newValue }
    }
}

extension View {
    /// The accent controls inside draw with: a focused text field's insertion point, the
    /// default button style's label. `nil` goes back to `Color.accentColor`.
    ///
    /// ```swift
    /// TextField("Name", text: $name).focused(true).tint(Color(token: .textAccent))
    /// ```
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }

    /// The style empty text fields and secure fields inside draw their placeholder in.
    ///
    /// ```swift
    /// TextField("Add a note", text: $note).textFieldPlaceholderStyle(Color(token: .textPlaceholder))
    /// ```
    public func textFieldPlaceholderStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.textFieldPlaceholderStyle, AnyShapeStyle(style))
    }

    /// The colour dividers inside draw their line in. `nil` goes back to `Color.separator`.
    ///
    /// ```swift
    /// VStack(spacing: 0) { rowA; Divider(); rowB }.dividerColor(Color(token: .borderSubtle))
    /// ```
    public func dividerColor(_ color: Color?) -> some View {
        environment(\.dividerColor, color)
    }
}
