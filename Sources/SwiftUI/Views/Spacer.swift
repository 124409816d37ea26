import BitmapText
import Raster
import Tokens

/// Flexible empty space: it grows along its stack's axis (both axes outside a stack) and
/// shrinks no further than `minLength` (8 points by default). Stacks serve it last and put no
/// default spacing beside it.
///
/// ```swift
/// HStack { Text("Name"); Spacer(); Text("Value") }
/// ```
public struct Spacer: View, PrimitiveView {
    let minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [SpacerNode(minLength: minLength.map { Double($0) } ?? SpacerNode.defaultMinLength)]
    }
}

/// A thin line across its stack: horizontal in a `VStack` (and outside stacks), vertical in an
/// `HStack`, drawn in the environment's `dividerColor` (the separator colour by default).
///
/// ```swift
/// VStack(spacing: 0) { Text("Wi-Fi"); Divider(); Text("Bluetooth") }.dividerColor(Color.gray)
/// ```
///
/// The thickness is 1 point at every scale *(choice: SwiftUI draws a hairline one pixel thick;
/// a whole point keeps frames in points identical at 1x, 2x and 3x)*.
public struct Divider: View, PrimitiveView {
    public init() {}

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [DividerNode(paint: .solid(context.resolve(context.environment.dividerColor ?? Color.separator)))]
    }
}
