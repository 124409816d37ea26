/// Radial, elliptical and angular (conic) gradients in points: the shapes of gradient that
/// are not a plane. Colours come from the same 256-entry table as `LinearGradient`
/// (`GradientTable.entries`); only how a pixel finds its entry differs (`ShadingTable`).
///
/// ```swift
/// canvas.fill(.circle(center: c, radius: 40),
///             .radialGradient(RadialShading(center: c, startRadius: 0, endRadius: 40, stops: stops)))
/// ```
public struct RadialShading: Hashable, Sendable {
    public var center: Point
    public var startRadius: Double
    public var endRadius: Double
    /// Vertical radius ÷ horizontal radius: 1 for a circle; an `EllipticalGradient` in a
    /// wide frame has less than 1.
    public var aspect: Double
    public var stops: [GradientStop]

    public init(center: Point, startRadius: Double, endRadius: Double, aspect: Double = 1, stops: [GradientStop]) {
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
        self.aspect = aspect
        self.stops = stops
    }
}

/// Colours swept around `center` from `startAngle` to `endAngle` (radians; 0 points right,
/// growing clockwise on screen, as SwiftUI's `AngularGradient`). Outside the sweep, the half
/// of the gap after the end keeps the last colour and the half before the start the first.
public struct ConicShading: Hashable, Sendable {
    public var center: Point
    public var startAngle: Double
    public var endAngle: Double
    public var stops: [GradientStop]

    public init(center: Point, startAngle: Double, endAngle: Double, stops: [GradientStop]) {
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.stops = stops
    }
}

extension Paint {
    /// A radial or elliptical gradient.
    public static func radialGradient(_ shading: RadialShading) -> Paint { Paint(shader: .radialGradient(shading)) }

    /// An angular (conic) gradient.
    public static func conicGradient(_ shading: ConicShading) -> Paint { Paint(shader: .conicGradient(shading)) }
}

/// A radial or conic gradient resolved for one draw: the colour table and the gradient's
/// geometry in device pixels. Each pixel centre's parameter `t` is computed with IEEE-754
/// basic operations (`squareRoot`, `PortableTrig.atan2`), so it is the same on every machine,
/// and takes entry `clamp(⌊t · 255 + ½⌋, 0, 255)`, the linear gradient's rounding.
struct ShadingTable {
    enum Geometry {
        case radial(cx: Double, cy: Double, start: Double, length: Double, yScale: Double)
        case conic(cx: Double, cy: Double, start: Double, sweep: Double)
    }

    let colors: [UInt32]
    let geometry: Geometry

    init(_ shading: RadialShading, transform: Transform, opacity: UInt32) {
        let c = transform.apply(shading.center)
        let s = Swift.abs(transform.scaleX)
        let yScale = shading.aspect > 0 ? Swift.abs(transform.scaleX / transform.scaleY) / shading.aspect : 1
        geometry = .radial(cx: c.x, cy: c.y, start: shading.startRadius * s, length: (shading.endRadius - shading.startRadius) * s,
                           yScale: yScale)
        colors = GradientTable.entries(shading.stops, opacity: opacity)
    }

    init(_ shading: ConicShading, transform: Transform, opacity: UInt32) {
        let c = transform.apply(shading.center)
        geometry = .conic(cx: c.x, cy: c.y, start: shading.startAngle, sweep: shading.endAngle - shading.startAngle)
        colors = GradientTable.entries(shading.stops, opacity: opacity)
    }

    /// The table index for pixel (x, y).
    func index(x: Int, y: Int) -> Int {
        let t: Double
        switch geometry {
        case .radial(let cx, let cy, let start, let length, let yScale):
            let dx = Double(x) + 0.5 - cx, dy = (Double(y) + 0.5 - cy) * yScale
            let distance = (dx * dx + dy * dy).squareRoot()
            t = length != 0 ? (distance - start) / length : (distance >= start ? 1 : 0)
        case .conic(let cx, let cy, let start, let sweep):
            let fullTurn = 2 * Double.pi
            var angle = PortableTrig.atan2(Double(y) + 0.5 - cy, Double(x) + 0.5 - cx) - start
            angle = angle - (angle / fullTurn).rounded(.down) * fullTurn
            let span = Swift.abs(sweep)
            if span >= fullTurn || span == 0 {
                t = span == 0 ? 0 : angle / span
            } else {
                let along = sweep > 0 ? angle : fullTurn - angle
                // Past the end: the nearer end of the sweep decides.
                t = along <= span ? along / span : (along - span < (fullTurn - span) / 2 ? 1 : 0)
            }
        }
        guard t.isFinite else { return 0 }
        let scaled = (t * 255 + 0.5).rounded(.down)
        return scaled < 0 ? 0 : (scaled > 255 ? 255 : Int(scaled))
    }
}
