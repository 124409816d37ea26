import BitmapText
import Raster
import Tokens

/// A colour after the environment resolved it: the sRGB value and, when it came from a design
/// token, the token's path.
public struct ResolvedColor: Sendable, Hashable, CustomStringConvertible {
    public var rgba: RGBA8
    public var tokenPath: String?

    public init(_ rgba: RGBA8, tokenPath: String? = nil) {
        self.rgba = rgba
        self.tokenPath = tokenPath
    }

    func withOpacity(_ opacity: Double) -> ResolvedColor {
        ResolvedColor(rgba.withOpacity(unitToByte(opacity)), tokenPath: tokenPath)
    }

    public var description: String {
        tokenPath.map { "\(rgba.hexString) {\($0)}" } ?? rgba.hexString
    }
}

/// What fills or strokes a shape, resolved to colours.
public enum ResolvedPaint: Sendable, Hashable, CustomStringConvertible {
    case solid(ResolvedColor)
    /// Stops at locations 0…1 along the line from `start` to `end` (unit points of the shape's
    /// frame).
    case linearGradient(stops: [ResolvedGradientStop], start: UnitPoint, end: UnitPoint)
    /// Circles around `center` (a unit point of the frame), radii in points.
    case radialGradient(stops: [ResolvedGradientStop], center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Ellipses around `center` shaped like the frame; radii are fractions of half the frame.
    case ellipticalGradient(stops: [ResolvedGradientStop], center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// Swept around `center` from `startAngle` to `endAngle` (radians, clockwise from 3 o'clock).
    case angularGradient(stops: [ResolvedGradientStop], center: UnitPoint, startAngle: Double, endAngle: Double)
    /// A material: what is behind blurred by `blurRadius` points, then `tint` painted over it.
    case material(name: String, tint: ResolvedColor, blurRadius: Double)

    /// The token paths this paint read, in order.
    public var tokenPaths: [String] {
        switch self {
        case .solid(let color), .material(_, let color, _): color.tokenPath.map { [$0] } ?? []
        default: gradientStops.compactMap(\.color.tokenPath)
        }
    }

    /// The colour stops of a gradient (empty for a colour or material).
    var gradientStops: [ResolvedGradientStop] {
        switch self {
        case .solid, .material: []
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _),
             .angularGradient(let stops, _, _, _): stops
        }
    }

    func withOpacity(_ opacity: Double) -> ResolvedPaint {
        let faded = gradientStops.map { ResolvedGradientStop(color: $0.color.withOpacity(opacity), location: $0.location) }
        switch self {
        case .solid(let color): return .solid(color.withOpacity(opacity))
        case .material(let name, let tint, let radius): return .material(name: name, tint: tint.withOpacity(opacity), blurRadius: radius)
        case .linearGradient(_, let start, let end): return .linearGradient(stops: faded, start: start, end: end)
        case .radialGradient(_, let center, let r0, let r1): return .radialGradient(stops: faded, center: center, startRadius: r0, endRadius: r1)
        case .ellipticalGradient(_, let center, let f0, let f1):
            return .ellipticalGradient(stops: faded, center: center, startRadiusFraction: f0, endRadiusFraction: f1)
        case .angularGradient(_, let center, let a0, let a1): return .angularGradient(stops: faded, center: center, startAngle: a0, endAngle: a1)
        }
    }

    public var description: String {
        let stops = gradientStops.map { "\($0.color) @\(formatPoints($0.location))" }.joined(separator: ", ")
        switch self {
        case .solid(let color): return color.description
        case .material(let name, let tint, let radius): return "material \(name) \(tint) blur \(formatPoints(radius))"
        case .linearGradient(_, let start, let end): return "linear(\(start)→\(end): " + stops + ")"
        case .radialGradient(_, let center, let r0, let r1):
            return "radial(\(center) \(formatPoints(r0))→\(formatPoints(r1)): " + stops + ")"
        case .ellipticalGradient(_, let center, let f0, let f1):
            return "elliptical(\(center) \(formatPoints(f0))→\(formatPoints(f1)): " + stops + ")"
        case .angularGradient(_, let center, let a0, let a1):
            return "angular(\(center) \(formatPoints(a0 * 180 / .pi))°→\(formatPoints(a1 * 180 / .pi))°: " + stops + ")"
        }
    }
}

/// One colour stop of a resolved gradient.
public struct ResolvedGradientStop: Sendable, Hashable {
    public var color: ResolvedColor
    public var location: Double

    public init(color: ResolvedColor, location: Double) {
        self.color = color
        self.location = location
    }
}

/// Maps 0…1 to 0…255, rounded half up and clamped.
func unitToByte(_ value: Double) -> UInt8 {
    UInt8(max(0, min(255, (value * 255).rounded(.toNearestOrAwayFromZero))))
}
