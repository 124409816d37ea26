/// Builders for the shapes SwiftUI draws: rectangles, rounded rectangles, capsules, ellipses.
/// Every contour runs clockwise on screen (y down), starting on the top edge.
extension Path {
    /// The magic number for a quarter ellipse as one cubic: the control points sit this fraction
    /// of the radius from the ends. 0.5519150244935105 (rather than the common 0.5522847) makes
    /// the curve's radial error alternate in sign (±0.02 %), so the area comes out right.
    static let quarterCircleHandle = 0.551_915_024_493_510_5

    /// A rectangle.
    ///
    /// ```swift
    /// canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .solid(.black))
    /// ```
    public static func rect(_ rect: Rect) -> Path {
        var path = Path()
        path.move(to: Point(x: rect.minX, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX, y: rect.maxY))
        path.addLine(to: Point(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }

    /// The ellipse inscribed in `rect`.
    ///
    /// ```swift
    /// let dot = Path.ellipse(in: Rect(x: 0, y: 0, width: 8, height: 8))
    /// ```
    public static func ellipse(in rect: Rect) -> Path {
        let cx = rect.midX, cy = rect.midY
        let rx = rect.width / 2, ry = rect.height / 2
        let kx = rx * quarterCircleHandle, ky = ry * quarterCircleHandle
        var path = Path()
        path.move(to: Point(x: cx, y: cy - ry))
        path.addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        path.addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        path.addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        path.addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        path.closeSubpath()
        return path
    }

    /// A circle.
    ///
    /// ```swift
    /// let avatar = Path.circle(center: Point(x: 20, y: 20), radius: 20)
    /// ```
    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A capsule: semicircular ends on the short sides (horizontal when wider than tall,
    /// vertical otherwise). Always circular, as SwiftUI's `Capsule` draws even with
    /// `style: .continuous`.
    ///
    /// ```swift
    /// let pill = Path.capsule(in: Rect(x: 0, y: 0, width: 80, height: 28))
    /// ```
    public static func capsule(in rect: Rect) -> Path {
        roundedRect(rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
    }

    /// A rectangle with the same radius at every corner (`.continuous` by default, as SwiftUI).
    ///
    /// ```swift
    /// let card = Path.roundedRect(Rect(x: 16, y: 16, width: 358, height: 120), cornerRadius: 12)
    /// ```
    public static func roundedRect(_ rect: Rect, cornerRadius: Double, style: CornerStyle = .continuous) -> Path {
        roundedRect(rect, cornerRadii: CornerRadii(all: cornerRadius), style: style)
    }

    /// A rectangle with its own radius at each corner.
    ///
    /// Radii are limited so corners never overlap: circular corners to half the shorter side,
    /// continuous corners to half the shorter side / 1.52866483 (their curve is that much longer).
    public static func roundedRect(_ rect: Rect, cornerRadii radii: CornerRadii, style: CornerStyle = .continuous) -> Path {
        let w = max(0, rect.width), h = max(0, rect.height)
        let limit = style == .continuous ? min(w, h) / 2 / ContinuousCorner.extent : min(w, h) / 2
        func clamp(_ r: Double) -> Double { r > 0 ? min(r, limit) : 0 }
        let tl = clamp(radii.topLeading), tr = clamp(radii.topTrailing)
        let br = clamp(radii.bottomTrailing), bl = clamp(radii.bottomLeading)
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.minX + w, y1 = rect.minY + h
        var path = Path()
        let extent = style == .continuous ? ContinuousCorner.extent : 1
        path.move(to: Point(x: x0 + tl * extent, y: y0))
        // Each corner: vertex, incoming direction, outgoing direction.
        path.addCorner(vertex: Point(x: x1, y: y0), incoming: (1, 0), outgoing: (0, 1), radius: tr, style: style)
        path.addCorner(vertex: Point(x: x1, y: y1), incoming: (0, 1), outgoing: (-1, 0), radius: br, style: style)
        path.addCorner(vertex: Point(x: x0, y: y1), incoming: (-1, 0), outgoing: (0, -1), radius: bl, style: style)
        path.addCorner(vertex: Point(x: x0, y: y0), incoming: (0, -1), outgoing: (1, 0), radius: tl, style: style)
        path.closeSubpath()
        return path
    }

    /// A line to the corner's start, then the corner's curve.
    private mutating func addCorner(vertex: Point, incoming: (Double, Double), outgoing: (Double, Double),
                                    radius r: Double, style: CornerStyle) {
        // (a, b) in radius units: a back along `incoming`, b forward along `outgoing`.
        func at(_ a: Double, _ b: Double) -> Point {
            Point(x: vertex.x - incoming.0 * a * r + outgoing.0 * b * r,
                  y: vertex.y - incoming.1 * a * r + outgoing.1 * b * r)
        }
        if r <= 0 { return addLine(to: vertex) }
        switch style {
        case .circular:
            let k = 1 - Path.quarterCircleHandle
            addLine(to: at(1, 0))
            addCurve(to: at(0, 1), control1: at(k, 0), control2: at(0, k))
        case .continuous:
            addLine(to: at(ContinuousCorner.start.0, ContinuousCorner.start.1))
            for step in ContinuousCorner.steps {
                switch step {
                case .line(let end):
                    addLine(to: at(end.0, end.1))
                case .cubic(let c1, let c2, let end):
                    addCurve(to: at(end.0, end.1), control1: at(c1.0, c1.1), control2: at(c2.0, c2.1))
                }
            }
        }
    }
}
