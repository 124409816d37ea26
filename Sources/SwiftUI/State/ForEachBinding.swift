/// `ForEach($items, id: \.name) { $item in … }`: one view per element of a collection binding,
/// each given a binding to its element, identified by a key path of the element (as
/// SwiftUI's `ForEach(_:id:content:)` for bindings).
///
/// ```swift
/// ForEach($tags, id: \.self) { $tag in TextField("Tag", text: $tag) }
/// ```
extension ForEach {
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        let elementID = (\Binding<C.Element>.wrappedValue).appending(path: id)
        self.init(data, id: elementID, content: content)
    }
}
