import BitmapText
import Raster
import Tokens

/// Related content with an optional label, drawn by the group box style in the environment
/// (iOS's rounded secondary-background box by default).
///
/// ```swift
/// GroupBox("Storage") { ProgressView(value: 0.7) }
/// GroupBox { Text("No label") }
/// ```
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// SwiftUI's older spelling, with the label as a view.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let configuration = GroupBoxStyleConfiguration(label: GroupBoxStyleConfiguration.Label(AnyView(label)),
                                                       content: GroupBoxStyleConfiguration.Content(AnyView(content)))
        let style = context.environment.groupBoxStyle
        return context.resolve(context.evaluate { style.makeBody(configuration) })
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
