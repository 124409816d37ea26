/// A plane-to-plane perspective map (a homography): `(x, y)` goes to
/// `((m11·x + m12·y + m13) / w, (m21·x + m22·y + m23) / w)` with `w = m31·x + m32·y + m33`.
/// What a view turned in 3D and seen with perspective lands as on the screen
/// (SwiftUI's `rotation3DEffect`); points with `w ≤ 0` are behind the viewer and not drawn.
///
/// ```swift
/// let tilt = ProjectiveMap(AffineMap(scaleX: 2, y: 2))
/// tilt.apply(Point(x: 1, y: 1))   // (2, 2)
/// ```
public struct ProjectiveMap: Hashable, Sendable {
    /// Row-major 3 × 3.
    public var m: [Double]

    public init(_ m: [Double]) {
        self.m = m.count == 9 ? m : [1, 0, 0, 0, 1, 0, 0, 0, 1]
    }

    /// The affine map as a projective one.
    public init(_ map: AffineMap) {
        self.init([map.a, map.c, map.tx, map.b, map.d, map.ty, 0, 0, 1])
    }

    /// The image of `p`, or nil behind the viewer.
    public func apply(_ p: Point) -> Point? {
        let w = m[6] * p.x + m[7] * p.y + m[8]
        guard w > 0, w.isFinite else { return nil }
        return Point(x: (m[0] * p.x + m[1] * p.y + m[2]) / w, y: (m[3] * p.x + m[4] * p.y + m[5]) / w)
    }

    /// `self` applied first, then `next`.
    public func then(_ next: ProjectiveMap) -> ProjectiveMap {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 { r[i * 3 + j] = next.m[i * 3] * m[j] + next.m[i * 3 + 1] * m[3 + j] + next.m[i * 3 + 2] * m[6 + j] }
        }
        return ProjectiveMap(r)
    }

    /// The inverse (adjugate over determinant), or nil when the map collapses the plane.
    public var inverted: ProjectiveMap? {
        let a = m
        let c00 = a[4] * a[8] - a[5] * a[7], c01 = a[5] * a[6] - a[3] * a[8], c02 = a[3] * a[7] - a[4] * a[6]
        let det = a[0] * c00 + a[1] * c01 + a[2] * c02
        guard det != 0, det.isFinite else { return nil }
        return ProjectiveMap([
            c00 / det, (a[2] * a[7] - a[1] * a[8]) / det, (a[1] * a[5] - a[2] * a[4]) / det,
            c01 / det, (a[0] * a[8] - a[2] * a[6]) / det, (a[2] * a[3] - a[0] * a[5]) / det,
            c02 / det, (a[1] * a[6] - a[0] * a[7]) / det, (a[0] * a[4] - a[1] * a[3]) / det,
        ])
    }
}
