import Raster

extension GraphicsContext {
    /// How a `GraphicsContext` fills or strokes, SwiftUI's `GraphicsContext.Shading`: a colour,
    /// a shape style, or a gradient whose geometry is in the canvas's coordinates.
    public struct Shading: Sendable {
        enum Storage: Sendable {
            case style(AnyShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }

        let storage: Storage

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(storage: .style(AnyShapeStyle(color))) }

        /// A solid colour from components (0…1) in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A solid grey (0 black … 1 white) in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Any shape style, filling the drawn path's bounds as it would fill a shape's frame.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(storage: .style(AnyShapeStyle(style))) }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { style(HierarchicalShapeStyle.primary) }

        /// A linear gradient from `startPoint` to `endPoint` (canvas points).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .linear(gradient, start: startPoint, end: endPoint))
        }

        /// A radial gradient around `center` (canvas points) from `startRadius` to `endRadius`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// An angular gradient swept once around `center` (canvas points), starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .conic(gradient, center: center, angle: angle))
        }

        /// The paint for a path whose mapped bounds are `bounds`; `map` takes canvas points to
        /// absolute points.
        func resolve(in context: ResolveContext, bounds: Rect, map: (CGPoint) -> Point, lengthScale: Double) -> ResolvedPaint {
            func unit(_ point: CGPoint) -> UnitPoint {
                let p = map(point)
                return UnitPoint(x: bounds.width > 0 ? (p.x - bounds.minX) / bounds.width : 0.5,
                                 y: bounds.height > 0 ? (p.y - bounds.minY) / bounds.height : 0.5)
            }
            switch storage {
            case .style(let style):
                return style.resolvePaint(context)
            case .linear(let gradient, let start, let end):
                return .linearGradient(stops: context.resolve(gradient.stops), start: unit(start), end: unit(end))
            case .radial(let gradient, let center, let r0, let r1):
                return .radialGradient(stops: context.resolve(gradient.stops), center: unit(center),
                                       startRadius: Double(r0) * lengthScale, endRadius: Double(r1) * lengthScale)
            case .conic(let gradient, let center, let angle):
                return .angularGradient(stops: context.resolve(gradient.stops), center: unit(center),
                                        startAngle: angle.radians, endAngle: angle.radians + 2 * .pi)
            }
        }
    }

    /// Options for canvas gradients, SwiftUI's `GraphicsContext.GradientOptions`. Accepted:
    /// Pixelproof's gradients clamp (no repeat or mirror) and mix colours in sRGB.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1 << 0)
        public static let mirror = GradientOptions(rawValue: 1 << 1)
        public static let linearColor = GradientOptions(rawValue: 1 << 2)
    }

    /// How drawing composites, SwiftUI's `GraphicsContext.BlendMode` (accepted; drawn normal).
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let clear = BlendMode(rawValue: 16)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let destinationOut = BlendMode(rawValue: 23)
    }
}
