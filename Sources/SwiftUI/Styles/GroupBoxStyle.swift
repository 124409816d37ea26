import BitmapText
import Raster
import Tokens

/// How a group box looks, like SwiftUI's `GroupBoxStyle`.
///
/// ```swift
/// struct CardBoxStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label; configuration.content }.padding()
///     }
/// }
/// ```
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a group box style draws from.
public struct GroupBoxStyleConfiguration {
    /// The group box's label.
    public struct Label: View, PrimitiveView {
        let content: AnyView

        init(_ content: AnyView) {
            self.content = content
        }

        public var body: Never { primitiveBody(Self.self) }

        public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    /// The group box's content.
    public struct Content: View, PrimitiveView {
        let content: AnyView

        init(_ content: AnyView) {
            self.content = content
        }

        public var body: Never { primitiveBody(Self.self) }

        public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

        func makeNodes(in context: ResolveContext) -> [LayoutNode] { content.makeNodes(in: context) }
    }

    public let label: Label
    public let content: Content
}

/// A group box style with its type erased, as the environment stores it.
typealias AnyGroupBoxStyle = AnyStyle<GroupBoxStyleConfiguration>

extension AnyStyle where Configuration == GroupBoxStyleConfiguration {
    init<S: GroupBoxStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct GroupBoxStyleKey: EnvironmentKey { static let defaultValue = AnyGroupBoxStyle(DefaultGroupBoxStyle()) }
struct GroupBoxDepthKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    var groupBoxStyle: AnyGroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }

    /// How many group boxes enclose this point (nested boxes alternate their background).
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}

extension View {
    /// The style group boxes inside are drawn with.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, AnyGroupBoxStyle(style))
    }
}

/// iOS's group box: the label in the headline font above the content, 16 points inside a
/// rounded rectangle (radius 8) of `secondarySystemBackground` (`tertiarySystemBackground`
/// when nested), across the width offered.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DefaultGroupBoxBody(configuration: configuration)
    }
}

struct DefaultGroupBoxBody: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.groupBoxDepth) private var depth

    var body: some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(depth % 2 == 0 ? ControlPalette.secondarySystemBackground : ControlPalette.tertiarySystemBackground,
                    in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        .environment(\.groupBoxDepth, depth + 1)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}
