import Raster

/// A rotation about an axis through the origin in 3D (Rodrigues' formula, sine and cosine from
/// `PortableTrig`), and the perspective picture of the z = 0 plane it turns.
struct Rotation3D {
    /// Row-major 3 × 3, acting on column vectors.
    let r: [Double]

    /// Nil for a zero or non-finite axis (SwiftUI then draws the view unturned).
    init?(angle: Double, axis: (Double, Double, Double)) {
        let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else { return nil }
        let x = axis.0 / length, y = axis.1 / length, z = axis.2 / length
        let c = PortableTrig.cos(angle), s = PortableTrig.sin(angle), t = 1 - c
        r = [c + x * x * t, x * y * t - z * s, x * z * t + y * s,
             y * x * t + z * s, c + y * y * t, y * z * t - x * s,
             z * x * t - y * s, z * y * t + x * s, c + z * z * t]
    }

    /// Where the point (x, y, 0) of the view lands on the screen: moved so `center` is the
    /// origin, rotated, divided by `w = 1 − z′/distance`, moved back. Every coordinate of the
    /// rotated point is affine in (x, y), so the whole is one homography.
    func projection(about center: (x: Double, y: Double, z: Double), distance: Double) -> ProjectiveMap {
        let k = distance.isFinite && distance != 0 ? -1 / distance : 0
        // Row i of the rotation applied to (x − cx, y − cy, −cz) = A·x + B·y + C.
        func row(_ i: Int) -> (Double, Double, Double) {
            (r[i * 3], r[i * 3 + 1], -r[i * 3] * center.x - r[i * 3 + 1] * center.y - r[i * 3 + 2] * center.z)
        }
        let (xA, xB, xC) = row(0), (yA, yB, yC) = row(1), (zA, zB, zC) = row(2)
        // w = 1 + k·z′; screen = (x′ + cx·w, y′ + cy·w) / w.
        let wA = k * zA, wB = k * zB, wC = 1 + k * zC
        return ProjectiveMap([
            xA + center.x * wA, xB + center.x * wB, xC + center.x * wC,
            yA + center.y * wA, yB + center.y * wB, yC + center.y * wC,
            wA, wB, wC,
        ])
    }
}
