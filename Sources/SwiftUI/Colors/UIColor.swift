import Raster

/// UIKit's `UIColor`, which `import SwiftUI` brings on iOS, so `Color(.systemBlue)` and
/// `Color(uiColor: .secondarySystemBackground)` compile unchanged: the fixed colours and the
/// iOS 17 system and semantic colours, light / dark, as UIKit defines them. A `UIColor` is only
/// a carrier for a `Color`; nothing here draws on its own.
///
/// ```swift
/// .background(Color(.systemBlue))
/// .foregroundStyle(Color(uiColor: .secondaryLabel))
/// ```
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour it stands for, resolved in the colour scheme it is drawn in.
    let color: Color
    let name: String

    init(_ name: String, color: Color) {
        self.name = name
        self.color = color
    }

    /// A fixed colour in the sRGB colour space; components are 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init("UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))",
                  color: Color(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A fixed grey; `white` is 0 (black) … 1 (white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init("UIColor(white: \(white), alpha: \(alpha))", color: Color(.sRGB, white: Double(white), opacity: Double(alpha)))
    }

    /// A fixed colour from hue, saturation and brightness (0…1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init("UIColor(hue: \(hue), saturation: \(saturation), brightness: \(brightness), alpha: \(alpha))",
                  color: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness)).opacity(Double(alpha)))
    }

    /// The UIKit colour for a SwiftUI colour.
    public convenience init(_ color: Color) {
        self.init("UIColor(\(color))", color: color)
    }

    /// This colour with its alpha multiplied by `alpha` (UIKit replaces it: the same for the
    /// opaque colours UIKit code usually calls it on).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor("\(name).withAlphaComponent(\(alpha))", color: color.opacity(Double(alpha)))
    }

    public var description: String { name }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }

    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

extension UIColor {
    private static func fixed(_ name: String, _ value: UInt32, alpha: Double = 1) -> UIColor {
        UIColor(name, color: Color(rgba(value, alpha)))
    }

    private static func dynamic(_ name: String, _ light: UInt32, _ lightAlpha: Double = 1,
                                _ dark: UInt32, _ darkAlpha: Double = 1) -> UIColor {
        UIColor(name, color: Color(light: rgba(light, lightAlpha), dark: rgba(dark, darkAlpha)))
    }

    private static func rgba(_ value: UInt32, _ alpha: Double) -> RGBA8 {
        RGBA8(r: UInt8(value >> 16), g: UInt8((value >> 8) & 0xFF), b: UInt8(value & 0xFF),
              a: UInt8((alpha * 255).rounded()))
    }

    // UIKit's fixed colours (the same in both schemes; `red` is pure red, not `systemRed`).
    public static let black = fixed("black", 0x000000)
    public static let darkGray = fixed("darkGray", 0x555555)
    public static let lightGray = fixed("lightGray", 0xAAAAAA)
    public static let white = fixed("white", 0xFFFFFF)
    public static let gray = fixed("gray", 0x808080)
    public static let red = fixed("red", 0xFF0000)
    public static let green = fixed("green", 0x00FF00)
    public static let blue = fixed("blue", 0x0000FF)
    public static let cyan = fixed("cyan", 0x00FFFF)
    public static let yellow = fixed("yellow", 0xFFFF00)
    public static let magenta = fixed("magenta", 0xFF00FF)
    public static let orange = fixed("orange", 0xFF8000)
    public static let purple = fixed("purple", 0x800080)
    public static let brown = fixed("brown", 0x996633)
    public static let clear = fixed("clear", 0x000000, alpha: 0)

