/// An outline made of straight lines and cubic curves, in points, like SwiftUI's `Path`.
/// Custom shapes and the bundled icons are paths; the rasterizer fills or strokes them.
///
/// ```swift
/// var tick = Path()
/// tick.move(to: Point(x: 2, y: 8))
/// tick.addLine(to: Point(x: 6, y: 12))
/// tick.addLine(to: Point(x: 14, y: 3))
/// ```
public struct Path: Sendable, Hashable {
    /// One step of the outline.
    public enum Element: Sendable, Hashable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(elements: [Element]) {
        self.elements = elements
    }

    /// Builds a path in a closure, as SwiftUI's `Path { path in … }` does.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public mutating func move(to point: Point) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }
    public mutating func addQuadCurve(to point: Point, control: Point) { elements.append(.quadCurve(to: point, control: control)) }
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// An ellipse inscribed in `rect`, as four cubics (the usual 0.5522847498 handle length,
    /// a constant so no trigonometry decides a pixel).
    public mutating func addEllipse(in rect: Rect) {
        let k = 0.5522847498
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: (Point) -> Point) -> Path {
        Path(elements: elements.map { element in
            switch element {
            case .move(let p): .move(to: transform(p))
            case .line(let p): .line(to: transform(p))
            case .quadCurve(let p, let c): .quadCurve(to: transform(p), control: transform(c))
            case .curve(let p, let c1, let c2): .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
            case .closeSubpath: .closeSubpath
            }
        })
    }

    /// The path scaled by `sx`, `sy` and then moved by `dx`, `dy`.
    public func scaled(x sx: Double, y sy: Double, thenOffsetBy dx: Double, _ dy: Double) -> Path {
        applying { Point(x: $0.x * sx + dx, y: $0.y * sy + dy) }
    }
}
