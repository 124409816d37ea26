import BitmapText
import Raster
import Tokens

/// A reusable change to a view, written like SwiftUI's: `body(content:)` wraps the view it is
/// applied to.
///
/// ```swift
/// struct DSScreenPadding: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(.horizontal, Space.lg).padding(.top, Space.md)
///     }
/// }
/// extension View { func dsScreenPadding() -> some View { modifier(DSScreenPadding()) } }
/// ```
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ViewModifierContent
    @ViewBuilder func body(content: Content) -> Body
}

/// Stands for the modified view inside a `ViewModifier`'s body.
public struct ViewModifierContent: View, PrimitiveView {
    let resolveContent: (ResolveContext) -> [LayoutNode]

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] { resolveContent(context) }
}

/// A view with a modifier applied: what `.modifier(_:)` and every built-in modifier return.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    public let content: Content
    public let modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let content = content
        // A primitive modifier's `Body` is `Never` (`PrimitiveModifier` requires it): a custom
        // modifier skips the runtime's conformance lookup, as `ResolveContext.resolve` does for views.
        if Modifier.Body.self == Never.self, let primitive = modifier as? any PrimitiveModifier {
            return primitive.apply(in: context) { $0.resolve(content) }
        }
        let placeholder = ViewModifierContent { $0.resolve(content) }
        let body = context.evaluate { modifier.body(content: placeholder) }
        return context.resolve(body)
    }
}

extension View {
    /// This view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Modifiers built into the layout layer: they build layout nodes around the content's nodes
/// (or resolve the content in a changed environment) instead of having a body.
protocol PrimitiveModifier: ViewModifier where Body == Never {
    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode]
}

extension PrimitiveModifier {
    func body(content: Content) -> Never { primitiveBody(Self.self) }
}
