import Raster

/// sRGB, linear sRGB and Display P3 components to 8-bit sRGB, with IEEE-754 basic operations
/// only (the power functions of the sRGB transfer curve are built from square roots and a
/// Newton fifth root), so every machine gets the same bytes.
///
/// Transfer function (IEC 61966-2-1): decode `c ≤ 0.04045 ? c/12.92 : ((c+0.055)/1.055)^2.4`.
/// Display P3 shares it, with the primaries of DCI-P3 and D65 white; its linear values map to
/// linear sRGB by the matrix below (from the two colour spaces' published primaries). Encoding
/// rounds the encoded value to the nearest byte and clamps outside the sRGB gamut.
enum ColorSpaceConversion {
    /// The sRGB byte of a linear value: `round(encode(linear) · 255)`, half up, found as the
    /// number of byte midpoints `(b + ½)/255` whose decoded value is at most `linear` (decoding
    /// is increasing, so this is the same byte without evaluating the 1/2.4 power).
    static func encode(linear: Double) -> UInt8 {
        guard linear > 0 else { return 0 }
        guard linear < 1 else { return 255 }
        var low = 0, high = midpointTable.count
        while low < high {
            let mid = (low + high) / 2
            if midpointTable[mid] <= linear { low = mid + 1 } else { high = mid }
        }
        return UInt8(low)
    }

    /// The linear value of an sRGB-encoded component in 0…1.
    static func decode(_ c: Double) -> Double {
        if c <= 0.04045 { return c / 12.92 }
        let x = (c + 0.055) / 1.055
        return x * x * fifthRoot(x * x)   // x^2.4 = x² · (x²)^(1/5)
    }

    /// y with y⁵ = x, for x in (0, 1.1], by Newton's method from a safe start.
    static func fifthRoot(_ x: Double) -> Double {
        guard x > 0 else { return 0 }
        var y = 1.0
        for _ in 0..<60 {
            let y4 = y * y * y * y
            let next = y - (y4 * y - x) / (5 * y4)
            if next == y { break }
            y = next
        }
        return y
    }

    /// Display P3 (encoded) to sRGB bytes.
    static func displayP3(red: Double, green: Double, blue: Double) -> (UInt8, UInt8, UInt8) {
        let r = decode(red), g = decode(green), b = decode(blue)
        let sr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
        let sg = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return (encode(linear: sr), encode(linear: sg), encode(linear: sb))
    }

    /// The linear values of the midpoints between neighbouring bytes.
    private static let midpointTable: [Double] = (0..<255).map { decode((Double($0) + 0.5) / 255) }
}
