/// A 4 × 5 colour matrix (SVG's `feColorMatrix`, Core Image's `CIColorMatrix`) applied to the
/// straight (non-premultiplied) sRGB values 0…1 of every pixel of a layer:
/// `[r' g' b' a'] = M · [r g b a 1]`. SwiftUI's `brightness`, `contrast`, `saturation`,
/// `grayscale`, `hueRotation`, `colorMultiply` and `colorInvert` are each one matrix.
///
/// **Rounding**: each pixel is demultiplied exactly (`PremultipliedRGBA8.unpremultiplied`),
/// multiplied in `Double` (IEEE-754 basic operations only), each result clamped to 0…1,
/// rounded once to the nearest byte (half up) and premultiplied exactly again.
///
/// ```swift
/// let inverted = ColorMatrix.invert
/// inverted.apply(to: RGBA8(r: 255, g: 0, b: 0, a: 255))   // (0, 255, 255, 255)
/// ```
public struct ColorMatrix: Hashable, Sendable {
    /// Row-major, 20 numbers: four rows (r, g, b, a) of five (r, g, b, a, offset).
    public var values: [Double]

    init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 4 rows of 5 numbers")
        self.values = values
    }

    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// 1 − c for each colour channel; alpha kept.
    public static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// `amount` added to each colour channel.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// Each colour channel pushed away from (amount > 1) or towards (amount < 1) mid-grey 0.5.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return ColorMatrix([amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0])
    }

    /// SVG's `saturate` matrix (luminance weights 0.2126, 0.7152, 0.0722 of sRGB/Rec. 709,
    /// rounded as SVG writes them: 0.213, 0.715, 0.072): 0 is grey, 1 unchanged.
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// SVG's `hueRotate` matrix for `radians` (sine and cosine from `PortableTrig`).
    public static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = PortableTrig.cos(radians), s = PortableTrig.sin(radians)
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// Each channel, alpha included, multiplied by `color`'s (straight, 0…1).
    public static func multiply(_ color: RGBA8) -> ColorMatrix {
        let r = Double(color.r) / 255, g = Double(color.g) / 255, b = Double(color.b) / 255, a = Double(color.a) / 255
        return ColorMatrix([r, 0, 0, 0, 0, 0, g, 0, 0, 0, 0, 0, b, 0, 0, 0, 0, 0, a, 0])
    }

    /// The matrix applied to one straight colour.
    public func apply(to color: RGBA8) -> RGBA8 {
        let r = Double(color.r) / 255, g = Double(color.g) / 255, b = Double(color.b) / 255, a = Double(color.a) / 255
        return values.withUnsafeBufferPointer { m in
            func row(_ i: Int) -> UInt8 {
                let o = i * 5
                let x = m[o] * r + m[o + 1] * g + m[o + 2] * b + m[o + 3] * a + m[o + 4]
                let clamped = max(0, min(1, x))
                return UInt8((clamped * 255 + 0.5).rounded(.down))
            }
            return RGBA8(r: row(0), g: row(1), b: row(2), a: row(3))
        }
    }

    /// The matrix applied to one packed premultiplied pixel.
    func apply(toPremultiplied pixel: UInt32) -> UInt32 {
        SourceOver.pack(apply(to: SourceOver.unpack(pixel).unpremultiplied).premultiplied)
    }
}
