import BitmapText
import Raster
import Tokens

/// `background` and `overlay`: a decoration behind or in front of the content, sized to it.
struct DecorationModifier: PrimitiveModifier {
    let alignment: Alignment
    let inFront: Bool
    let decoration: (ResolveContext) -> [LayoutNode]

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        content(context).map { node in
            let decorations = decoration(context)
            let decorationNode: LayoutNode = decorations.count == 1
                ? decorations[0] : ZStackNode(alignment: alignment, children: decorations)
            return DecorationNode(content: node, decoration: decorationNode, alignment: alignment, inFront: inFront)
        }
    }
}

extension View {
    /// `content` drawn behind this view, offered exactly this view's size.
    ///
    /// ```swift
    /// Text("New").padding(4).background { Capsule().fill(.orange) }
    /// ```
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Background) -> some View {
        let content = content()
        return modifier(DecorationModifier(alignment: alignment, inFront: false) { $0.resolve(content) })
    }

    /// A view drawn behind this one (SwiftUI's older spelling).
    public func background<Background: View>(_ content: Background, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(alignment: alignment, inFront: false) { $0.resolve(content) })
    }

    /// `style` filling `shape` behind this view.
    ///
    /// ```swift
    /// .background(Color.bgSurface, in: RoundedRectangle(cornerRadius: Radius.lg, style: .continuous))
    /// ```
    public func background<S: ShapeStyle, Outline: Shape>(_ style: S, in shape: Outline) -> some View {
        background(shape.fill(style))
    }

    /// `style` filling this view's frame behind it.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        background(Rectangle().fill(style))
    }

    /// `content` drawn in front of this view, offered exactly this view's size.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Overlay) -> some View {
        let content = content()
        return modifier(DecorationModifier(alignment: alignment, inFront: true) { $0.resolve(content) })
    }

    /// A view drawn in front of this one (SwiftUI's older spelling).
    ///
    /// ```swift
    /// .overlay(RoundedRectangle(cornerRadius: Radius.lg).stroke(Color.borderSubtle, lineWidth: 1))
    /// ```
    public func overlay<Overlay: View>(_ content: Overlay, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(alignment: alignment, inFront: true) { $0.resolve(content) })
    }

    /// `style` filling `shape` in front of this view.
    public func overlay<S: ShapeStyle, Outline: Shape>(_ style: S, in shape: Outline) -> some View {
        overlay(shape.fill(style))
    }
}

extension View {
    /// A line of `width` drawn just inside this view's frame, like SwiftUI's `border`.
    ///
    /// ```swift
    /// Text("Debug").border(Color.red)
    /// ```
    public func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(style, lineWidth: width))
    }
}
