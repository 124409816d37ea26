/// A general 2D affine map, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (CoreGraphics'
/// layout of the six numbers), for layers drawn rotated, scaled or sheared (`Canvas`'s
/// `LayerEffects.transform`). `Transform` stays the canvas's scale-and-translate; this type is
/// only used where a layer is resampled.
///
/// ```swift
/// let quarterTurn = AffineMap(rotationRadians: .pi / 2)
/// quarterTurn.apply(Point(x: 1, y: 0))   // (0, 1): clockwise on screen
/// ```
public struct AffineMap: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineMap(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation about the origin by `radians`; positive turns clockwise on screen (y down).
    /// Sine and cosine come from `PortableTrig`, so the map is the same on every machine.
    public init(rotationRadians radians: Double) {
        let s = PortableTrig.sin(radians), k = PortableTrig.cos(radians)
        self.init(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
    }

    public init(scaleX: Double, y: Double) { self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0) }

    public init(translationX: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y) }

    /// The canvas transform as an affine map.
    public init(_ t: Transform) { self.init(a: t.scaleX, b: 0, c: 0, d: t.scaleY, tx: t.translateX, ty: t.translateY) }

    @inline(__always)
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// `self` applied first, then `next`.
    public func then(_ next: AffineMap) -> AffineMap {
        AffineMap(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                  c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                  tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The inverse map, or nil when the map collapses the plane (determinant 0 or not finite).
    public var inverted: AffineMap? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineMap(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    public var isIdentity: Bool { self == .identity }
}

extension AffineMap {
    /// An upper bound of how far the map can stretch a unit length.
    var maximumStretch: Double { max(Swift.abs(a) + Swift.abs(c), Swift.abs(b) + Swift.abs(d)) }
}

extension Path {
    /// The path with every point mapped by `map` (exact: affine maps keep lines and Béziers).
    public func applying(_ map: AffineMap) -> Path {
        Path(elements: elements.map { element in
            switch element {
            case .move(let p): return .move(to: map.apply(p))
            case .line(let p): return .line(to: map.apply(p))
            case .quadCurve(let p, let c): return .quadCurve(to: map.apply(p), control: map.apply(c))
            case .curve(let p, let c1, let c2): return .curve(to: map.apply(p), control1: map.apply(c1), control2: map.apply(c2))
            case .closeSubpath: return .closeSubpath
            }
        })
    }
}
