/// How a layer's pixels combine with what is below them: source-over (`normal`) or one of the
/// blend modes of the W3C Compositing and Blending spec and Core Graphics (SwiftUI's
/// `BlendMode` cases).
///
/// **Rounding**: `normal` is `SourceOver`. The others are computed per pixel in `Double` from
/// the 8-bit premultiplied inputs with IEEE-754 basic operations (plus `squareRoot` for
/// `softLight`), which every machine rounds identically, then rounded once to the nearest byte
/// (half up) and clamped so colour never exceeds alpha.
///
/// Separable modes use the spec's general formula on premultiplied values,
/// `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)`, `αo = αs + αb − αs·αb`; the
/// non-separable ones (`hue`, `saturation`, `color`, `luminosity`) use the spec's `SetLum`,
/// `SetSat` and `Lum` (weights 0.3, 0.59, 0.11). `plusLighter` is `min(1, s + b)` per channel
/// and `plusDarker` Core Graphics' `max(0, 1 − ((1 − b) + (1 − s)))`, written for alpha as
/// `max(0, αo − ((αb − cb) + (αs − cs)))`.
///
/// ```swift
/// canvas.beginLayer(effects: LayerEffects(blendMode: .multiply))
/// ```
public enum LayerBlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// `source` blended onto `destination`, both packed premultiplied (`SourceOver.pack`).
    public func blend(source: UInt32, onto destination: UInt32) -> UInt32 {
        if self == .normal { return SourceOver.blend(source: source, over: destination) }
        if source == 0 && self != .destinationOut { return destination }
        let s = SourceOver.unpack(source), d = SourceOver.unpack(destination)
        let sa = Double(s.a) / 255, da = Double(d.a) / 255
        let sc = [Double(s.r) / 255, Double(s.g) / 255, Double(s.b) / 255]
        let dc = [Double(d.r) / 255, Double(d.g) / 255, Double(d.b) / 255]
        var out = [0.0, 0.0, 0.0]
        var alpha = sa + da - sa * da
        switch self {
        case .sourceAtop:
            alpha = da
            for i in 0..<3 { out[i] = sc[i] * da + dc[i] * (1 - sa) }
        case .destinationOver:
            for i in 0..<3 { out[i] = dc[i] + sc[i] * (1 - da) }
        case .destinationOut:
            alpha = da * (1 - sa)
            for i in 0..<3 { out[i] = dc[i] * (1 - sa) }
        case .plusLighter:
            alpha = min(1, sa + da)
            for i in 0..<3 { out[i] = min(1, sc[i] + dc[i]) }
        case .plusDarker:
            for i in 0..<3 { out[i] = max(0, alpha - ((da - dc[i]) + (sa - sc[i]))) }
        case .hue, .saturation, .color, .luminosity:
            let cs = sa > 0 ? sc.map { $0 / sa } : [0, 0, 0]
            let cb = da > 0 ? dc.map { $0 / da } : [0, 0, 0]
            let mixed: [Double]
            switch self {
            case .hue: mixed = LayerBlendMode.setLum(LayerBlendMode.setSat(cs, LayerBlendMode.sat(cb)), LayerBlendMode.lum(cb))
            case .saturation: mixed = LayerBlendMode.setLum(LayerBlendMode.setSat(cb, LayerBlendMode.sat(cs)), LayerBlendMode.lum(cb))
            case .color: mixed = LayerBlendMode.setLum(cs, LayerBlendMode.lum(cb))
            default: mixed = LayerBlendMode.setLum(cb, LayerBlendMode.lum(cs))
            }
            for i in 0..<3 { out[i] = sc[i] * (1 - da) + dc[i] * (1 - sa) + sa * da * mixed[i] }
        default:
            for i in 0..<3 {
                let cs = sa > 0 ? sc[i] / sa : 0, cb = da > 0 ? dc[i] / da : 0
                out[i] = sc[i] * (1 - da) + dc[i] * (1 - sa) + sa * da * separable(cb, cs)
            }
        }
        func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * 255 + 0.5).rounded(.down)))) }
        let a = byte(alpha)
        return min(a, byte(out[0])) | min(a, byte(out[1])) << 8 | min(a, byte(out[2])) << 16 | a << 24
    }

    /// B(Cb, Cs) of a separable mode on straight colours in 0…1.
    private func separable(_ cb: Double, _ cs: Double) -> Double {
        switch self {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return LayerBlendMode.hardLight(cs: cb, cb: cs)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge:
            if cb == 0 { return 0 }
            return cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            return cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: return LayerBlendMode.hardLight(cs: cs, cb: cb)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return Swift.abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs
        }
    }

    private static func hardLight(cs: Double, cb: Double) -> Double {
        cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
    }

    private static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    private static func sat(_ c: [Double]) -> Double { max(c[0], c[1], c[2]) - min(c[0], c[1], c[2]) }

    private static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = min(c[0], c[1], c[2]), x = max(c[0], c[1], c[2])
        var result = c
        if n < 0 { result = result.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { result = result.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return result
    }

    private static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    private static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let maxValue = max(c[0], c[1], c[2]), minValue = min(c[0], c[1], c[2])
        guard maxValue > minValue else { return [0, 0, 0] }
        return c.map { ($0 - minValue) * s / (maxValue - minValue) }
    }
}
