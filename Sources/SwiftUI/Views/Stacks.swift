import BitmapText
import Raster
import Tokens

/// Children in a row, left to right, aligned vertically.
///
/// ```swift
/// HStack(spacing: Space.sm) { Image(systemName: "tray"); Text("Inbox"); Spacer() }
/// ```
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        var details = [LaidOutView.Detail("alignment", alignment.description)]
        if let spacing { details.append(LaidOutView.Detail("spacing", formatPoints(Double(spacing)))) }
        return [StackNode(kind: "HStack", axis: .horizontal, spacing: spacing.map { Double($0) },
                          cross: .guide(alignment.key), children: context.resolve(content), details: details)]
    }
}

/// Children in a column, top to bottom, aligned horizontally.
///
/// ```swift
/// VStack(alignment: .leading, spacing: Space.sm) { Text("Title"); Text("Subtitle") }
/// ```
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        var details = [LaidOutView.Detail("alignment", alignment.description)]
        if let spacing { details.append(LaidOutView.Detail("spacing", formatPoints(Double(spacing)))) }
        return [StackNode(kind: "VStack", axis: .vertical, spacing: spacing.map { Double($0) },
                          cross: .guide(alignment.key), children: context.resolve(content), details: details)]
    }
}

/// Children on top of each other, later ones in front, sized to the largest.
///
/// ```swift
/// ZStack(alignment: .topTrailing) { Avatar(); Badge() }
/// ```
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [ZStackNode(alignment: alignment, children: context.resolve(content))]
    }
}
