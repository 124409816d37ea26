import Foundation
import Raster

/// Reads a colour set's `Contents.json` as Xcode writes it: entries of `colors`, each with an
/// optional `appearances` list (`luminosity` `light`/`dark`; high-contrast entries are skipped)
/// and a `color` with a `color-space` and `components`, or a `reference` to a system colour.
///
/// Components may be written as Xcode offers them: floating point 0…1 (`"0.200"`), 8-bit
/// integers 0…255 (`"51"`), or hexadecimal (`"0x33"`). Colour spaces: `srgb`, `extended-srgb`
/// (clamped), `display-p3`, `extended-linear-srgb`, `gray-gamma-22` and `extended-gray`
/// (components `white` and `alpha`).
enum AssetColorSetParser {
    struct Problem: Error {
        var reason: String
    }

    static func parse(_ data: Data) throws(Problem) -> AssetColorSet {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Problem(reason: "not a JSON object")
        }
        guard let entries = json["colors"] as? [[String: Any]], !entries.isEmpty else {
            throw Problem(reason: "no \"colors\" entries")
        }
        var any: RGBA8?, light: RGBA8?, dark: RGBA8?
        // A system colour referenced without a dark entry keeps its own dark value.
        var referencedDark: RGBA8?
        for entry in entries {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { continue }
            guard let color = entry["color"] as? [String: Any] else { throw Problem(reason: "an entry has no \"color\"") }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            let value = try rgba(color)
            if luminosity == nil, let reference = color["reference"] as? String { referencedDark = systemColor(reference, dark: true) }
            switch luminosity {
            case "dark": if dark == nil { dark = value }
            case "light": if light == nil { light = value }
            default: if any == nil { any = value }
            }
        }
        guard let base = any ?? light ?? dark else { throw Problem(reason: "no universal colour") }
        return AssetColorSet(any: base, light: light, dark: dark ?? referencedDark)
    }

    private static func rgba(_ color: [String: Any]) throws(Problem) -> RGBA8 {
        if let reference = color["reference"] as? String {
            guard let system = systemColor(reference, dark: false) else { throw Problem(reason: "unknown system colour reference \(reference)") }
            return system
        }
        guard let components = color["components"] as? [String: Any] else { throw Problem(reason: "no \"components\"") }
        let space = color["color-space"] as? String ?? "srgb"
        func component(_ key: String) throws(Problem) -> Double {
            guard let raw = components[key] else { throw Problem(reason: "component \"\(key)\" missing") }
            guard let value = number(raw) else { throw Problem(reason: "component \"\(key)\" is not a number: \(raw)") }
            return value
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha")
        switch space {
        case "gray-gamma-22", "extended-gray":
            let white = max(0, min(1, try component("white")))
            let encoded: UInt8
            if space == "gray-gamma-22" {
                encoded = ColorSpaceConversion.encode(linear: white * white * ColorSpaceConversion.fifthRoot(white))   // white^2.2
            } else {
                encoded = unitToByte(white)
            }
            return RGBA8(r: encoded, g: encoded, b: encoded, a: unitToByte(alpha))
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
            let r = try component("red"), g = try component("green"), b = try component("blue")
            let colorSpace: Color.RGBColorSpace = space == "display-p3" ? .displayP3 : space == "extended-linear-srgb" ? .sRGBLinear : .sRGB
            guard case .rgba(let value) = Color(colorSpace, red: r, green: g, blue: b, opacity: alpha).storage else {
                throw Problem(reason: "unconvertible colour")
            }
            return value
        default:
            throw Problem(reason: "unsupported color-space \(space)")
        }
    }

    /// A component as Xcode writes it: hex `0x…` and integers are 8-bit, decimals are 0…1.
    static func number(_ raw: Any) -> Double? {
        if let value = raw as? Double { return value > 1 ? value / 255 : value }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }

    /// `systemBlueColor`, `labelColor` … as the iOS colours Pixelproof draws, light or dark.
    private static func systemColor(_ reference: String, dark: Bool) -> RGBA8? {
        let names: [String: Color] = [
            "systemRedColor": .red, "systemOrangeColor": .orange, "systemYellowColor": .yellow, "systemGreenColor": .green,
            "systemMintColor": .mint, "systemTealColor": .teal, "systemCyanColor": .cyan, "systemBlueColor": .blue,
            "systemIndigoColor": .indigo, "systemPurpleColor": .purple, "systemPinkColor": .pink, "systemBrownColor": .brown,
            "systemGrayColor": .gray, "labelColor": .primary, "secondaryLabelColor": .secondary, "tertiaryLabelColor": .tertiary,
            "separatorColor": .separator, "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
        ]
        guard let color = names[reference] else { return nil }
        switch color.storage {
        case .rgba(let value): return value
        case .adaptive(let light, let darkValue): return dark ? darkValue : light
        default: return nil
        }
    }
}
