import BitmapText
import Raster
import Tokens

/// How a text field looks, like SwiftUI's `TextFieldStyle`. SwiftUI's requirement is the
/// underscored `_body(configuration:)`; code that writes its own style implements it the same
/// way here, and `configuration` is the bare field.
///
/// ```swift
/// struct FilledFieldStyle: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration.padding(10).background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 8))
///     }
/// }
/// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
/// ```
public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The label type of the bare field a text field style gets (SwiftUI's name).
public struct _TextFieldStyleLabel: View {
    public var body: EmptyView { EmptyView() }
}

/// A text field style with its type erased, as the environment stores it.
typealias AnyTextFieldStyle = AnyStyle<TextField<_TextFieldStyleLabel>>

extension AnyStyle where Configuration == TextField<_TextFieldStyleLabel> {
    init<S: TextFieldStyle>(_ style: S) {
        makeBody = { AnyView(style._body(configuration: $0)) }
    }
}

struct TextFieldStyleKey: EnvironmentKey { static let defaultValue: AnyTextFieldStyle? = nil }

extension EnvironmentValues {
    /// `nil`: the bare field (iOS's automatic style outside forms is plain).
    var textFieldStyle: AnyTextFieldStyle? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// The style text fields inside are drawn with.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, (style is PlainTextFieldStyle || style is DefaultTextFieldStyle) ? nil : AnyTextFieldStyle(style))
    }
}

/// iOS's default outside forms: the plain field.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}

    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The field with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}

    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// UITextField's `.roundedRect` border: the system background in a 5-point rounded rectangle
/// with a hairline border, the text 7 points in, 34 points high at the default text size.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}

    public func _body(configuration: TextField<_Label>) -> some View {
        configuration
            .padding(.horizontal, 7)
            .padding(.vertical, 6)
            .frame(minHeight: 34)
            .background(ControlPalette.systemBackground, in: RoundedRectangle(cornerRadius: 5, style: .circular))
            .overlay(RoundedRectangle(cornerRadius: 5, style: .circular).strokeBorder(ControlPalette.textFieldBorder, lineWidth: 0.5))
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
