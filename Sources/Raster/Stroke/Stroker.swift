/// Turns flattened contours into the closed outlines of their strokes, to be filled non-zero.
///
/// An open contour becomes one outline: its left offset forward, the end cap, its right offset
/// backward, the start cap. A closed contour becomes two (left forward, right backward), a ring.
/// On the outer side of a bend the join (miter, round, bevel) is added; on the inner side the
/// two offset lines meet at their intersection when it lies within both segments, else the
/// outline goes through the vertex (Skia's approach), which non-zero filling absorbs.
struct Stroker {
    let halfWidth: Double
    let style: StrokeStyle
    /// Chord tolerance for round joins and caps, in the contours' units.
    let tolerance: Double

    func outlines(of contours: [Polyline]) -> [Polyline] {
        var result: [Polyline] = []
        for contour in contours {
            let points = Stroker.distinct(contour.points, closed: contour.closed)
            if points.count == 1 || (points.count == 2 && contour.closed && points[0] == points[1]) {
                if let dot = dot(at: points[0]) { result.append(dot) }
            } else if contour.closed && points.count > 2 {
                result.append(Polyline(points: closedSide(points, reversed: false), closed: true))
                result.append(Polyline(points: closedSide(points, reversed: true), closed: true))
            } else if points.count >= 2 {
                result.append(Polyline(points: openOutline(points), closed: true))
            }
        }
        return result
    }

    /// Points without consecutive repeats (and, when closed, without a repeated start at the end).
    private static func distinct(_ points: [Point], closed: Bool) -> [Point] {
        var result: [Point] = []
        result.reserveCapacity(points.count)
        for p in points where result.last != p { result.append(p) }
        if closed, result.count > 1, result.first == result.last { result.removeLast() }
        return result
    }

    private struct Segment {
        var direction: Point
        var normal: Point
        var length: Double
    }

    private static func segment(_ a: Point, _ b: Point) -> Segment {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        let d = Point(x: dx / length, y: dy / length)
        return Segment(direction: d, normal: Point(x: -d.y, y: d.x), length: length)
    }

    private func offset(_ p: Point, _ n: Point, _ scale: Double = 1) -> Point {
        Point(x: p.x + halfWidth * scale * n.x, y: p.y + halfWidth * scale * n.y)
    }

    private func openOutline(_ p: [Point]) -> [Point] {
        let segments = (0..<(p.count - 1)).map { Stroker.segment(p[$0], p[$0 + 1]) }
        let last = p.count - 1
        var out: [Point] = [offset(p[0], segments[0].normal)]
        for i in 1..<last { join(&out, at: p[i], incoming: segments[i - 1], outgoing: segments[i], flip: false) }
        out.append(offset(p[last], segments[last - 1].normal))
        cap(&out, at: p[last], direction: segments[last - 1].direction, normal: segments[last - 1].normal)
        for i in stride(from: last - 1, through: 1, by: -1) {
            join(&out, at: p[i], incoming: segments[i], outgoing: segments[i - 1], flip: true)
        }
        out.append(offset(p[0], segments[0].normal, -1))
        cap(&out, at: p[0], direction: Point(x: -segments[0].direction.x, y: -segments[0].direction.y),
            normal: Point(x: -segments[0].normal.x, y: -segments[0].normal.y))
        out.removeLast()
        return out
    }

    private func closedSide(_ p: [Point], reversed: Bool) -> [Point] {
        let n = p.count
        let segments = (0..<n).map { Stroker.segment(p[$0], p[($0 + 1) % n]) }
        var out: [Point] = []
        if reversed {
            for i in stride(from: n - 1, through: 0, by: -1) {
                join(&out, at: p[i], incoming: segments[i], outgoing: segments[(i + n - 1) % n], flip: true)
            }
        } else {
            for i in 0..<n { join(&out, at: p[i], incoming: segments[(i + n - 1) % n], outgoing: segments[i], flip: false) }
        }
        return out
    }

