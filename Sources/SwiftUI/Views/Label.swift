import BitmapText
import Raster
import Tokens

/// A title with a symbol before it, drawn through the label style in the environment (like
/// SwiftUI's `labelStyle`): by default the symbol, then the title 6 points after it.
///
/// ```swift
/// Label("Couldn't Load", systemImage: "exclamationmark.triangle")
/// Label("Add", systemImage: "plus").labelStyle(.iconOnly)
/// ```
public struct Label: View, PrimitiveView {
    let title: Text
    let systemImage: String

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = Text(title)
        self.systemImage = systemImage
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.title = Text(titleKey)
        self.systemImage = systemImage
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let configuration = LabelStyleConfiguration(icon: LabelStyleConfiguration.Icon(AnyView(Image(systemName: systemImage))),
                                                    title: LabelStyleConfiguration.Title(AnyView(title)))
        let style = context.environment.labelStyle
        return context.resolve(context.evaluate { style.makeBody(configuration) })
    }
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

        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    /// The label's title.
    public struct Title: View, PrimitiveView {
        let content: AnyView

        init(_ content: AnyView) {
            self.content = content
        }

        public var body: Never { primitiveBody(Self.self) }

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
struct AnyLabelStyle: @unchecked Sendable {
    // Styles are plain values used only while one render resolves.
    let makeBody: (LabelStyleConfiguration) -> AnyView

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
