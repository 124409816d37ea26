/// The one rounding rule of all compositing, on premultiplied RGBA8 packed in a `UInt32`
/// (bytes R, G, B, A in memory, so R is the low byte on little-endian machines).
///
/// **Rule**: every product of two 8-bit quantities is rounded to nearest,
/// `x ⊗ y = round(x·y / 255)`, computed exactly as `t = x·y + 128; (t + (t >> 8)) >> 8`.
/// Coverage and opacity scale a source with `⊗` per channel; source-over is
/// `result = s + d ⊗ (255 − αs)` per channel. So alpha 0 leaves the destination unchanged,
/// alpha 255 replaces it, and 50 % (128) white over 50 % white gives 192.
///
/// ```swift
/// SourceOver.blend(source: 0x8080_8080, over: 0x8080_8080)   // 0xC0C0_C0C0
/// ```
public enum SourceOver {
    /// Every channel of `pixel` ⊗ `factor`, two channels per multiply.
    @inline(__always)
    public static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// `scale` for four pixels at once, read as eight 16-bit lanes of two channels each: the low
    /// and the high byte of every lane times its lane of `factor`, `t = c·f + 128;
    /// (t + (t >> 8)) >> 8`, as `scale` does with 32-bit pairs (no lane overflows:
    /// `t + (t >> 8) ≤ 65407`), so the same bytes. Lanes let x86-64's baseline SSE2 multiply
    /// (it has 16-bit products, not 32-bit ones); debug builds run it lane by lane.
    @inline(__always)
    static func scaleLanes(_ pixels: SIMD8<UInt16>, by factor: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let half = SIMD8<UInt16>(repeating: 128)
        var low = (pixels & SIMD8<UInt16>(repeating: 0x00FF)) &* factor &+ half
        low = (low &+ (low &>> 8)) &>> 8
        var high = (pixels &>> 8) &* factor &+ half
        high = (high &+ (high &>> 8)) &>> 8
        return low | (high &<< 8)
    }

    /// `source` over `destination`, both premultiplied.
    @inline(__always)
    public static func blend(source: UInt32, over destination: UInt32) -> UInt32 {
        source &+ scale(destination, by: 255 &- (source >> 24))
    }

    /// Packs a premultiplied colour (R in the low byte).
    @inline(__always)
    public static func pack(_ c: PremultipliedRGBA8) -> UInt32 {
        UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
    }

    /// Unpacks a premultiplied colour.
    @inline(__always)
    public static func unpack(_ v: UInt32) -> PremultipliedRGBA8 {
        PremultipliedRGBA8(r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8),
                           b: UInt8(truncatingIfNeeded: v >> 16), a: UInt8(truncatingIfNeeded: v >> 24))
    }
}
