/// Floor division of non-negative integers by a fixed divisor with a multiply and a shift instead
/// of a hardware divide (tens of cycles each), exact for every numerator whose quotient is below
/// `2^quotientBits`. Granlund and Montgomery, "Division by invariant integers using
/// multiplication" (1994), theorem 4.2: with `2^(l-1) < d ≤ 2^l`, numerators `0 ≤ n < 2^N` and
/// `m = ⌈2^(N+l) / d⌉`, `m·d` lies in `[2^(N+l), 2^(N+l) + 2^l]`, so `⌊n / d⌋ = ⌊n·m / 2^(N+l)⌋`.
struct ExactDivisor {
    private let multiplier: UInt64
    /// `N + l − 64`: `N` is chosen so the shift is at least 64, and the quotient is the high word
    /// of the 128-bit product shifted right.
    private let highShift: UInt64

    /// A divisor `≥ 2` for numerators below `divisor × 2^quotientBits`; traps when that needs a
    /// multiplier wider than 64 bits (`⌈log2 divisor⌉ + quotientBits` above about 63).
    init(_ divisor: Int, quotientBits: Int) {
        precondition(divisor >= 2, "ExactDivisor: divisor \(divisor) is below 2")
        let d = UInt64(divisor)
        let l = 64 - (d - 1).leadingZeroBitCount                    // 2^(l-1) < d ≤ 2^l, l ≥ 1
        // n < d·2^q ≤ 2^(l+q); at least 64 − l bits so that N + l ≥ 64.
        let bits = max(l + quotientBits, 64 - l)
        precondition(bits <= 63, "ExactDivisor: quotients of \(quotientBits) bits over \(divisor) need a multiplier wider than 64 bits")
        let shift = bits + l
        // m = ⌈2^shift / d⌉ < 2^(bits + 1) ≤ 2^64 (d > 2^(l-1)), so the 128-bit division's quotient fits.
        let (quotient, remainder) = d.dividingFullWidth((high: 1 << UInt64(shift - 64), low: 0))
        multiplier = quotient + (remainder == 0 ? 0 : 1)
        highShift = UInt64(shift - 64)
    }

    /// `⌊numerator / divisor⌋`, for `0 ≤ numerator < divisor × 2^quotientBits`.
    @inline(__always)
    func divide(_ numerator: Int) -> Int {
        let product = multiplier.multipliedFullWidth(by: UInt64(truncatingIfNeeded: numerator))
        return Int(truncatingIfNeeded: product.high &>> highShift)
    }
}
