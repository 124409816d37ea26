import BitmapText
import Raster
import Tokens

/// A type-erased view, for when the concrete type of a view must not show in a signature.
///
/// ```swift
/// let views: [AnyView] = [AnyView(Text("A")), AnyView(Color.red)]
/// ```
public struct AnyView: View, PrimitiveView {
    let resolveContent: (ResolveContext) -> [LayoutNode]
    /// The erased view itself, for code that walks a view value (preview enumeration).
    let content: any View

    public init<Content: View>(_ content: Content) {
        resolveContent = { $0.resolve(content) }
        self.content = content
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] { resolveContent(context) }
}
