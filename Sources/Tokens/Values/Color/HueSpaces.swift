import Foundation

/// The hue-based colour spaces: `hsl` and `hwb` (defined on sRGB, CSS Color 4 "HSL colors" and "HWB colors") and
/// the polar forms `lch`/`oklch` of `lab`/`oklab`. Hues are degrees.
enum HueSpaces {
    /// CSS Color 4 `hslToRgb`; saturation and lightness in 0…1.
    static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        let h = normalized(hue)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    /// CSS Color 4 `hwbToRgb`; whiteness and blackness in 0…1, a grey when they sum to 1 or more.
    static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> [Double] {
        if whiteness + blackness >= 1 {
            let grey = whiteness / (whiteness + blackness)
            return [grey, grey, grey]
        }
        return hslToSRGB(hue: hue, saturation: 1, lightness: 0.5).map { $0 * (1 - whiteness - blackness) + whiteness }
    }

    /// `[L, C, h]` → `[L, a, b]`.
    static func polarToCartesian(_ lch: [Double]) -> [Double] {
        let radians = normalized(lch[2]) * .pi / 180
        return [lch[0], lch[1] * cos(radians), lch[1] * sin(radians)]
    }

    /// `[L, a, b]` → `[L, C, h]`, hue in 0..<360.
    static func cartesianToPolar(_ lab: [Double]) -> [Double] {
        let hue = atan2(lab[2], lab[1]) * 180 / .pi
        return [lab[0], (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot(), normalized(hue)]
    }

    static func normalized(_ hue: Double) -> Double {
        let h = hue.truncatingRemainder(dividingBy: 360)
        return h < 0 ? h + 360 : h
    }
}
