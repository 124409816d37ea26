import Foundation
import Raster

/// SVG's elliptical arc command (`A rx ry rotation large-arc sweep x y`) as cubic Béziers, by
/// the endpoint-to-centre conversion of SVG 1.1 appendix F.6 (radii scaled up when too small,
/// zero radii a straight line), at most 90° per cubic.
enum SVGArc {
    static func append(from p0: Point, to p1: Point, rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool,
                       to path: inout Raster.Path) {
        var rx = abs(rx), ry = abs(ry)
        if p0 == p1 { return }
        if rx == 0 || ry == 0 {
            path.addLine(to: p1)
            return
        }
        let phi = rotation * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator == 0 ? 0 : (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ t: Double) -> (Point, Point) {
            let c = cos(t), s = sin(t)
            let p = Point(x: cx + rx * c * cosPhi - ry * s * sinPhi, y: cy + rx * c * sinPhi + ry * s * cosPhi)
            let d = Point(x: -rx * s * cosPhi - ry * c * sinPhi, y: -rx * s * sinPhi + ry * c * cosPhi)
            return (p, d)
        }
        var t = theta1
        for index in 0..<segments {
            let (a, da) = point(t)
            let (b, db) = point(t + step)
            let end = index == segments - 1 ? p1 : b
            path.addCurve(to: end, control1: Point(x: a.x + k * da.x, y: a.y + k * da.y), control2: Point(x: b.x - k * db.x, y: b.y - k * db.y))
            t += step
        }
    }
}
