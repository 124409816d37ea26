import BitmapText
import Raster
import Tokens

/// A button that opens a menu, drawn closed: its label, through the menu style in the
/// environment (a borderless button in the tint by default). The items are not drawn.
///
/// ```swift
/// Menu("Sort") { Button("Name") {}; Button("Date") {} }
/// Menu { Button("Duplicate") {} } label: { Image(systemName: "ellipsis.circle") }
/// ```
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A menu with a primary action on tap (the menu opens on a long press).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let configuration = MenuStyleConfiguration(label: MenuStyleConfiguration.Label(AnyView(label)))
        let style = context.environment.menuStyle
        return context.resolve(context.evaluate { style.makeBody(configuration) })
    }
}

extension Menu where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}
