/// A Gaussian blur approximated by three box blurs in each direction, on 8-bit coverage.
///
/// Box size `d = ⌊σ · 3√(2π)/4 + ½⌋` (the SVG/CSS filter-effects rule). Odd `d`: three centred
/// boxes of `d`. Even `d`: a box of `d` leaning left, one leaning right, then a centred box of
/// `d + 1`. Each box averages with `(sum · ⌊2²⁴/d⌉ + 2²³) >> 24`, all in integers.
enum BoxBlur {
    /// The box sizes and left reaches of the three passes for `sigma` pixels; empty when the
    /// blur would do nothing.
    static func passes(sigma: Double) -> [(size: Int, left: Int)] {
        let d = Int((sigma * 1.879_971_205_973_250_3 + 0.5).rounded(.down))
        if d <= 1 { return [] }
        if d % 2 == 1 { return [(d, d / 2), (d, d / 2), (d, d / 2)] }
        return [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
    }

    /// The number of pixels the blur can spread coverage by, on each side.
    static func reach(sigma: Double) -> Int { passes(sigma: sigma).reduce(0) { $0 + $1.size } }

    /// Blurs `width × height` bytes at `pixels` in place.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, sigma: Double) {
        let steps = passes(sigma: sigma)
        if steps.isEmpty || width == 0 || height == 0 { return }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        for y in 0..<height {
            for step in steps { line(pixels + y * width, stride: 1, count: width, step.size, step.left, scratch) }
        }
        for x in 0..<width {
            for step in steps { line(pixels + x, stride: width, count: height, step.size, step.left, scratch) }
        }
    }

    /// One box pass along a line of `count` bytes `stride` apart; outside the line counts as 0.
    private static func line(_ start: UnsafeMutablePointer<UInt8>, stride: Int, count: Int, _ size: Int, _ left: Int,
                             _ scratch: UnsafeMutablePointer<UInt8>) {
        var i = 0
        while i < count {
            scratch[i] = start[i &* stride]
            i &+= 1
        }
        let reciprocal = ((1 << 24) + size / 2) / size
        let right = size - 1 - left
        // Window of output i: [i - left, i + right].
        var sum = 0
        var j = 0
        while j < right && j < count {
            sum &+= Int(scratch[j])
            j &+= 1
        }
        i = 0
        while i < count {
            let enter = i &+ right
            if enter < count { sum &+= Int(scratch[enter]) }
            start[i &* stride] = UInt8(truncatingIfNeeded: (sum &* reciprocal &+ (1 << 23)) >> 24)
            let leave = i &- left
            if leave >= 0 { sum &-= Int(scratch[leave]) }
            i &+= 1
        }
    }
}
