import Layout

/// A capsule outline for custom shapes (the built-in `Capsule` only fills its whole frame):
/// two half circles joined by straight sides, each quarter a cubic with the usual
/// 0.5522847498 handle length, a constant so no trigonometry decides a pixel.
enum CapsulePath {
    static func path(in rect: Rect) -> Path {
        let r = min(rect.width, rect.height) / 2
        let k = 0.5522847498 * r
        let left = rect.minX + r, right = rect.maxX - r, top = rect.minY, bottom = rect.maxY, mid = rect.midY
        return Path { path in
            path.move(to: Point(x: left, y: top))
            path.addLine(to: Point(x: right, y: top))
            path.addCurve(to: Point(x: right + r, y: mid), control1: Point(x: right + k, y: top), control2: Point(x: right + r, y: mid - k))
            path.addCurve(to: Point(x: right, y: bottom), control1: Point(x: right + r, y: mid + k), control2: Point(x: right + k, y: bottom))
            path.addLine(to: Point(x: left, y: bottom))
            path.addCurve(to: Point(x: left - r, y: mid), control1: Point(x: left - k, y: bottom), control2: Point(x: left - r, y: mid + k))
            path.addCurve(to: Point(x: left, y: top), control1: Point(x: left - r, y: mid - k), control2: Point(x: left - k, y: top))
            path.closeSubpath()
        }
    }
}
