import BitmapText
import Raster
import Tokens

/// A button: its label drawn through the button style in the environment. There are no taps;
/// `.pressed(true)` and `.disabled(true)` set the states a style draws.
///
/// ```swift
/// Button("Continue") { save() }.buttonStyle(.dsPrimary)
/// Button(action: retry) { Label("Try Again", systemImage: "arrow.uturn.backward") }
/// ```
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let role: ButtonRole?
    public let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        role = nil
    }

    /// A button with a role: `.destructive` buttons draw in red in the built-in styles.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let style = context.environment.buttonStyle
        let body = style.makeBody(AnyView(label), role, context.environment.isPressed, action)
        // A primitive style's body may hold `Button(configuration)`: that inner button is drawn
        // by the default style, as in SwiftUI, instead of by the primitive style again.
        let bodyContext = style.isPrimitive ? context.with { $0.buttonStyle = ButtonStyleKey.defaultValue } : context
        let semantics = [LaidOutView.Detail("role", "button")] + context.enabledSemantics
        return bodyContext.resolve(context.evaluate { body() }).withSemantics(semantics)
    }
}

extension Button where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// A button whose label is a title with a symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive button style wraps its configuration in: same label, role and
    /// action, drawn by the default style.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

/// How a button looks, like SwiftUI's `ButtonStyle`: `makeBody` gets the label and the pressed
/// state; `@Environment(\.isEnabled)` tells whether it is disabled.
///
/// ```swift
/// struct DSPrimaryButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding().opacity(configuration.isPressed ? 0.85 : 1)
///     }
/// }
/// ```
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style draws from.
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label: View, PrimitiveView {
        let content: AnyView

        init(_ content: AnyView) {
            self.content = content
        }

        public var body: Never { primitiveBody(Self.self) }

        public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    public let label: Label
    /// A state input: `true` under `.pressed(true)`.
    public let isPressed: Bool
    /// The button's role, if it was given one.
    public let role: ButtonRole?
}

/// A button style of either kind with its type erased, as the environment stores it.
struct AnyButtonStyle: @unchecked Sendable {
    // Styles are plain values used only while one render resolves.
    /// label, role, isPressed, action → the body, evaluated where the button resolves.
    let makeBody: (AnyView, ButtonRole?, Bool, @escaping () -> Void) -> () -> AnyView
    /// A `PrimitiveButtonStyle` (its body may wrap `Button(configuration)`).
    let isPrimitive: Bool

    init<S: ButtonStyle>(_ style: S) {
        makeBody = { label, role, isPressed, _ in
            { AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(label),
                                                                             isPressed: isPressed, role: role))) }
        }
        isPrimitive = false
    }

    init<S: PrimitiveButtonStyle>(primitive style: S) {
        makeBody = { label, role, isPressed, action in
            { AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(
                label: PrimitiveButtonStyleConfiguration.Label(label), role: role, isPressed: isPressed, action: action))) }
        }
        isPrimitive = true
    }
}

struct ButtonStyleKey: EnvironmentKey { static let defaultValue = AnyButtonStyle(primitive: DefaultButtonStyle()) }

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// The style buttons inside are drawn with.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }

    /// The primitive style buttons inside are drawn with (`.plain`, `.bordered`, …).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(primitive: style))
    }
}
