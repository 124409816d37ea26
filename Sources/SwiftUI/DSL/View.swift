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
}

extension Never: View {
    /// Primitive views have no body; asking for one is a programming error.
    public var body: Never { fatalError("Never has no body") }
}

/// Views built into the layout layer: they turn themselves into layout nodes directly
/// instead of through a `body`. Their `Body` is always `Never`, which lets resolution skip the
/// runtime's conformance lookup for every view whose body is something else.
protocol PrimitiveView: View where Body == Never {
    func makeNodes(in context: ResolveContext) -> [LayoutNode]
}

/// The body of a primitive view: never evaluated, because resolution asks primitives for their
/// nodes first.
func primitiveBody<V>(_ type: V.Type) -> Never {
    fatalError("\(V.self) is a primitive view and has no body")
}
