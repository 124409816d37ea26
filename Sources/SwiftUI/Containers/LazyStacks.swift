import BitmapText
import Raster
import Tokens

/// A vertical stack that creates its views lazily on iOS. Laid out as a `VStack` with one
/// difference SwiftUI has: it takes the whole width it is offered (a `VStack` hugs its
/// content), its children aligned inside by `alignment`. Sections inside show their header,
/// content and footer in order; `pinnedViews` are accepted (nothing scrolls in a snapshot).
///
/// ```swift
/// ScrollView { LazyVStack(alignment: .leading, spacing: 12) { ForEach(rows) { Row($0) } } }
/// ```
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        var details = [LaidOutView.Detail("alignment", alignment.description)]
        if let spacing { details.append(LaidOutView.Detail("spacing", formatPoints(Double(spacing)))) }
        let stack = StackNode(kind: "LazyVStack", axis: .vertical, spacing: spacing.map { Double($0) }, cross: .guide(alignment.key),
                              children: context.resolve(content), details: details)
        return [FlexibleFrameNode(horizontal: .init(min: nil, ideal: nil, max: .infinity), vertical: .init(min: nil, ideal: nil, max: nil),
                                  alignment: Alignment(horizontal: alignment, vertical: .top), child: stack)]
    }
}

/// A horizontal stack that creates its views lazily on iOS: an `HStack` that takes the whole
/// height it is offered, its children aligned inside by `alignment`.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        var details = [LaidOutView.Detail("alignment", alignment.description)]
        if let spacing { details.append(LaidOutView.Detail("spacing", formatPoints(Double(spacing)))) }
        let stack = StackNode(kind: "LazyHStack", axis: .horizontal, spacing: spacing.map { Double($0) }, cross: .guide(alignment.key),
                              children: context.resolve(content), details: details)
        return [FlexibleFrameNode(horizontal: .init(min: nil, ideal: nil, max: nil), vertical: .init(min: nil, ideal: nil, max: .infinity),
                                  alignment: Alignment(horizontal: .leading, vertical: alignment), child: stack)]
    }
}
