/// A linear gradient resolved for one draw: 256 premultiplied colours and the integer plane
/// that maps a device pixel to an entry.
///
/// The parameter `t` of the pixel centre `(x + ½, y + ½)` is the plane
/// `t = A·x + B·y + C`, with `A, B, C` rounded once to 2⁻²⁴; each pixel then takes entry
/// `clamp((t · 255 + 2²³) >> 24, 0, 255)`. Colours are interpolated premultiplied between the
/// stops (so fading to `.clear` never darkens), rounded to bytes, and scaled by the opacity.
struct GradientTable {
    let colors: [UInt32]
    let stepX: Int
    let stepY: Int
    let origin: Int

    init(_ gradient: LinearGradient, transform: Transform, opacity: UInt32) {
        let s = transform.apply(gradient.start), e = transform.apply(gradient.end)
        let dx = e.x - s.x, dy = e.y - s.y
        let lengthSquared = dx * dx + dy * dy
        let one = Double(1 << 24)
        if lengthSquared > 0 {
            stepX = saturatingInt(dx / lengthSquared * one)
            stepY = saturatingInt(dy / lengthSquared * one)
            let c = ((0.5 - s.x) * dx + (0.5 - s.y) * dy) / lengthSquared
            origin = saturatingInt(c * one)
        } else {
            stepX = 0; stepY = 0; origin = 0
        }
        colors = GradientTable.entries(gradient.stops, opacity: opacity)
    }

    /// The table index for pixel (x, y).
    @inline(__always)
    func parameter(x: Int, y: Int) -> Int { stepX &* x &+ stepY &* y &+ origin }

    @inline(__always)
    static func index(_ parameter: Int) -> Int {
        let i = (parameter &* 255 &+ (1 << 23)) >> 24
        return i < 0 ? 0 : (i > 255 ? 255 : i)
    }

    static func entries(_ unsortedStops: [GradientStop], opacity: UInt32) -> [UInt32] {
        // A stable sort by location keeps stops at the same location in the order given.
        let stops = unsortedStops.enumerated().sorted { a, b in
            a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
        }.map(\.element)
        guard let first = stops.first, let last = stops.last else { return [UInt32](repeating: 0, count: 256) }
        func premultiplied(_ c: RGBA8) -> (Double, Double, Double, Double) {
            let a = Double(c.a) / 255
            return (Double(c.r) * a, Double(c.g) * a, Double(c.b) * a, Double(c.a))
        }
        var result = [UInt32](repeating: 0, count: 256)
        var k = 0
        for i in 0..<256 {
            let t = Double(i) / 255
            let colour: (Double, Double, Double, Double)
            if t <= first.location {
                colour = premultiplied(first.color)
            } else if t >= last.location {
                colour = premultiplied(last.color)
            } else {
                while k + 1 < stops.count - 1 && stops[k + 1].location <= t { k += 1 }
                let a = stops[k], b = stops[k + 1]
                let span = b.location - a.location
                let f = span > 0 ? (t - a.location) / span : 1
                let ca = premultiplied(a.color), cb = premultiplied(b.color)
                colour = (ca.0 + (cb.0 - ca.0) * f, ca.1 + (cb.1 - ca.1) * f,
                          ca.2 + (cb.2 - ca.2) * f, ca.3 + (cb.3 - ca.3) * f)
            }
            func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, v.rounded(.toNearestOrAwayFromZero)))) }
            let alpha = byte(colour.3)
            func channel(_ v: Double) -> UInt32 { min(alpha, byte(v)) }
            let packed = channel(colour.0) | channel(colour.1) << 8 | channel(colour.2) << 16 | alpha << 24
            result[i] = SourceOver.scale(packed, by: opacity)
        }
        return result
    }
}
