import BitmapText
import Raster
import Tokens

/// Related controls drawn as one, as iOS 16+ draws a control group in content: the controls
/// side by side in equal segments of a rounded `tertiarySystemFill` bar (radius 8, 34 points
/// high at the default text size), labels in the tint, 1-point separators between them.
///
/// ```swift
/// ControlGroup {
///     Button("Decrease", systemImage: "minus") {}
///     Button("Increase", systemImage: "plus") {}
/// }
/// ```
public struct ControlGroup<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        // The controls inside draw as borderless buttons, each in its own segment.
        let items = context.with { $0.buttonStyle = AnyButtonStyle(primitive: BorderlessButtonStyle()) }.resolve(content)
        return context.resolve(ControlGroupBody(items: items))
    }
}

extension ControlGroup {
    /// A control group with a label (shown when the group collapses into a menu; not drawn here).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }
}

struct ControlGroupBody: View {
    let items: [LayoutNode]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<items.count) { index in
                ResolvedNodes(nodes: [items[index]])
                    .lineLimit(1)
                    .padding(.horizontal, 8)
                    .frame(maxWidth: .infinity, minHeight: 34)
                    .overlay(alignment: .leading) {
                        if index > 0 { Rectangle().fill(ControlPalette.controlSeparator).frame(width: 1, height: 18).offset(x: -0.5) }
                    }
            }
        }
        .background(ControlPalette.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}