    // The iOS 17 system colours, light / dark (UIKit's `UIColor` documentation, HIG "Color").
    public static let systemRed = dynamic("systemRed", 0xFF3B30, 1, 0xFF453A)
    public static let systemOrange = dynamic("systemOrange", 0xFF9500, 1, 0xFF9F0A)
    public static let systemYellow = dynamic("systemYellow", 0xFFCC00, 1, 0xFFD60A)
    public static let systemGreen = dynamic("systemGreen", 0x34C759, 1, 0x30D158)
    public static let systemMint = dynamic("systemMint", 0x00C7BE, 1, 0x63E6E2)
    public static let systemTeal = dynamic("systemTeal", 0x30B0C7, 1, 0x40C8E0)
    public static let systemCyan = dynamic("systemCyan", 0x32ADE6, 1, 0x64D2FF)
    public static let systemBlue = dynamic("systemBlue", 0x007AFF, 1, 0x0A84FF)
    public static let systemIndigo = dynamic("systemIndigo", 0x5856D6, 1, 0x5E5CE6)
    public static let systemPurple = dynamic("systemPurple", 0xAF52DE, 1, 0xBF5AF2)
    public static let systemPink = dynamic("systemPink", 0xFF2D55, 1, 0xFF375F)
    public static let systemBrown = dynamic("systemBrown", 0xA2845E, 1, 0xAC8E68)
    public static let systemGray = dynamic("systemGray", 0x8E8E93, 1, 0x8E8E93)
    public static let systemGray2 = dynamic("systemGray2", 0xAEAEB2, 1, 0x636366)
    public static let systemGray3 = dynamic("systemGray3", 0xC7C7CC, 1, 0x48484A)
    public static let systemGray4 = dynamic("systemGray4", 0xD1D1D6, 1, 0x3A3A3C)
    public static let systemGray5 = dynamic("systemGray5", 0xE5E5EA, 1, 0x2C2C2E)
    public static let systemGray6 = dynamic("systemGray6", 0xF2F2F7, 1, 0x1C1C1E)
    public static let tintColor = dynamic("tintColor", 0x007AFF, 1, 0x0A84FF)

    // Semantic colours: text, fills, backgrounds, separators, links.
    public static let label = dynamic("label", 0x000000, 1, 0xFFFFFF)
    public static let secondaryLabel = dynamic("secondaryLabel", 0x3C3C43, 0.6, 0xEBEBF5, 0.6)
    public static let tertiaryLabel = dynamic("tertiaryLabel", 0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    public static let quaternaryLabel = dynamic("quaternaryLabel", 0x3C3C43, 0.18, 0xEBEBF5, 0.16)
    public static let placeholderText = dynamic("placeholderText", 0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    public static let link = dynamic("link", 0x007AFF, 1, 0x0984FF)
    public static let systemFill = dynamic("systemFill", 0x787880, 0.2, 0x787880, 0.36)
    public static let secondarySystemFill = dynamic("secondarySystemFill", 0x787880, 0.16, 0x787880, 0.32)
    public static let tertiarySystemFill = dynamic("tertiarySystemFill", 0x767680, 0.12, 0x767680, 0.24)
    public static let quaternarySystemFill = dynamic("quaternarySystemFill", 0x747480, 0.08, 0x767680, 0.18)
    public static let systemBackground = dynamic("systemBackground", 0xFFFFFF, 1, 0x000000)
    public static let secondarySystemBackground = dynamic("secondarySystemBackground", 0xF2F2F7, 1, 0x1C1C1E)
    public static let tertiarySystemBackground = dynamic("tertiarySystemBackground", 0xFFFFFF, 1, 0x2C2C2E)
    public static let systemGroupedBackground = dynamic("systemGroupedBackground", 0xF2F2F7, 1, 0x000000)
    public static let secondarySystemGroupedBackground = dynamic("secondarySystemGroupedBackground", 0xFFFFFF, 1, 0x1C1C1E)
    public static let tertiarySystemGroupedBackground = dynamic("tertiarySystemGroupedBackground", 0xF2F2F7, 1, 0x2C2C2E)
    public static let separator = dynamic("separator", 0x3C3C43, 0.29, 0x545458, 0.6)
    public static let opaqueSeparator = dynamic("opaqueSeparator", 0xC6C6C8, 1, 0x38383A)
    public static let darkText = fixed("darkText", 0x000000)
    public static let lightText = fixed("lightText", 0xFFFFFF, alpha: 0.6)
}

extension Color {
    /// The SwiftUI colour for a UIKit colour, light / dark as UIKit's.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// The SwiftUI colour for a UIKit colour: `Color(.systemBlue)`. Disfavoured so that
    /// `Color(.white)`, which Pixelproof's `Color(_: RGBA8)` also answers, keeps meaning that.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self = color.color
    }
}