    /// Appends the offset outline around vertex `p`, ending at the outgoing segment's offset.
    /// `flip` walks the segments backwards (the right side), so directions and normals reverse.
    private func join(_ out: inout [Point], at p: Point, incoming: Segment, outgoing: Segment, flip: Bool) {
        let s = flip ? -1.0 : 1.0
        let a = Point(x: s * incoming.normal.x, y: s * incoming.normal.y)
        let b = Point(x: s * outgoing.normal.x, y: s * outgoing.normal.y)
        let dOut = Point(x: s * outgoing.direction.x, y: s * outgoing.direction.y)
        let dIn = Point(x: s * incoming.direction.x, y: s * incoming.direction.y)
        let turn = a.x * dOut.x + a.y * dOut.y
        let cosine = a.x * b.x + a.y * b.y
        let sine = abs(a.x * b.y - a.y * b.x)
        if abs(turn) < 1e-12 && cosine > 0 {
            out.append(offset(p, b))
            return
        }
        // A full reversal has no inner side: both offsets go round the tip (a bevel, or with round
        // joins a half disc).
        if turn > 0 && cosine > -1 + 1e-12 {
            // Inner side: meet at the offsets' intersection when it lies on both segments.
            if halfWidth * sine / (1 + cosine) <= min(incoming.length, outgoing.length) {
                let k = 1 / (1 + cosine)
                out.append(Point(x: p.x + halfWidth * (a.x + b.x) * k, y: p.y + halfWidth * (a.y + b.y) * k))
            } else {
                out.append(offset(p, a))
                out.append(p)
                out.append(offset(p, b))
            }
            return
        }
        out.append(offset(p, a))
        switch style.join {
        case .bevel:
            break
        case .miter:
            // Miter length / half width = 1 / cos(α/2) = sqrt(2 / (1 + cos α)).
            if 2 / (1 + cosine) <= style.miterLimit * style.miterLimit {
                let k = 1 / (1 + cosine)
                out.append(Point(x: p.x + halfWidth * (a.x + b.x) * k, y: p.y + halfWidth * (a.y + b.y) * k))
            }
        case .round:
            ArcPoints.append(center: p, radius: halfWidth, from: a, to: b, middle: dIn, tolerance: tolerance, into: &out)
            return
        }
        out.append(offset(p, b))
    }

    /// Appends the cap at end point `p` (leaving along `direction`), from the `normal` side's
    /// offset (already in `out`) to the other side's offset, inclusive.
    private func cap(_ out: inout [Point], at p: Point, direction d: Point, normal n: Point) {
        switch style.cap {
        case .butt:
            break
        case .square:
            out.append(Point(x: p.x + halfWidth * (n.x + d.x), y: p.y + halfWidth * (n.y + d.y)))
            out.append(Point(x: p.x + halfWidth * (-n.x + d.x), y: p.y + halfWidth * (-n.y + d.y)))
        case .round:
            ArcPoints.append(center: p, radius: halfWidth, from: n, to: Point(x: -n.x, y: -n.y), middle: d,
                             tolerance: tolerance, into: &out)
            return
        }
        out.append(offset(p, n, -1))
    }

    /// A lone point: a disc for round caps, a square for square caps, nothing for butt caps.
    private func dot(at p: Point) -> Polyline? {
        switch style.cap {
        case .butt:
            return nil
        case .square:
            let h = halfWidth
            return Polyline(points: [Point(x: p.x - h, y: p.y - h), Point(x: p.x + h, y: p.y - h),
                                     Point(x: p.x + h, y: p.y + h), Point(x: p.x - h, y: p.y + h)], closed: true)
        case .round:
            var points = [Point(x: p.x + halfWidth, y: p.y)]
            ArcPoints.append(center: p, radius: halfWidth, from: Point(x: 1, y: 0), to: Point(x: -1, y: 0),
                             middle: Point(x: 0, y: 1), tolerance: tolerance, into: &points)
            ArcPoints.append(center: p, radius: halfWidth, from: Point(x: -1, y: 0), to: Point(x: 1, y: 0),
                             middle: Point(x: 0, y: -1), tolerance: tolerance, into: &points)
            return Polyline(points: points, closed: true)
        }
    }
}
