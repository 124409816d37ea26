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
    public let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let configuration = ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(AnyView(label)),
                                                     isPressed: context.environment.isPressed)
        let style = context.environment.buttonStyle
        let body = context.evaluate { style.makeBody(configuration) }
        return context.resolve(body)
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

        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    public let label: Label
    /// A state input: `true` under `.pressed(true)`.
    public let isPressed: Bool
}

/// The style buttons use when none is set: the label in the tint (the accent colour unless
/// `.tint(_:)` says otherwise), dimmed when pressed, grey when disabled.
public struct DefaultButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(isEnabled ? tint ?? Color.accentColor : Color.tertiary)
            .opacity(configuration.isPressed ? 0.2 : 1)
    }
}

/// A button style with its type erased, as the environment stores it.
struct AnyButtonStyle: @unchecked Sendable {
    // Styles are plain values used only while one render resolves.
    let makeBody: (ButtonStyleConfiguration) -> AnyView

    init<S: ButtonStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct ButtonStyleKey: EnvironmentKey { static let defaultValue = AnyButtonStyle(DefaultButtonStyle()) }

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
}

extension ButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
