/// Device-pixel geometry in 24.8 fixed point: 256 sub-units per pixel.
///
/// Every coordinate a shape reaches the coverage code with is converted here exactly once,
/// rounding half away from zero, so the rest of the pixel path steps in integers and gives the
/// same cells on every machine and build. Values beyond ±2²⁴ pixels (and NaN) are clamped: they
/// cannot matter on any canvas this package draws.
enum FixedPoint {
    /// Sub-units per pixel, as a shift.
    static let shift = 8
    /// One pixel in sub-units.
    static let one = 1 << shift
    /// The largest magnitude kept, in sub-units (2¹⁸ pixels).
    static let limit = 1 << 26

    /// `value` pixels in sub-units, rounded half to even.
    ///
    /// Clamped before rounding (a value within ½ of the limit rounds to it either way), then
    /// rounded by adding 1.5 · 2⁵²: for magnitudes below 2⁵¹, IEEE addition in the default
    /// rounding mode rounds to an integer, half to even, exactly as `rounded` would. This is the
    /// same result without a call to libm's `rint` per coordinate (x86-64's baseline has no
    /// rounding instruction), which was a third of the polygon setup. The sum lies in [2⁵², 2⁵³),
    /// where a double's 52 fraction bits are the sum minus 2⁵², i.e. the rounded value plus 2⁵¹:
    /// read from there, without a conversion (and its range checks) back from floating point.
    @inline(__always)
    static func from(_ value: Double) -> Int {
        let scaled = value * Double(one)
        // One test for the usual case; NaN fails it too and is sorted out below.
        if scaled < Double(limit) && scaled > -Double(limit) {
            return Int(truncatingIfNeeded: (scaled + roundingBias).bitPattern & fractionBits) &- (1 << 51)
        }
        guard scaled == scaled else { return 0 }
        return scaled > 0 ? limit : -limit
    }

    /// 1.5 · 2⁵²: adding it leaves no fraction bits for a value of magnitude below 2⁵¹.
    private static let roundingBias = 6_755_399_441_055_744.0
    /// A double's 52 fraction bits.
    private static let fractionBits: UInt64 = (1 << 52) - 1
}

/// `value` rounded as `rule` says, as an `Int`; NaN gives 0 and magnitudes beyond 2⁴⁰ are
/// clamped, so absurd geometry (a NaN radius, a zero-length gradient) never traps.
@inline(__always)
func saturatingInt(_ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
    let rounded = value.rounded(rule)
    guard rounded == rounded else { return 0 }
    let limit = Double(1 << 40)
    return Int(max(-limit, min(limit, rounded)))
}

/// `n / d` rounded to the nearest integer, halves to even, for `d > 0`, in integers.
@inline(__always)
func divideRoundingHalfEven(_ n: Int, _ d: Int) -> Int {
    var q = n / d
    var r = n &- q &* d
    if r < 0 {
        q &-= 1
        r &+= d
    }
    r &*= 2
    if r > d || (r == d && q & 1 == 1) { q &+= 1 }
    return q
}

/// The floor quotient and the remainder (`0 ≤ r < d`) of `n / d`, for `d > 0`.
@inline(__always)
func floorDivide(_ n: Int, _ d: Int) -> (quotient: Int, remainder: Int) {
    var q = n / d
    var r = n &- q &* d
    if r < 0 {
        q &-= 1
        r &+= d
    }
    return (q, r)
}

/// `q + r/d` (`0 ≤ r < d`) rounded to the nearest integer, halves to even: the rounding of
/// `divideRoundingHalfEven` for a quotient already split.
@inline(__always)
func roundHalfEven(_ q: Int, _ r: Int, _ d: Int) -> Int {
    let twice = r &* 2
    return twice > d || (twice == d && q & 1 == 1) ? q &+ 1 : q
}

/// The value at `t` on the line through (`t0`, `v0`) and (`t1`, `v1`), `t0 ≠ t1`, rounded half to
/// even. The formula treats both ends alike, so the result does not depend on which end an
/// edge is walked from.
@inline(__always)
func interpolate(_ v0: Int, _ t0: Int, _ v1: Int, _ t1: Int, at t: Int) -> Int {
    t1 > t0
        ? divideRoundingHalfEven(v0 &* (t1 &- t) &+ v1 &* (t &- t0), t1 &- t0)
        : divideRoundingHalfEven(-(v0 &* (t1 &- t) &+ v1 &* (t &- t0)), t0 &- t1)
}

/// A rectangle of whole device pixels, `[minX, maxX) × [minY, maxY)`.
struct PixelBox: Equatable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var isEmpty: Bool { maxX <= minX || maxY <= minY }
    var width: Int { max(0, maxX - minX) }
    var height: Int { max(0, maxY - minY) }

    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(minX: max(minX, other.minX), minY: max(minY, other.minY),
                 maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(minX: min(minX, other.minX), minY: min(minY, other.minY),
                        maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    static let empty = PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)
}
