/// Brings a colour that lies outside sRGB inside it, with the gamut-mapping algorithm of CSS
/// Color 4 § "CSS gamut mapping to an RGB destination" ("binary search in OKLCH"): keep lightness and hue, lower the chroma until
/// the clipped colour is within a just-noticeable difference (ΔEOK 0.02) of the unclipped one.
/// Lightness at or above 1 is white, at or below 0 black.
///
/// The Color Module lets tools choose their mapping (§ "Gamut mapping"); this one is CSS's,
/// so a wide-gamut token looks as a browser draws it. It is deterministic: fixed iteration bound
/// (ε = 0.0001 on a chroma below 0.5 takes at most 13 halvings), no randomness, IEEE doubles.
///
/// ```swift
/// SRGBGamutMapping.map(xyzD65: displayP3Red)   // ≈ [1, 0.19, 0.12]: red, less saturated
/// ```
enum SRGBGamutMapping {
    static let justNoticeable = 0.02
    static let epsilon = 0.0001
    /// Round-off from the matrices leaves in-gamut colours a hair outside 0…1.
    static let tolerance = 1e-6

    /// Gamma-encoded sRGB in 0…1 for a CIE XYZ (D65) colour.
    static func map(xyzD65: [Double]) -> [Double] {
        let srgb = toSRGB(xyzD65)
        if inGamut(srgb) { return srgb.map(clip) }
        let origin = HueSpaces.cartesianToPolar(ColorSpaceConversion.xyzD65ToOKLab(xyzD65))
        if origin[0] >= 1 { return [1, 1, 1] }
        if origin[0] <= 0 { return [0, 0, 0] }
        var current = origin
        var clipped = toSRGB(oklch: current).map(clip)
        if deltaEOK(clipped, current) < justNoticeable { return clipped }
        var low = 0.0, high = origin[1], lowInGamut = true
        while high - low > epsilon {
            current[1] = (low + high) / 2
            let candidate = toSRGB(oklch: current)
            if lowInGamut && inGamut(candidate) {
                low = current[1]
                continue
            }
            clipped = candidate.map(clip)
            let difference = deltaEOK(clipped, current)
            if difference < justNoticeable {
                if justNoticeable - difference < epsilon { return clipped }
                lowInGamut = false
                low = current[1]
            } else {
                high = current[1]
            }
        }
        return clipped
    }

    private static func toSRGB(_ xyz: [Double]) -> [Double] {
        ColorSpaceConversion.linearSRGBToSRGB(ColorSpaceConversion.multiply(ColorSpaceConversion.xyzD65ToLinearSRGB, xyz))
    }

    private static func toSRGB(oklch: [Double]) -> [Double] {
        toSRGB(ColorSpaceConversion.toXYZD65(space: .oklch, oklch))
    }

    private static func inGamut(_ rgb: [Double]) -> Bool {
        rgb.allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    private static func clip(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// Euclidean distance in OKLab between an sRGB colour and an OKLCH colour.
    private static func deltaEOK(_ srgb: [Double], _ oklch: [Double]) -> Double {
        let a = ColorSpaceConversion.xyzD65ToOKLab(ColorSpaceConversion.toXYZD65(space: .srgb, srgb))
        let b = HueSpaces.polarToCartesian(oklch)
        return ((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2])).squareRoot()
    }
}
