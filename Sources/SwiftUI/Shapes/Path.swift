import Raster

/// An outline of lines and curves, as SwiftUI's `Path`: built with the same calls, drawn as a
/// shape in its own coordinate space (its frame's top-left is (0, 0)).
///
/// ```swift
/// Path { p in
///     p.move(to: CGPoint(x: 2, y: 8))
///     p.addLine(to: CGPoint(x: 6, y: 12))
///     p.addLine(to: CGPoint(x: 14, y: 3))
/// }
/// .stroke(Color.green, lineWidth: 2)
/// ```
public struct Path: Shape, Hashable {
    /// The outline in the rasterizer's terms.
    var storage: Raster.Path

    init(storage: Raster.Path) {
        self.storage = storage
    }

    public init() {
        storage = Raster.Path()
    }

    /// Builds a path in a closure.
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        storage = .roundedRect(rect.raster, cornerRadius: Double(cornerRadius), style: style.cornerStyle)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }

    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        storage = .roundedRect(rect.raster, cornerRadii: cornerRadii.raster, style: style.cornerStyle)
    }

    /// The ellipse inscribed in `rect`, starting at its rightmost point and running clockwise on
    /// screen, as Core Graphics draws it (so `trim` starts at 3 o'clock).
    public init(ellipseIn rect: CGRect) {
        let r = rect.standardized.raster
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        // The Raster layer's quarter-circle handle (`Path.ellipse(in:)`), for the same curve.
        let k = 0.551_915_024_493_510_5
        var p = Raster.Path()
        p.move(to: Point(x: cx + rx, y: cy))
        p.addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ry * k), control2: Point(x: cx + rx * k, y: cy + ry))
        p.addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - rx * k, y: cy + ry), control2: Point(x: cx - rx, y: cy + ry * k))
        p.addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ry * k), control2: Point(x: cx - rx * k, y: cy - ry))
        p.addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + rx * k, y: cy - ry), control2: Point(x: cx + rx, y: cy - ry * k))
        p.closeSubpath()
        storage = p
    }

    public func path(in rect: CGRect) -> Path { self }

    public var isEmpty: Bool { storage.isEmpty }

    /// The smallest rectangle holding every point and control point.
    public var boundingRect: CGRect { storage.isEmpty ? .null : CGRect(storage.controlPointBounds) }

    /// The last point added, if any.
    public var currentPoint: CGPoint? {
        var start: Point?
        var current: Point?
        for element in storage.elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current.map(CGPoint.init)
    }

    public mutating func move(to point: CGPoint) { storage.move(to: point.raster) }

    public mutating func addLine(to point: CGPoint) {
        if currentPoint == nil { move(to: point) } else { storage.addLine(to: point.raster) }
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { storage.addLine(to: point.raster) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        storage.addQuadCurve(to: point.raster, control: control.raster)
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.addCurve(to: point.raster, control1: control1.raster, control2: control2.raster)
    }

    public mutating func closeSubpath() { storage.closeSubpath() }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addPath(Path(storage: .rect(rect.standardized.raster)), transform: transform)
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addPath(Path(roundedRect: rect, cornerRadii: cornerRadii, style: style), transform: transform)
    }

    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// An arc of the circle around `center`. Angles are measured from the x axis towards y, so
    /// on screen (y down) increasing angles turn clockwise; `clockwise: false` sweeps towards
    /// increasing angles, as SwiftUI's (whose `clockwise` is named in a y-up space).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        var sweep = endAngle.radians - startAngle.radians
        let fullTurn = 2 * Double.pi
        if clockwise {
            while sweep > 0 { sweep -= fullTurn }
        } else {
            while sweep < 0 { sweep += fullTurn }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep), transform: transform)
    }

    /// An arc from `startAngle` turning by `delta` (positive: towards increasing angles).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let r = Double(radius), cx = Double(center.x), cy = Double(center.y)
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: cx + r * cos(angle), y: cy + r * sin(angle)).applying(transform)
        }
        let start = startAngle.radians
        let first = point(start)
        if currentPoint == nil { move(to: first) } else { storage.addLine(to: first.raster) }
        // Cubic Béziers of at most a quarter turn each: control arms of 4/3·tan(θ/4)·r.
        let segments = max(1, Int((abs(delta.radians) / (Double.pi / 2)).rounded(.up)))
        let step = delta.radians / Double(segments)
        let arm = 4.0 / 3.0 * tan(step / 4)
        for index in 0..<segments {
            let a0 = start + step * Double(index), a1 = a0 + step
            let c1 = CGPoint(x: cx + r * (cos(a0) - arm * sin(a0)), y: cy + r * (sin(a0) + arm * cos(a0))).applying(transform)
            let c2 = CGPoint(x: cx + r * (cos(a1) + arm * sin(a1)), y: cy + r * (sin(a1) - arm * cos(a1))).applying(transform)
            storage.addCurve(to: point(a1).raster, control1: c1.raster, control2: c2.raster)
        }
    }

    /// A line towards `tangent1End` ending in an arc of `radius` tangent to both lines
    /// (current point → tangent1End → tangent2End), as CoreGraphics' `addArc(tangent1End:…)`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else { move(to: tangent1End); return }
        let p1 = tangent1End, p2 = tangent2End
        let v1 = (x: Double(p0.x - p1.x), y: Double(p0.y - p1.y)), v2 = (x: Double(p2.x - p1.x), y: Double(p2.y - p1.y))
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, cross != 0, radius > 0 else { addLine(to: p1.applying(transform)); return }
        let u1 = (x: v1.x / l1, y: v1.y / l1), u2 = (x: v2.x / l2, y: v2.y / l2)
        let half = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y))) / 2
        let distance = Double(radius) / tan(half)
        let t1 = CGPoint(x: Double(p1.x) + u1.x * distance, y: Double(p1.y) + u1.y * distance)
        let bisector = (x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centreDistance = Double(radius) / sin(half)
        let centre = CGPoint(x: Double(p1.x) + bisector.x / bisectorLength * centreDistance,
                             y: Double(p1.y) + bisector.y / bisectorLength * centreDistance)
        let startAngle = atan2(Double(t1.y - centre.y), Double(t1.x - centre.x))
        let sweep = (Double.pi - 2 * half) * (cross > 0 ? -1 : 1)
        addLine(to: t1.applying(transform))
        addRelativeArc(center: centre, radius: radius, startAngle: .radians(startAngle), delta: .radians(sweep), transform: transform)
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        storage.addPath(transform.isIdentity ? path.storage : path.applying(transform).storage)
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        func map(_ p: Point) -> Point { CGPoint(p).applying(transform).raster }
        return Path(storage: Raster.Path(elements: storage.elements.map { element in
            switch element {
            case .move(let p): .move(to: map(p))
            case .line(let p): .line(to: map(p))
            case .quadCurve(let p, let c): .quadCurve(to: map(p), control: map(c))
            case .curve(let p, let c1, let c2): .curve(to: map(p), control1: map(c1), control2: map(c2))
            case .closeSubpath: .closeSubpath
            }
        }))
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        Path(storage: storage.offsetBy(dx: Double(dx), dy: Double(dy)))
    }
}

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    var raster: CornerRadii {
        CornerRadii(topLeading: Double(topLeading), topTrailing: Double(topTrailing),
                    bottomTrailing: Double(bottomTrailing), bottomLeading: Double(bottomLeading))
    }
}
