import Raster

extension Color {
    /// The colour spaces SwiftUI's component initialisers accept.
    public enum RGBColorSpace: Sendable, Hashable {
        /// sRGB components, stored as given (rounded to 8 bits).
        case sRGB
        /// Linear-light sRGB components, encoded with the sRGB transfer curve.
        case sRGBLinear
        /// Display P3 components, converted to sRGB (out-of-gamut values clamp).
        case displayP3
    }

    /// A colour from red, green and blue components in 0…1 of `colorSpace`.
    ///
    /// ```swift
    /// Color(.sRGB, red: 0.2, green: 0.4, blue: 1, opacity: 0.8)
    /// ```
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let alpha = unitToByte(opacity)
        switch colorSpace {
        case .sRGB:
            self.init(RGBA8(r: unitToByte(red), g: unitToByte(green), b: unitToByte(blue), a: alpha))
        case .sRGBLinear:
            self.init(RGBA8(r: ColorSpaceConversion.encode(linear: red), g: ColorSpaceConversion.encode(linear: green),
                            b: ColorSpaceConversion.encode(linear: blue), a: alpha))
        case .displayP3:
            let (r, g, b) = ColorSpaceConversion.displayP3(red: red, green: green, blue: blue)
            self.init(RGBA8(r: r, g: g, b: b, a: alpha))
        }
    }

    /// A grey of `white` (0 black … 1 white) in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue (0…1 around the wheel from red), saturation and brightness, the HSB
    /// model: `v = brightness`, `c = v · saturation`, sectors of 1/6 of a turn.
    ///
    /// ```swift
    /// Color(hue: 0.6, saturation: 0.8, brightness: 0.9)
    /// ```
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let v = max(0, min(1, brightness)), s = max(0, min(1, saturation))
        let sector = min(5, Int(h.rounded(.down)))
        let f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(.sRGB, red: r, green: g, blue: b, opacity: opacity)
    }
}
