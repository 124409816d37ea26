/// Cuts contours into the "on" pieces of a dash pattern, measured along their length.
///
/// The pattern alternates on and off lengths, starting `phase` into it; an odd-length pattern
/// is repeated once (as SVG and Core Graphics do). Patterns with a negative length or a total
/// of zero leave the contours whole. At most `limit` dashes are made per call, so a pattern far
/// finer than a pixel on a long path cannot exhaust memory.
enum Dasher {
    static let limit = 10_000

    static func dash(_ contours: [Polyline], pattern: [Double], phase: Double) -> [Polyline] {
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, total > 0, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return contours }
        var result: [Polyline] = []
        for contour in contours {
            var points = contour.points
            if contour.closed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            // Where in the pattern the contour starts.
            var index = 0
            var remaining = lengths[0]
            var skip = phase.truncatingRemainder(dividingBy: total)
            if skip < 0 { skip += total }
            while skip > 0 {
                if skip >= remaining {
                    skip -= remaining
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                } else {
                    remaining -= skip
                    skip = 0
                }
            }
            var current: [Point] = index % 2 == 0 ? [points[0]] : []
            for i in 1..<points.count {
                var a = points[i - 1]
                let b = points[i]
                var segment = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                while segment > 0 {
                    if remaining >= segment {
                        remaining -= segment
                        if index % 2 == 0 { current.append(b) }
                        segment = 0
                    } else {
                        let f = remaining / segment
                        let cut = Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                        if index % 2 == 0 {
                            current.append(cut)
                            result.append(Polyline(points: current, closed: false))
                            if result.count >= limit { return result }
                            current = []
                        } else {
                            current = [cut]
                        }
                        segment -= remaining
                        a = cut
                        index = (index + 1) % lengths.count
                        remaining = lengths[index]
                    }
                }
            }
            if index % 2 == 0 && current.count > 1 { result.append(Polyline(points: current, closed: false)) }
        }
        return result
    }
}
