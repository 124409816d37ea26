import BitmapText
import Raster
import Tokens

/// Several views side by side in a builder: a stack lays each one out as its own child.
///
/// ```swift
/// VStack { Text("Title"); Text("Subtitle") }   // the builder makes TupleView<Text, Text>
/// ```
public struct TupleView<each Content: View>: View, PrimitiveView {
    let value: (repeat each Content)

    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        for child in repeat each value {
            nodes += context.resolve(child)
        }
        return nodes
    }
}
