import Foundation
import Raster

/// WCAG 2.x relative luminance and contrast ratio, computed in `Double` and never rounded
/// before a comparison (#767676 on white is 4.54:1 and passes 4.5; #777777 is 4.48:1 and fails).
///
/// ```swift
/// WCAGContrast.ratio(RGBA8(hex: "#767676")!, on: .white)   // 4.5422…
/// ```
public enum WCAGContrast {
    /// Channel c/255 → c/12.92 if ≤ 0.04045, else ((c + 0.055)/1.055)^2.4, for all 256 bytes.
    private static let linear: [Double] = (0...255).map { byte in
        let c = Double(byte) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// L = 0.2126 R + 0.7152 G + 0.0722 B of an opaque colour (alpha is ignored).
    public static func relativeLuminance(_ color: RGBA8) -> Double {
        0.2126 * linear[Int(color.r)] + 0.7152 * linear[Int(color.g)] + 0.0722 * linear[Int(color.b)]
    }

    /// (L1 + 0.05) / (L2 + 0.05), lighter over darker. A translucent foreground is first
    /// composited over the (opaque) background, as it would be drawn.
    public static func ratio(_ foreground: RGBA8, on background: RGBA8) -> Double {
        let first = relativeLuminance(composite(foreground, over: background))
        let second = relativeLuminance(background)
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// Source-over of a straight-alpha colour onto an opaque one, rounded per channel.
    public static func composite(_ foreground: RGBA8, over background: RGBA8) -> RGBA8 {
        guard foreground.a != 255 else { return foreground }
        let alpha = Double(foreground.a)
        func mix(_ f: UInt8, _ b: UInt8) -> UInt8 {
            let sum: Double = Double(f) * alpha + Double(b) * (255 - alpha)
            return UInt8((sum / 255).rounded())
        }
        return RGBA8(r: mix(foreground.r, background.r), g: mix(foreground.g, background.g), b: mix(foreground.b, background.b))
    }
}
