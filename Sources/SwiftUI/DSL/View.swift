import BitmapText
import Raster
import Tokens

/// A piece of user interface, described the way SwiftUI describes it: a value whose `body`
/// is made of other views. Views are resolved against an environment, laid out in points and
/// drawn by the rasterizer; there are no events, so every state is an input.
///
/// ```swift
/// struct Badge: View {
///     var title: String
///     var body: some View {
///         Text(title).padding(.horizontal, 8).background(Color.orange, in: Capsule())
///     }
/// }
/// ```
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view; evaluated once per render, with `@Environment` values in scope.
    @ViewBuilder var body: Body { get }

    /// How a view of this type turns into layout: the default resolves `body`; the built-in
    /// primitive views build their layout nodes. Dispatched through the conformance's witness
    /// table, like SwiftUI's requirement of the same name, so resolving a view needs no runtime
    /// lookup. Not for user code: a view you write has a `body` and keeps the default.
    static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs
}

extension View {
    /// A composed view: its `body`, evaluated with the environment in scope, resolved in turn.
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(inputs.context.resolveBody(of: view))
    }
}

extension Never: View {
    /// Primitive views have no body; asking for one is a programming error.
    public var body: Never { fatalError("Never has no body") }
}

/// Views built into the layout layer: they turn themselves into layout nodes directly
/// instead of through a `body`, which is always `Never`.
///
/// Their `View._makeView` witness calls `makeNodes(in:)`. Internal types get it from the
/// extension below. A public type must spell it out,
/// `public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }`,
/// and the compiler insists: the extension's internal witness is the most specific one for a
/// public type, and an internal witness of a public requirement is an error.
protocol PrimitiveView: View where Body == Never {
    func makeNodes(in context: ResolveContext) -> [LayoutNode]
}

extension PrimitiveView {
    static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        .primitive(view, inputs)
    }
}

/// The body of a primitive view: never evaluated, because resolution asks primitives for their
/// nodes first.
func primitiveBody<V>(_ type: V.Type) -> Never {
    fatalError("\(V.self) is a primitive view and has no body")
}
