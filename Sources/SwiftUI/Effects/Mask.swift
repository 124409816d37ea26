import Raster

extension View {
    /// This view drawn only where `mask` is opaque: each pixel keeps its colour times the
    /// mask's alpha. The mask is offered this view's size and placed with `alignment`.
    ///
    /// ```swift
    /// LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)
    ///     .mask { Text("Gradient").font(.largeTitle) }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let content = mask()
        return modifier(LayerEffectModifier { context in
            let nodes = context.resolve(content)
            let node: LayoutNode = nodes.count == 1 ? nodes[0] : ZStackNode(alignment: alignment, children: nodes)
            return .init(effects: { _ in LayerEffects() }, details: [.init("mask", TypeName.of(Mask.self))],
                         mask: (node, alignment))
        })
    }

    /// The older spelling of `mask(alignment:_:)`, centred (deprecated in SwiftUI, still used).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask(alignment: .center) { mask }
    }
}
