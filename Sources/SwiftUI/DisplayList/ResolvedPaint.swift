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

    /// The token paths this paint read, in order.
    public var tokenPaths: [String] {
        switch self {
        case .solid(let color): color.tokenPath.map { [$0] } ?? []
        case .linearGradient(let stops, _, _): stops.compactMap(\.color.tokenPath)
        }
    }

    func withOpacity(_ opacity: Double) -> ResolvedPaint {
        switch self {
        case .solid(let color): .solid(color.withOpacity(opacity))
        case .linearGradient(let stops, let start, let end):
            .linearGradient(stops: stops.map { ResolvedGradientStop(color: $0.color.withOpacity(opacity), location: $0.location) }, start: start, end: end)
        }
    }

    public var description: String {
        switch self {
        case .solid(let color): color.description
        case .linearGradient(let stops, let start, let end):
            "linear(\(start)→\(end): " + stops.map { "\($0.color) @\(formatPoints($0.location))" }.joined(separator: ", ") + ")"
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
