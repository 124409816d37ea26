/// What `View._makeView` and `ViewModifier._makeView` receive: the resolve context at that point
/// of the tree. Opaque outside the module, like SwiftUI's type of the same name.
public struct _ViewInputs {
    let context: ResolveContext

    init(_ context: ResolveContext) {
        self.context = context
    }
}

/// What `View._makeView` and `ViewModifier._makeView` return: the layout nodes the view
/// resolved to. Opaque outside the module, like SwiftUI's type of the same name.
public struct _ViewOutputs {
    let nodes: [LayoutNode]

    init(_ nodes: [LayoutNode]) {
        self.nodes = nodes
    }

    /// A primitive view's nodes, built in the context the inputs carry.
    static func primitive<V: PrimitiveView>(_ view: V, _ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view.makeNodes(in: inputs.context))
    }
}
