/// A vector outline in points: contours of straight lines and quadratic and cubic Bézier curves,
/// named as in SwiftUI's `Path`. Shapes, icons, chevrons and check marks are all paths; the
/// canvas fills or strokes them.
///
/// ```swift
/// var check = Path()
/// check.move(to: Point(x: 4, y: 12))
/// check.addLine(to: Point(x: 9, y: 17))
/// check.addLine(to: Point(x: 20, y: 6))
/// canvas.stroke(check, StrokeStyle(width: 2, cap: .round, join: .round), .solid(.black))
/// ```
public struct Path: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(elements: [Element]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new contour at `point`.
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }

    /// A straight line from the current point.
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }

    /// A quadratic Bézier curve from the current point.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// A cubic Bézier curve from the current point.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current contour with a straight line back to its start.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Appends every contour of `other`.
    public mutating func addPath(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// The smallest rectangle holding every point and control point (a curve lies inside it).
    public var controlPointBounds: Rect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: Point) {
            minX = min(minX, p.x); minY = min(minY, p.y)
            maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quadCurve(let p, let c): include(p); include(c)
            case .curve(let p, let c1, let c2): include(p); include(c1); include(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: Transform) -> Path {
        Path(elements: elements.map { element in
            switch element {
            case .move(let p): return .move(to: transform.apply(p))
            case .line(let p): return .line(to: transform.apply(p))
            case .quadCurve(let p, let c): return .quadCurve(to: transform.apply(p), control: transform.apply(c))
            case .curve(let p, let c1, let c2):
                return .curve(to: transform.apply(p), control1: transform.apply(c1), control2: transform.apply(c2))
            case .closeSubpath: return .closeSubpath
            }
        })
    }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Path {
        applying(Transform(translationX: dx, y: dy))
    }
}
