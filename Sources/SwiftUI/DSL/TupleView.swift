import BitmapText
import Raster
import Tokens

/// Several views side by side in a builder, as SwiftUI's `TupleView<T>`: `T` is a tuple of views,
/// and a stack lays each element out as its own child. Code may build one itself, as SwiftUI
/// allows (`TupleView((nil, content(self)))` for a `TupleView<(Self?, Content?)>`).
///
/// ```swift
/// VStack { Text("Title"); Text("Subtitle") }   // the builder makes TupleView<(Text, Text)>
/// ```
public struct TupleView<T>: View, PrimitiveView {
    public var value: T

    public init(_ value: T) {
        self.value = value
    }

    public var body: Never { primitiveBody(Self.self) }

    /// The views the tuple holds, in order (an element that is `nil` holds none); the value
    /// itself when `T` is a single view.
    var children: [any View] {
        if let view = value as? any View { return [view] }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .tuple else { return [] }
        return mirror.children.compactMap { $0.value as? any View }
    }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        children.flatMap { context.resolve($0) }
    }
}
