/// What fills a shape: a solid colour or a linear gradient, times an opacity.
///
/// ```swift
/// canvas.fill(path, .solid(RGBA8(hex: "#2F6BFF")!))
/// canvas.fill(path, .solid(.black).opacity(0.4))
/// canvas.fill(path, .linearGradient(start: Point(x: 0, y: 0), end: Point(x: 0, y: 44),
///                                   stops: [GradientStop(.white, at: 0), GradientStop(.black, at: 1)]))
/// ```
public struct Paint: Hashable, Sendable {
    /// Where the colour comes from.
    public enum Shader: Hashable, Sendable {
        case solid(RGBA8)
        case linearGradient(LinearGradient)
        case radialGradient(RadialShading)
        case conicGradient(ConicShading)
    }

    public var shader: Shader
    /// 0…1, multiplied into the alpha of every pixel painted (rounded to 1/255).
    public var opacity: Double

    public init(shader: Shader, opacity: Double = 1) {
        self.shader = shader
        self.opacity = opacity
    }

    /// One colour everywhere.
    public static func solid(_ color: RGBA8) -> Paint { Paint(shader: .solid(color)) }

    /// Colours blended along the line from `start` to `end` (in the canvas's points), constant
    /// beyond its ends. Needs at least one stop.
    public static func linearGradient(start: Point, end: Point, stops: [GradientStop]) -> Paint {
        Paint(shader: .linearGradient(LinearGradient(start: start, end: end, stops: stops)))
    }

    /// The same paint with its opacity multiplied by `value` (0…1).
    public func opacity(_ value: Double) -> Paint {
        Paint(shader: shader, opacity: opacity * value)
    }

    /// The opacity as a byte, rounded half up; values outside 0…1 are clamped.
    var opacityByte: UInt32 { Paint.byte(forUnit: opacity) }

    /// A fraction 0…1 as 0…255, rounded half up, clamped.
    static func byte(forUnit value: Double) -> UInt32 {
        guard value > 0 else { return 0 }
        guard value < 1 else { return 255 }
        return UInt32((value * 255).rounded(.toNearestOrAwayFromZero))
    }
}

/// A colour at a position (0…1) along a gradient.
public struct GradientStop: Hashable, Sendable {
    public var color: RGBA8
    public var location: Double

    public init(_ color: RGBA8, at location: Double) {
        self.color = color
        self.location = location
    }

    public init(color: RGBA8, location: Double) { self.init(color, at: location) }
}

/// A linear gradient from `start` to `end` in points.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]

    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}
