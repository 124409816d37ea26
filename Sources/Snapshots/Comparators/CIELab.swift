/// CIE L*a*b* (D65) of 8-bit sRGB colours and the CIE94 colour difference, computed with
/// `+ − × ÷` and `sqrt` only (all correctly rounded in IEEE 754), so every machine gets the same
/// ΔE bit for bit. The powers in the sRGB curve and the cube root in L*a*b* come from Newton
/// iterations instead of `pow`/`cbrt`, whose last bit may differ between C libraries.
struct CIELab: Equatable {
    var l: Double
    var a: Double
    var b: Double

    /// The colour of opaque sRGB bytes.
    init(red: UInt8, green: UInt8, blue: UInt8) {
        let table = CIELab.linearTable
        let r = table[Int(red)], g = table[Int(green)], bl = table[Int(blue)]
        // sRGB (D65) to XYZ, then normalised by the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        let fx = CIELab.f(x), fy = CIELab.f(y), fz = CIELab.f(z)
        l = 116 * fy - 16
        a = 500 * (fx - fy)
        b = 200 * (fy - fz)
    }

    /// CIE94 ΔE for graphic arts (kL = 1, K1 = 0.045, K2 = 0.015), with `self` as the reference.
    func deltaE94(to other: CIELab) -> Double {
        let deltaL = l - other.l
        let c1 = (a * a + b * b).squareRoot()
        let c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let deltaC = c1 - c2
        let deltaA = a - other.a, deltaB = b - other.b
        let deltaH2 = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        let termC = deltaC / sc
        return (deltaL * deltaL + termC * termC + deltaH2 / (sh * sh)).squareRoot()
    }

    /// The L*a*b* companding function: a cube root above (6/29)³, a line below.
    static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0
        if t <= epsilon { return t * (24389.0 / 27.0) / 116 + 16.0 / 116 }
        return cubeRoot(t)
    }

    /// The cube root of `t > 0` by Newton's method from above, stopped when it no longer decreases.
    static func cubeRoot(_ t: Double) -> Double {
        var y = max(t, 1)
        for _ in 0..<200 {
            let next = y - (y * y * y - t) / (3 * y * y)
            if next >= y { break }
            y = next
        }
        return y
    }

    /// The linear-light value of each sRGB byte: `c/12.92` up to 0.04045, else `((c+0.055)/1.055)^2.4`.
    static let linearTable: [Double] = (0..<256).map { byte in
        let c = Double(byte) / 255
        if c <= 0.04045 { return c / 12.92 }
        let base = (c + 0.055) / 1.055
        let square = base * base
        return square * fifthRoot(square)   // base^2.4 = base² · (base²)^(1/5)
    }

    /// The fifth root of `v` in (0, 1] by Newton's method from 1, stopped when it no longer decreases.
    static func fifthRoot(_ v: Double) -> Double {
        var y = 1.0
        for _ in 0..<400 {
            let y4 = y * y * y * y
            let next = y - (y4 * y - v) / (5 * y4)
            if next >= y { break }
            y = next
        }
        return y
    }
}
