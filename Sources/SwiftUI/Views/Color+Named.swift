import Raster

extension Color {
    /// The colour set `name` of an asset catalog in `bundle` (the main bundle when `nil`), as
    /// SwiftUI's `Color("text/primary", bundle: .module)`: light and dark from its appearances.
    /// Resolved when drawn. Under Pixelproof a colour token of the same name in the render's
    /// tokens wins (`text/primary` is `color.text.primary`, the names `pixelproof tokens gen`
    /// writes), and its read is recorded, so a token review re-resolves generated colours.
    /// A name no catalog has is reported as a layout problem naming the bundle searched.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(storage: .asset(name: name, bundlePath: (bundle ?? .main).bundlePath))
    }

    /// A colour in a colour space from components in 0…1 (`.sRGB`, `.sRGBLinear`, `.displayP3`;
    /// Display P3 is drawn as sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGBLinear:
            self.init(red: Color.linearToSRGB(red), green: Color.linearToSRGB(green), blue: Color.linearToSRGB(blue), opacity: opacity)
        case .sRGB, .displayP3:
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        }
    }

    /// The colour spaces SwiftUI's `Color` takes components in.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// The sRGB transfer function (IEC 61966-2-1).
    static func linearToSRGB(_ value: Double) -> Double {
        value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
}
