import BitmapText
import Raster
import Tokens

/// How a menu's button looks, like SwiftUI's `MenuStyle`. A snapshot shows the menu closed, so
/// styles draw the label; `configuration.content` (the menu's items) is never drawn.
///
/// ```swift
/// Menu("Sort") { Button("Name") {} }.menuStyle(.button).buttonStyle(.bordered)
/// ```
public protocol MenuStyle {
    associatedtype Body: View
    typealias Configuration = MenuStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a menu style draws from.
public struct MenuStyleConfiguration {
    /// The menu's label.
    public struct Label: View, PrimitiveView {
        let content: AnyView

        init(_ content: AnyView) {
            self.content = content
        }

        public var body: Never { primitiveBody(Self.self) }

        public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    /// The menu's items (not drawn: the menu is closed).
    public struct Content: View {
        public var body: EmptyView { EmptyView() }
    }

    let label: Label
}

/// A menu style with its type erased, as the environment stores it.
typealias AnyMenuStyle = AnyStyle<MenuStyleConfiguration>

extension AnyStyle where Configuration == MenuStyleConfiguration {
    init<S: MenuStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct MenuStyleKey: EnvironmentKey { static let defaultValue = AnyMenuStyle(DefaultMenuStyle()) }

extension EnvironmentValues {
    var menuStyle: AnyMenuStyle {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

extension View {
    /// The style menus inside are drawn with.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyle, AnyMenuStyle(style))
    }
}

/// iOS's default: the label drawn as a button in the button style in effect (borderless
/// unless `.buttonStyle(_:)` says otherwise).
public struct DefaultMenuStyle: MenuStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }
    }
}

/// The label drawn as a button in the button style in effect.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }
    }
}

/// The label drawn as a borderless button (SwiftUI's deprecated style).
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }.buttonStyle(.borderless)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
