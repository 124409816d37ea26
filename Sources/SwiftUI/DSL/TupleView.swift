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
    public var value: T {
        didSet { builtElements = nil }
    }
    /// The elements as views, when the builder made the tuple and so knew each element's type:
    /// then `children` needs neither `Mirror` nor a dynamic cast per element (each cast looks a
    /// conformance up in the runtime the first time it meets a type). nil after `value` changes.
    private var builtElements: [any View]?

    public init(_ value: T) {
        self.value = value
    }

    /// The tuple of `elements`, as `ViewBuilder.buildBlock` makes it.
    init<each Element: View>(elements: repeat each Element) where T == (repeat each Element) {
        value = (repeat each elements)
        var views: [any View] = []
        for element in repeat each elements { views.append(element) }
        builtElements = views
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    /// The views the tuple holds, in order (an element that is `nil` holds none); the value
    /// itself when `T` is a single view. An optional element is the optional view (which
    /// resolves to nothing when `nil`), whether the builder listed it or `Mirror` found it.
    var children: [any View] {
        if let builtElements { return builtElements }
        if let view = value as? any View { return [view] }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .tuple else { return [] }
        return mirror.children.compactMap { $0.value as? any View }
    }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        children.flatMap { context.resolve($0) }
    }
}

extension TupleView: CustomReflectable {
    /// The tuple alone, as before the builder's elements were kept beside it, so a `.dump` or
    /// `dump` of a view reads as it always did.
    public var customMirror: Mirror {
        Mirror(self, children: ["value": value], displayStyle: .struct)
    }
}
