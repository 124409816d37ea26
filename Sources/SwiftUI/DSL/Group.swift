import BitmapText
import Raster
import Tokens

/// Groups views without a layout of its own: a modifier on a group applies to each member,
/// and a stack treats each member as its own child.
///
/// ```swift
/// Group { Text("A"); Text("B") }.foregroundStyle(.secondary)
/// ```
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] { context.resolve(content) }
}
