import BitmapText
import Raster
import Tokens

/// `frame(width:height:alignment:)`.
struct FixedFrameModifier: PrimitiveModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        let width = width.map { Double($0) }, height = height.map { Double($0) }
        return content(context).map { FixedFrameNode(width: width, height: height, alignment: alignment, child: $0) }
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct FlexibleFrameModifier: PrimitiveModifier {
    let bounds: [CGFloat?]
    let alignment: Alignment

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        let resolved = bounds.map { $0.map { Double($0) } }
        let horizontal = FlexibleFrameNode.Bounds(min: resolved[0], ideal: resolved[1], max: resolved[2])
        let vertical = FlexibleFrameNode.Bounds(min: resolved[3], ideal: resolved[4], max: resolved[5])
        return content(context).map { FlexibleFrameNode(horizontal: horizontal, vertical: vertical, alignment: alignment, child: $0) }
    }
}

/// `fixedSize`: proposes `nil` (the ideal size) on the chosen axes.
struct FixedSizeModifier: PrimitiveModifier {
    let horizontal: Bool
    let vertical: Bool

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        content(context).map { FixedSizeNode(horizontal: horizontal, vertical: vertical, child: $0) }
    }
}

/// `layoutPriority`: stacks offer space to higher priorities first.
struct LayoutPriorityModifier: PrimitiveModifier {
    let priority: Double

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        let nodes = content(context)
        for node in nodes { node.layoutPriority = priority }
        return nodes
    }
}

extension View {
    /// A frame of exactly `width` × `height` where given; the other dimension is the view's own.
    /// The view is offered that size and aligned inside.
    ///
    /// ```swift
    /// Image(systemName: "tray").frame(width: 24, height: 24)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame: the proposal is clamped to the bounds before the view sees it, and the
    /// frame's own size is the view's size pulled towards the (clamped) proposal on each side a
    /// bound is given; `ideal` stands in for a missing proposal.
    ///
    /// ```swift
    /// trailing.frame(maxWidth: .infinity, alignment: .trailing)
    /// ```
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FlexibleFrameModifier(bounds: [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight], alignment: alignment))
    }

    /// The view at its ideal size on both axes, whatever it is offered.
    public func fixedSize() -> some View {
        modifier(FixedSizeModifier(horizontal: true, vertical: true))
    }

    /// The view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Stacks serve higher priorities first (default 0; `Spacer` is lowest).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value))
    }
}
