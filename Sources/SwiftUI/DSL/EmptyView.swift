import BitmapText
import Raster
import Tokens

/// A view with no content: it takes no space and adds no spacing in a stack.
///
/// ```swift
/// Row(leading: { Text("Name") })   // trailing defaults to EmptyView.init
/// ```
public struct EmptyView: View, PrimitiveView {
    public init() {}

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] { [] }
}
