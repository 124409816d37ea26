/// Identity modifiers, like SwiftUI's. Identity matters to animations and updates, which a
/// snapshot does not have: `id(_:)` and `equatable()` draw the view unchanged. `tag(_:)`
/// keeps its value on the view (`TaggedView.tagValue`) for containers that select by tag.
///
/// ```swift
/// Text(item.title).id(item.id)
/// Text("Monthly").tag(Plan.monthly)
/// ```
extension View {
    public func id<ID: Hashable>(_ id: ID) -> some View { self }

    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(TagModifier(value: AnyHashable(tag)))
    }
}

extension View where Self: Equatable {
    /// This view, compared by `==` before updates (there are none in a snapshot).
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

/// A view that SwiftUI updates only when it changes by `==`.
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content

    public init(content: Content) {
        self.content = content
    }

    public var body: Content { content }
}

/// Keeps a tag value on the nodes of the view it modifies (pickers find their options by it);
/// layout and drawing are the content's.
struct TagModifier: PrimitiveModifier {
    let value: AnyHashable

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        content(context).map { TagNode(child: $0, tag: value) }
    }
}

/// A view carrying a `tag(_:)` value, for containers (pickers, tab views) that select by tag.
protocol TaggedView {
    var tagValue: AnyHashable { get }
}

extension ModifiedContent: TaggedView where Content: View, Modifier == TagModifier {
    var tagValue: AnyHashable { modifier.value }
}
