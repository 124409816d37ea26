import Foundation
import Raster

/// A colour written out in code, turned into sRGB so it can be matched against colour tokens:
/// component initialisers (`Color(red:green:blue:opacity:)`, `UIColor(red:…alpha:)`,
/// `#colorLiteral(…)`, `Color(white:)`, `Color(hue:saturation:brightness:)`) and hex
/// (`"#2F6BFF"`, `"2F6BFF80"`, `0x2F6BFF`).
///
/// `tolerance` is how far a token may be from the literal and still be the same colour: half a
/// step of the literal's own precision (`0.14` → 0.005) plus half an 8-bit step, so `0.14`
/// matches the token 0x24 (36/255 = 0.1412).
///
/// ```swift
/// ColorLiteral.hex("#2453D6")?.color        // RGBA8(r: 36, g: 83, b: 214)
/// ```
struct ColorLiteral {
    var color: RGBA8
    var tolerance: Double

    static func hex(_ text: String) -> ColorLiteral? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("#") { digits.removeFirst() }
        if digits.lowercased().hasPrefix("0x") { digits.removeFirst(2) }
        guard [3, 6, 8].contains(digits.count), let value = UInt64(digits, radix: 16) else { return nil }
        if digits.count == 3 {
            let r = UInt8((value >> 8) & 0xF), g = UInt8((value >> 4) & 0xF), b = UInt8(value & 0xF)
            return ColorLiteral(color: RGBA8(r: r * 17, g: g * 17, b: b * 17), tolerance: 0)
        }
        let shift: UInt64 = digits.count == 8 ? 8 : 0
        let alpha = digits.count == 8 ? UInt8(value & 0xFF) : 255
        return ColorLiteral(color: RGBA8(r: UInt8((value >> (16 + shift)) & 0xFF), g: UInt8((value >> (8 + shift)) & 0xFF),
                                         b: UInt8((value >> shift) & 0xFF), a: alpha), tolerance: 0)
    }

    /// From 0…1 components; `digits` is the most decimals any component was written with.
    static func components(red: Double, green: Double, blue: Double, alpha: Double, digits: Int) -> ColorLiteral {
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        let precision = digits >= 4 ? 0 : 0.5 * pow(10, -Double(digits))
        return ColorLiteral(color: RGBA8(r: byte(red), g: byte(green), b: byte(blue), a: byte(alpha)), tolerance: precision + 0.5 / 255)
    }

    /// HSB (0…1 each) to sRGB.
    static func hsb(hue: Double, saturation: Double, brightness: Double, alpha: Double, digits: Int) -> ColorLiteral {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        return components(red: r, green: g, blue: b, alpha: alpha, digits: digits)
    }

    var hexText: String {
        let body = String(format: "#%02X%02X%02X", color.r, color.g, color.b)
        return color.a == 255 ? body : body + String(format: "%02X", color.a)
    }
}
