/// Replaces a path's curves by straight segments no farther than `tolerance` from them.
///
/// Curves are cut into `n` equal steps of their parameter, with `n` from the standard bound on
/// the chord error of a polynomial curve (`max|B″| / (8 n²)`); only `+ − × ÷` and `sqrt` are
/// used, which IEEE 754 rounds the same way on every machine.
enum PathFlattener {
    /// Device-pixel tolerance for fills and strokes: small enough that a circle of radius 4 px
    /// loses about 0.25 % of its area to its chords (the accuracy tests allow 0.5 %).
    static let tolerance = 0.01

    /// The contours of `path` after `transform`, flattened to `tolerance`.
    static func flatten(_ path: Path, transform: Transform = .identity, tolerance: Double = tolerance) -> [Polyline] {
        var result: [Polyline] = []
        var points: [Point] = []
        var start = Point.zero
        var current = Point.zero
        func finish(closed: Bool) {
            if points.count > 1 || (points.count == 1 && !closed) {
                result.append(Polyline(points: points, closed: closed))
            }
            points = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = transform.apply(p)
                start = current
                points.append(current)
            case .line(let p):
                if points.isEmpty { points.append(current) }
                current = transform.apply(p)
                points.append(current)
            case .quadCurve(let p, let c):
                if points.isEmpty { points.append(current) }
                let control = transform.apply(c), end = transform.apply(p)
                appendQuad(current, control, end, tolerance, &points)
                current = end
            case .curve(let p, let c1, let c2):
                if points.isEmpty { points.append(current) }
                let a = transform.apply(c1), b = transform.apply(c2), end = transform.apply(p)
                appendCubic(current, a, b, end, tolerance, &points)
                current = end
            case .closeSubpath:
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return result
    }

    private static func steps(_ secondDifference: Double, _ tolerance: Double) -> Int {
        let n = (secondDifference / tolerance).squareRoot().rounded(.up)
        if !(n >= 1) { return 1 }
        return n > 1000 ? 1000 : Int(n)
    }

    private static func appendQuad(_ p0: Point, _ p1: Point, _ p2: Point, _ tolerance: Double, _ points: inout [Point]) {
        let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
        // max|B″| = 2·|dd|; n ≥ sqrt(|dd| / (4·tol)).
        let n = steps((ddx * ddx + ddy * ddy).squareRoot() / 4, tolerance)
        let ax = ddx, bx = 2 * (p1.x - p0.x), ay = ddy, by = 2 * (p1.y - p0.y)
        for i in 1..<n {
            let t = Double(i) / Double(n)
            points.append(Point(x: (ax * t + bx) * t + p0.x, y: (ay * t + by) * t + p0.y))
        }
        points.append(p2)
    }

    private static func appendCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ tolerance: Double, _ points: inout [Point]) {
        let d1x = p0.x - 2 * p1.x + p2.x, d1y = p0.y - 2 * p1.y + p2.y
        let d2x = p1.x - 2 * p2.x + p3.x, d2y = p1.y - 2 * p2.y + p3.y
        let dd = max((d1x * d1x + d1y * d1y).squareRoot(), (d2x * d2x + d2y * d2y).squareRoot())
        // max|B″| = 6·max|dd|; n ≥ sqrt(0.75·|dd| / tol).
        let n = steps(0.75 * dd, tolerance)
        let cx = 3 * (p1.x - p0.x), bx = 3 * (p2.x - p1.x) - cx, ax = p3.x - p0.x - cx - bx
        let cy = 3 * (p1.y - p0.y), by = 3 * (p2.y - p1.y) - cy, ay = p3.y - p0.y - cy - by
        for i in 1..<n {
            let t = Double(i) / Double(n)
            points.append(Point(x: ((ax * t + bx) * t + cx) * t + p0.x, y: ((ay * t + by) * t + cy) * t + p0.y))
        }
        points.append(p3)
    }
}
