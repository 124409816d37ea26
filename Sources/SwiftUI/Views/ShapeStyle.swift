import BitmapText
import Raster
import Tokens

/// Something that paints a shape or text: a `Color` or a `LinearGradient`.
///
/// ```swift
/// Circle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// ```
public protocol ShapeStyle: Sendable {}

/// A shape style whose concrete type is hidden, for storing styles of different kinds.
public struct AnyShapeStyle: ShapeStyle {
    let resolvePaint: @Sendable (ResolveContext) -> ResolvedPaint

    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            resolvePaint = erased.resolvePaint
        } else {
            resolvePaint = { context in context.paint(style) }
        }
    }
}

/// A point in a view's frame in unit coordinates: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// A linear gradient between colours, evenly spaced unless stops are given.
///
/// ```swift
/// LinearGradient(colors: [Color(token: "brand.start"), Color(token: "brand.end")], startPoint: .leading, endPoint: .trailing)
/// ```
public struct LinearGradient: ShapeStyle, View, PrimitiveView {
    /// A colour stop: the same type as `Gradient.Stop`, as in SwiftUI.
    public typealias Stop = Gradient.Stop

    public var stops: [Stop]
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(stops: [Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.stops = stops
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(stops: gradient.stops, startPoint: startPoint, endPoint: endPoint)
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let paint = context.paint(self)
        return [ShapeNode(kind: "LinearGradient", geometry: .rectangle, drawing: .fill(paint), tokens: paint.tokenPaths)]
    }
}
