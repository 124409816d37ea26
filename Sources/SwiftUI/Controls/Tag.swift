import BitmapText
import Raster
import Tokens

// MERGE NOTE: the state slice (sw-state, Interaction/Identity.swift) also declares `tag(_:)` and
// `TagModifier`. Keep one: theirs, with `apply` returning
// `content(context).map { TagNode(child: $0, tag: value) }`, and delete this file.

extension View {
    /// The value a `Picker` selects this view by.
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) { ForEach(Flavor.allCases) { Text($0.name).tag($0) } }
    /// ```
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(TagModifier(value: AnyHashable(tag)))
    }
}

/// Keeps a tag value on the nodes of the view it modifies; layout and drawing are the content's.
struct TagModifier: PrimitiveModifier {
    let value: AnyHashable

    func apply(in context: ResolveContext, content: (ResolveContext) -> [LayoutNode]) -> [LayoutNode] {
        content(context).map { TagNode(child: $0, tag: value) }
    }
}
