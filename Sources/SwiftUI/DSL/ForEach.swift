import BitmapText
import Raster
import Tokens

/// One view per element of a collection, in the collection's order; also what a `for … in`
/// loop in a view builder produces. The `id` key path is accepted as in SwiftUI; with no
/// updates to animate, identity does not change what is drawn.
///
/// ```swift
/// VStack(alignment: .leading) {
///     ForEach(["Wi-Fi", "Bluetooth"], id: \.self) { name in Text(name) }
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public let data: Data
    public let content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        // The closure runs with the environment in scope, so `@Environment` properties of the
        // view whose body holds this `ForEach` can be read inside it (as SwiftUI allows).
        data.flatMap { element in context.resolve(context.evaluate { content(element) }) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Elements identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer in `data`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
