import Raster

/// Colours in circles around a centre, SwiftUI's `RadialGradient`: the first stop at
/// `startRadius` points, the last at `endRadius`, constant beyond.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 40))
/// ```
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle, View, PrimitiveView {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func resolvePaint(in context: ResolveContext) -> ResolvedPaint {
        .radialGradient(stops: context.resolve(gradient.stops), center: center, startRadius: Double(startRadius), endRadius: Double(endRadius))
    }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] { gradientNodes(self, "RadialGradient", context) }
}

/// Colours in ellipses shaped like the frame, SwiftUI's `EllipticalGradient`: radii are
/// fractions of the frame (0.5 reaches its edges).
public struct EllipticalGradient: ShapeStyle, ResolvableShapeStyle, View, PrimitiveView {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func resolvePaint(in context: ResolveContext) -> ResolvedPaint {
        .ellipticalGradient(stops: context.resolve(gradient.stops), center: center, startRadiusFraction: Double(startRadiusFraction),
                            endRadiusFraction: Double(endRadiusFraction))
    }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] { gradientNodes(self, "EllipticalGradient", context) }
}

/// Colours swept around a centre, SwiftUI's `AngularGradient` (a conic gradient): angles
/// from 3 o'clock, clockwise on screen.
///
/// ```swift
/// Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center), lineWidth: 8)
/// ```
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle, View, PrimitiveView {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI treats equal angles as a full turn.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs { .primitive(view, inputs) }

    func resolvePaint(in context: ResolveContext) -> ResolvedPaint {
        .angularGradient(stops: context.resolve(gradient.stops), center: center, startAngle: startAngle.radians, endAngle: endAngle.radians)
    }

    func makeNodes(in context: ResolveContext) -> [LayoutNode] { gradientNodes(self, "AngularGradient", context) }
}

/// A gradient used as a view: it fills the space offered.
func gradientNodes<S: ResolvableShapeStyle>(_ style: S, _ kind: String, _ context: ResolveContext) -> [LayoutNode] {
    let paint = style.resolvePaint(in: context)
    return [ShapeNode(kind: kind, geometry: .rectangle, drawing: .fill(paint), tokens: paint.tokenPaths)]
}
