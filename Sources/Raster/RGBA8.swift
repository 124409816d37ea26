/// A straight (non-premultiplied) sRGB colour with 8 bits per channel: the form PNG files,
/// comparators and snapshot stores use.
///
/// ```swift
/// let brand = RGBA8(r: 0x2F, g: 0x6B, b: 0xFF)          // opaque
/// let scrim = RGBA8(r: 0, g: 0, b: 0, a: 102)            // 40 % black
/// let ink = brand.premultiplied                          // for compositing
/// ```
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, case-insensitive).
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded: String
        switch digits.count {
        case 3: expanded = digits.map { "\($0)\($0)" }.joined() + "ff"
        case 6: expanded = digits + "ff"
        case 8: expanded = String(digits)
        default: return nil
        }
        guard let value = UInt32(expanded, radix: 16) else { return nil }
        self.init(r: UInt8(value >> 24), g: UInt8((value >> 16) & 0xFF), b: UInt8((value >> 8) & 0xFF), a: UInt8(value & 0xFF))
    }

    public static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)
    public static let black = RGBA8(r: 0, g: 0, b: 0)
    public static let white = RGBA8(r: 255, g: 255, b: 255)

    public var isOpaque: Bool { a == 255 }

    /// `#RRGGBB` for opaque colours, `#RRGGBBAA` otherwise, upper-case.
    public var hexString: String {
        let channels = a == 255 ? [r, g, b] : [r, g, b, a]
        return "#" + channels.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }

    public var description: String { hexString }

    /// The premultiplied form, exactly rounded: `p = c·a + 128; (p + (p >> 8)) >> 8`
    /// (Skia's and tiny-skia's rule, equal to round(c·a / 255) for every input).
    @inlinable
    public var premultiplied: PremultipliedRGBA8 {
        PremultipliedRGBA8(r: multiplyRounded(r, a), g: multiplyRounded(g, a), b: multiplyRounded(b, a), a: a)
    }

    /// The same colour with its alpha multiplied by `opacity` (0…255), rounded.
    @inlinable
    public func withOpacity(_ opacity: UInt8) -> RGBA8 {
        RGBA8(r: r, g: g, b: b, a: multiplyRounded(a, opacity))
    }
}

/// A premultiplied sRGB colour with 8 bits per channel: each colour channel is already
/// multiplied by alpha, so `r, g, b <= a`. The form the rasterizer composites in.
public struct PremultipliedRGBA8: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let clear = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)

    /// The straight form: `c = round(p·255 / a)`, clamped to 255; fully transparent gives
    /// transparent black. Exact inverse of `premultiplied` for every opaque colour.
    @inlinable
    public var unpremultiplied: RGBA8 {
        guard a != 255 else { return RGBA8(r: r, g: g, b: b, a: 255) }
        guard a != 0 else { return .clear }
        return RGBA8(r: divideRounded(r, a), g: divideRounded(g, a), b: divideRounded(b, a), a: a)
    }
}

/// round(x·y / 255) for bytes, in integers.
@inlinable
public func multiplyRounded(_ x: UInt8, _ y: UInt8) -> UInt8 {
    let p = UInt32(x) &* UInt32(y) &+ 128
    return UInt8(truncatingIfNeeded: (p &+ (p >> 8)) >> 8)
}

/// round(p·255 / a) clamped to 255, for a premultiplied channel `p` and alpha `a > 0`.
@inlinable
func divideRounded(_ p: UInt8, _ a: UInt8) -> UInt8 {
    let value = (UInt32(p) &* 255 &+ UInt32(a) / 2) / UInt32(a)
    return UInt8(truncatingIfNeeded: min(value, 255))
}
