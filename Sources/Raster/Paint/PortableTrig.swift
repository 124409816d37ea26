/// Sine, cosine and arctangent from IEEE-754 additions, multiplications and divisions only, so
/// a rotated layer, a hue rotation or an angular gradient gives the same bytes on every machine
/// (the platform `libm` may differ in the last bit between versions and CPUs; DESIGN.md §3).
///
/// Accuracy: about 1e-15 absolute, far below what an 8-bit pixel can show.
///
/// ```swift
/// PortableTrig.cos(.pi / 3)            // 0.5000000000000001
/// PortableTrig.atan2(1, 1)             // π/4
/// ```
public enum PortableTrig {
    /// sin(x) for any finite x (argument reduced to [−π/4, π/4] around a multiple of π/2).
    public static func sin(_ x: Double) -> Double {
        let (r, quadrant) = reduce(x)
        switch quadrant {
        case 0: return sinKernel(r)
        case 1: return cosKernel(r)
        case 2: return -sinKernel(r)
        default: return -cosKernel(r)
        }
    }

    /// cos(x) for any finite x.
    public static func cos(_ x: Double) -> Double {
        let (r, quadrant) = reduce(x)
        switch quadrant {
        case 0: return cosKernel(r)
        case 1: return -sinKernel(r)
        case 2: return -cosKernel(r)
        default: return sinKernel(r)
        }
    }

    /// The angle of (x, y) from the positive x axis, in −π…π (atan2(0, 0) is 0).
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        if x == 0 && y == 0 { return 0 }
        let ax = Swift.abs(x), ay = Swift.abs(y)
        // atan of a ratio in [0, 1], then reflect into the right octant.
        var angle = ay <= ax ? atanUnit(ay / ax) : Double.pi / 2 - atanUnit(ax / ay)
        if x < 0 { angle = Double.pi - angle }
        return y < 0 ? -angle : angle
    }

    /// x reduced to r in [−π/4, π/4] with x = r + k·π/2, and k mod 4. Two-part π/2 (Cody–Waite)
    /// keeps the reduction exact for the angles user interfaces use.
    private static func reduce(_ x: Double) -> (Double, Int) {
        guard x.isFinite else { return (0, 0) }
        let k = (x * (2 / Double.pi)).rounded(.toNearestOrEven)
        let piOver2High = 1.5707963267341256e+00, piOver2Low = 6.0771005065061922e-11
        let r = (x - k * piOver2High) - k * piOver2Low
        let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
        return (r, (quadrant + 4) % 4)
    }

    /// Taylor series of sin on [−π/4, π/4] to the x¹⁹ term.
    private static func sinKernel(_ r: Double) -> Double {
        let r2 = r * r
        var term = r, sum = r
        var n = 1.0
        for _ in 0..<9 {
            term = -term * r2 / ((n + 1) * (n + 2))
            sum += term
            n += 2
        }
        return sum
    }

    /// Taylor series of cos on [−π/4, π/4] to the x²⁰ term.
    private static func cosKernel(_ r: Double) -> Double {
        let r2 = r * r
        var term = 1.0, sum = 1.0
        var n = 0.0
        for _ in 0..<10 {
            term = -term * r2 / ((n + 1) * (n + 2))
            sum += term
            n += 2
        }
        return sum
    }

    /// atan(t) for t in [0, 1]: halve the angle twice (t/(1+√(1+t²)), √ is exactly rounded in
    /// IEEE-754), then a series on |t| ≤ tan(π/16).
    private static func atanUnit(_ t: Double) -> Double {
        var u = t
        for _ in 0..<2 { u = u / (1 + (1 + u * u).squareRoot()) }
        let u2 = u * u
        var term = u, sum = u
        var k = 1.0
        for _ in 0..<14 {
            term = -term * u2
            k += 2
            sum += term / k
        }
        return 4 * sum
    }
}
