import BitmapText
import Raster
import Tokens

/// A title with an icon before it, drawn through the label style in the environment, like
/// SwiftUI's `Label<Title, Icon>`: by default the icon, then the title 6 points after it.
///
/// ```swift
/// Label("Couldn't Load", systemImage: "exclamationmark.triangle")
/// Label("Add", systemImage: "plus").labelStyle(.iconOnly)
/// Label { Text(user.name) } icon: { Avatar(user) }
/// ```
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label drawing `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        if let configured = self as? any ConfigurationLabel {
            // `Label(configuration)` inside a label style's body: drawn with the standard
            // title-and-icon style, never with the style being resolved (no recursion). SwiftUI
            // would use the style set outside that one; Pixelproof keeps only the innermost.
            return context.resolve(TitleAndIconLabelStyle().makeBody(configuration: configured.configuration))
        }
        let configuration = LabelStyleConfiguration(icon: LabelStyleConfiguration.Icon(AnyView(icon)),
                                                    title: LabelStyleConfiguration.Title(AnyView(title)))
        let style = context.environment.labelStyle
        return context.resolve(context.evaluate { style.makeBody(configuration) })
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled by a localized key, with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label titled verbatim, with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label titled by a localized key, with an image from the app's assets.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label titled verbatim, with an image from the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a label style is configured with, for a style that adds to the standard one.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// A label made from a style configuration (the generic type tests for it at resolve time).
private protocol ConfigurationLabel {
    var configuration: LabelStyleConfiguration { get }
}

extension Label: ConfigurationLabel where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    fileprivate var configuration: LabelStyleConfiguration { LabelStyleConfiguration(icon: icon, title: title) }
}

/// How a label arranges its symbol and title, like SwiftUI's `LabelStyle`.
///
/// ```swift
/// struct WideLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack(spacing: Space.sm) { configuration.icon; configuration.title }
///     }
/// }
/// ```
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a label style draws from: the label's symbol and title as views.
public struct LabelStyleConfiguration {
    /// The label's symbol.
    public struct Icon: View, PrimitiveView {
        let content: AnyView

        init(_ content: AnyView) {
            self.content = content
        }

        public var body: Never { primitiveBody(Self.self) }

        public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    /// The label's title.
    public struct Title: View, PrimitiveView {
        let content: AnyView

        init(_ content: AnyView) {
            self.content = content
        }

        public var body: Never { primitiveBody(Self.self) }

        public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    public let icon: Icon
    public let title: Title
}

/// The symbol, then the title 6 points after it: the style labels use when none is set.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.icon
            configuration.title
        }
    }
}

/// The symbol alone.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// A label style with its type erased, as the environment stores it.
typealias AnyLabelStyle = AnyStyle<LabelStyleConfiguration>

extension AnyStyle where Configuration == LabelStyleConfiguration {
    init<S: LabelStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct LabelStyleKey: EnvironmentKey { static let defaultValue = AnyLabelStyle(TitleAndIconLabelStyle()) }

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// The style labels inside are drawn with.
    ///
    /// ```swift
    /// toolbar.labelStyle(.iconOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}
