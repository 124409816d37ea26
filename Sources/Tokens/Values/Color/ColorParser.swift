import Raster

/// Reads `color` values (Color Module 2025.10 § "Format"): `{"colorSpace": …, "components": [c1,
/// c2, c3], "alpha": a, "hex": "#rrggbb"}` in any of the 14 colour spaces, components numbers or
/// `"none"`; and the older `"#RRGGBB"` / `"#RRGGBBAA"` strings, accepted with a warning.
///
/// Components are checked against the ranges of the module's table (hue in 0…360, lightness and
/// sRGB-family channels in their range); `hex`, when present, MUST be six-digit CSS hex.
/// Conversion: `ColorSpaceConversion` to sRGB, `SRGBGamutMapping` when outside it, then each
/// channel rounds to the nearest 8-bit step (`round(c × 255)`).
enum ColorParser {
    static let expected = "expected {\"colorSpace\": \"srgb\", \"components\": [r, g, b]} (colour spaces: \(ColorSpaceConversion.Space.allCases.map(\.rawValue).joined(separator: ", ")))"

    static func parse(_ node: JSONNode, context: ValueContext) throws(ValueError) -> RGBA8 {
        if let text = node.string {
            guard text.hasPrefix("#"), text.count == 7 || text.count == 9, let color = RGBA8(hex: text) else {
                throw .wrongType("\(node.brief) is not a color; \(expected)")
            }
            context.warn("colour \(node.brief) is the pre-2025.10 string form; write \(modernSpelling(color))")
            return color
        }
        guard node.object != nil else { throw .wrongType("\(node.brief) is not a color; \(expected)") }
        try ValueMembers.allow(["colorSpace", "components", "alpha", "hex"], in: node, for: "a color")
        guard let spaceNode = node["colorSpace"] else { throw .wrongType("a color object needs \"colorSpace\"; \(expected)") }
        guard let name = spaceNode.string, let space = ColorSpaceConversion.Space(rawValue: name) else {
            throw .wrongType("colorSpace \(spaceNode.brief) is not one of the Color Module's: \(ColorSpaceConversion.Space.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let components = node["components"]?.array, components.count == 3 else {
            throw .wrongType("a \(name) color needs \"components\": an array of three numbers (or \"none\")")
        }
        var numbers: [Double] = []
        for (index, component) in components.enumerated() {
            if component.string == "none" { numbers.append(0); continue }
            let value: TokenValue
            do { value = try context.resolve(component, .number) } catch { throw error.inField("components[\(index)]") }
            guard case .number(let number) = value else { throw .wrongType("component \(component.brief) is not a number or \"none\"") }
            numbers.append(number)
        }
        try checkRanges(numbers, space: space)
        var alpha = 1.0
        if let alphaNode = node["alpha"] {
            guard let number = alphaNode.number, (0...1).contains(number) else { throw .wrongType("alpha \(alphaNode.brief) must be a number from 0 to 1") }
            alpha = number
        }
        if let hex = node["hex"] {
            guard let text = hex.string, text.count == 7, text.hasPrefix("#"), RGBA8(hex: text) != nil else {
                throw .wrongType("hex \(hex.brief) must be a six-digit CSS hex colour such as \"#336699\" (alpha goes in \"alpha\")")
            }
        }
        let rgb: [Double]
        switch space {
        case .srgb, .hsl, .hwb: rgb = ColorSpaceConversion.toSRGB(space: space, numbers).map { min(max($0, 0), 1) }
        default: rgb = SRGBGamutMapping.map(xyzD65: ColorSpaceConversion.toXYZD65(space: space, numbers))
        }
        return RGBA8(r: byte(rgb[0]), g: byte(rgb[1]), b: byte(rgb[2]), a: byte(alpha))
    }

    /// The module's component ranges; unbounded components (Lab a/b, XYZ) are not checked.
    private static func checkRanges(_ c: [Double], space: ColorSpaceConversion.Space) throws(ValueError) {
        func require(_ index: Int, _ range: ClosedRange<Double>, _ what: String, openTop: Bool = false) throws(ValueError) {
            let value = c[index]
            guard range.contains(value), !(openTop && value == range.upperBound) else {
                let bounds = "\(JSONWriter.format(range.lowerBound)) to \(JSONWriter.format(range.upperBound))\(openTop ? " (excluded)" : "")"
                throw .wrongType("\(space.rawValue) \(what) \(JSONWriter.format(value)) is outside \(bounds)")
            }
        }
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            for (index, channel) in ["red", "green", "blue"].enumerated() { try require(index, 0...1, channel) }
        case .hsl, .hwb:
            try require(0, 0...360, "hue", openTop: true)
            try require(1, 0...100, space == .hsl ? "saturation" : "whiteness")
            try require(2, 0...100, space == .hsl ? "lightness" : "blackness")
        case .lab: try require(0, 0...100, "lightness")
        case .lch:
            try require(0, 0...100, "lightness")
            try require(1, 0...Double.infinity, "chroma")
            try require(2, 0...360, "hue", openTop: true)
        case .oklab: try require(0, 0...1, "lightness")
        case .oklch:
            try require(0, 0...1, "lightness")
            try require(1, 0...Double.infinity, "chroma")
            try require(2, 0...360, "hue", openTop: true)
        case .xyzD65, .xyzD50: break
        }
    }

    /// `{"colorSpace": "srgb", "components": [0.2, 0.4, 0.6], "hex": "#336699"}` (with alpha if not opaque).
    static func modernSpelling(_ color: RGBA8) -> String {
        let components = [color.r, color.g, color.b].map { JSONWriter.format((Double($0) / 255 * 10000).rounded() / 10000) }.joined(separator: ", ")
        let hex = "#" + color.hexString.dropFirst().prefix(6).lowercased()
        let alpha = color.a == 255 ? "" : ", \"alpha\": \(JSONWriter.format((Double(color.a) / 255 * 10000).rounded() / 10000))"
        return "{\"colorSpace\": \"srgb\", \"components\": [\(components)]\(alpha), \"hex\": \"\(hex)\"}"
    }

    /// `round(c × 255)`, halves away from zero.
    static func byte(_ unit: Double) -> UInt8 { UInt8((unit * 255).rounded()) }
}
