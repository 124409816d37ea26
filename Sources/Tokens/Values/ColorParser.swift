import Raster

/// Reads `color` values: `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a, "hex": …}`
/// with components in 0…1, and the older `"#RRGGBB"` / `"#RRGGBBAA"` strings.
///
/// Channels round to the nearest 8-bit step (`round(c × 255)`). `hsl` and `hwb` are defined on
/// sRGB and convert exactly; any other colour space (`display-p3`, `oklch`, …) is refused, because
/// Pixelproof renders sRGB and the `hex` fallback is only an approximation.
enum ColorParser {
    static let expected = "expected \"#RRGGBB\", \"#RRGGBBAA\" or {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}"

    static func parse(_ node: JSONNode) throws(ValueError) -> RGBA8 {
        if let text = node.string {
            guard text.hasPrefix("#"), text.count == 7 || text.count == 9, let color = RGBA8(hex: text) else {
                throw .wrongType("\(node.brief) is not a color; \(expected)")
            }
            return color
        }
        guard node.object != nil else { throw .wrongType("\(node.brief) is not a color; \(expected)") }
        guard let space = node["colorSpace"]?.string else { throw .wrongType("a color object needs \"colorSpace\"; \(expected)") }
        guard let components = node["components"]?.array, components.count == 3 else {
            throw .wrongType("a color object needs \"components\": an array of three numbers")
        }
        var numbers: [Double] = []
        for component in components {
            guard let number = component.number else {
                throw .wrongType("component \(component.brief) is not a number (\"none\" is not supported)")
            }
            numbers.append(number)
        }
        let alpha = node["alpha"].map(\.number) ?? 1
        guard let alpha, (0...1).contains(alpha) else { throw .wrongType("alpha must be a number from 0 to 1") }
        let rgb: [Double]
        switch space {
        case "srgb":
            guard numbers.allSatisfy({ (0...1).contains($0) }) else { throw .wrongType("srgb components must be from 0 to 1, found \(numbers.map(JSONWriter.format))") }
            rgb = numbers
        case "hsl":
            guard (0...100).contains(numbers[1]), (0...100).contains(numbers[2]) else { throw .wrongType("hsl saturation and lightness must be from 0 to 100") }
            rgb = hslToRGB(hue: numbers[0], saturation: numbers[1] / 100, lightness: numbers[2] / 100)
        case "hwb":
            guard (0...100).contains(numbers[1]), (0...100).contains(numbers[2]) else { throw .wrongType("hwb whiteness and blackness must be from 0 to 100") }
            rgb = hwbToRGB(hue: numbers[0], whiteness: numbers[1] / 100, blackness: numbers[2] / 100)
        default:
            throw .wrongType("colorSpace \"\(space)\" cannot be converted exactly to sRGB; give the colour with \"colorSpace\": \"srgb\" (or hsl/hwb)")
        }
        return RGBA8(r: byte(rgb[0]), g: byte(rgb[1]), b: byte(rgb[2]), a: byte(alpha))
    }

    /// `round(c × 255)`, halves away from zero.
    static func byte(_ unit: Double) -> UInt8 { UInt8((unit * 255).rounded()) }

    /// CSS Color 4 `hslToRgb`.
    private static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        let h = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    /// CSS Color 4 `hwbToRgb`.
    private static func hwbToRGB(hue: Double, whiteness: Double, blackness: Double) -> [Double] {
        if whiteness + blackness >= 1 {
            let grey = whiteness / (whiteness + blackness)
            return [grey, grey, grey]
        }
        return hslToRGB(hue: hue, saturation: 1, lightness: 0.5).map { $0 * (1 - whiteness - blackness) + whiteness }
    }
}
