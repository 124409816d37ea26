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

    /// How this modifier applies to the view it wraps, whose layout `body` makes from the inputs
    /// it is given: the default resolves `body(content:)`; the built-in primitive modifiers
    /// build their layout nodes around the content's. Dispatched through the conformance's
    /// witness table, like SwiftUI's requirement of the same name. Not for user code.
    static func _makeView(modifier: Self, inputs: _ViewInputs,
                          body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs
}

extension ViewModifier {
    /// A composed modifier: its `body(content:)`, evaluated with the environment in scope,
    /// resolved in turn, the content standing in for the modified view.
    public static func _makeView(modifier: Self, inputs: _ViewInputs,
                                 body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let context = inputs.context
        let resolveContent: (ResolveContext) -> [LayoutNode] = { body(_ViewInputs($0)).nodes }
        if Body.self == Never.self, let primitive = modifier as? any PrimitiveModifier {
            // A primitive whose conformance missed its witness: see `ResolveContext.resolveBody`.
            context.session.notePrimitiveFoundByCast(Self.self)
            return _ViewOutputs(primitive.apply(in: context, content: resolveContent))
        }
        let placeholder = ViewModifierContent(resolveContent: resolveContent)
        let modified = context.evaluate { modifier.body(content: placeholder) }
        return _ViewOutputs(context.resolve(modified))
    }
}

/// Stands for the modified view inside a `ViewModifier`'s body.
public struct ViewModifierContent: View, PrimitiveView {
    let resolveContent: (ResolveContext) -> [LayoutNode]

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] { resolveContent(context) }
}

/// A view with a modifier applied: what `.modifier(_:)` and every built-in modifier return.
///
/// Unconstrained, as SwiftUI declares it (`ModifiedContent<Content, Modifier>`): it is a view when
/// its content is a view and its modifier a modifier, and a modifier when both are modifiers
/// (`concat(_:)`). Besides matching SwiftUI, this keeps the Swift runtime from checking each
/// nested level's conformances whenever it instantiates a chain of modifiers' metadata.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    /// The modifier's nodes around the content's, through `Modifier._makeView`: a witness-table
    /// call, no runtime lookup, whether the modifier is primitive or has a body.
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let content = content
        return Modifier._makeView(modifier: modifier, inputs: _ViewInputs(context)) {
            _ViewOutputs($0.context.resolve(content))
        }.nodes
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: ViewModifierContent) -> Never { primitiveBody(Self.self) }

    /// Two modifiers as one: `Content`, the first, nearest the view, then `Modifier` around it,
    /// as `view.modifier(first).modifier(second)` applies them.
    public static func _makeView(modifier: Self, inputs: _ViewInputs,
                                 body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let first = modifier.content
        return Modifier._makeView(modifier: modifier.modifier, inputs: inputs) {
            Content._makeView(modifier: first, inputs: $0, body: body)
        }
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`, as one modifier (SwiftUI's `concat(_:)`).
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
extension View {
    /// This view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Modifiers built into the layout layer: they build layout nodes around the content's nodes
/// (or resolve the content in a changed environment) instead of having a body. Their
/// `ViewModifier._makeView` witness calls `apply(in:content:)` (all of them are internal types,
/// so the extension's internal witness serves; see `PrimitiveView`).
protocol PrimitiveModifier: ViewModifier where Body == Never {
    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode]
}

extension PrimitiveModifier {
    func body(content: Content) -> Never { primitiveBody(Self.self) }

    static func _makeView(modifier: Self, inputs: _ViewInputs,
                          body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        _ViewOutputs(modifier.apply(in: inputs.context) { body(_ViewInputs($0)).nodes })
    }
}
