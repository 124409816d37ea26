/// The bundled strikes and the rules that choose among them. These rules are the whole story of
/// how a point size becomes pixels:
///
/// 1. **Layout strike** (`layoutStrike`). A text style's point size (after Dynamic Type) is
///    matched to the nearest Helvetica pixel size — 11, 12, 14, 17, 18, 20, 24, 25, 34 — treating
///    one strike pixel as one point; ties go to the larger strike, so text never shrinks on a tie.
///    Above the largest strike the candidates continue as whole-number upscales of it (68, 102, …),
///    so Body at AX5 (53 pt) lays out at 68 pt with the 34 px strike doubled. All measuring
///    (advances, ascent, descent) uses this strike's metrics times its factor, in points, so line
///    breaks never depend on the display scale.
/// 2. **Draw strike** (`drawStrike`). At scale `s`, a glyph laid out with strike size `p` and
///    factor `k` wants `p·k·s` device pixels. If the same face has a strike of exactly that pixel
///    size, it is drawn crisp from that strike (17 pt at 2x draws from the 34 px strike; 12 pt at
///    2x from the 24 px one). Otherwise the layout strike is drawn magnified by the whole number
///    `k·s` (pixel doubling, no smoothing). Glyphs stay at their laid-out pen positions either way.
///    The misc-fixed fallback is always magnified (no pair of its sizes differs by a whole factor).
/// 3. **Fallback strikes** (`fallbackStrikes`). Characters Helvetica lacks come from misc-fixed
///    (13 and 18 px; bold for bold text, then regular), at the strike and whole factor whose size
///    is nearest the layout strike's (ties to the larger); then from the layout strike's
///    `DEFAULT_CHAR` box.
///
/// ```swift
/// StrikeCatalog.layoutStrike(face: .regular, points: 17).descriptor.pixelSize   // 17
/// StrikeCatalog.layoutStrike(face: .regular, points: 53).factor                 // 2
/// ```
enum StrikeCatalog {
    /// Helvetica pixel sizes bundled, for every face (DESIGN.md §5).
    static let helveticaSizes = [11, 12, 14, 17, 18, 20, 24, 25, 34]
    /// misc-fixed pixel sizes bundled for the fallback, regular and bold.
    static let fixedSizes = [13, 18]

    /// Every bundled strike, in a fixed order.
    static let all: [StrikeDescriptor] = {
        let faces = [FontFace.regular, FontFace(isBold: true, isItalic: false), FontFace(isBold: false, isItalic: true), FontFace(isBold: true, isItalic: true)]
        var result: [StrikeDescriptor] = []
        for face in faces {
            for size in helveticaSizes { result.append(StrikeDescriptor(source: .helvetica, face: face, pixelSize: size)) }
        }
        for bold in [false, true] {
            for size in fixedSizes {
                result.append(StrikeDescriptor(source: .fixed, face: FontFace(isBold: bold, isItalic: false), pixelSize: size))
            }
        }
        return result
    }()

    /// Rule 1: the Helvetica strike (and whole factor) nearest to `points`.
    static func layoutStrike(face: FontFace, points: Double) -> ScaledStrike {
        let largest = helveticaSizes[helveticaSizes.count - 1]
        var candidates = helveticaSizes.map { (size: $0, factor: 1) }
        let factorAbove = max(2, Int((points / Double(largest)).rounded(.up)))
        for factor in 2...factorAbove { candidates.append((largest * factor, factor)) }
        let best = nearest(candidates, to: points)
        return ScaledStrike(descriptor: StrikeDescriptor(source: .helvetica, face: face, pixelSize: best.size / best.factor), factor: best.factor)
    }

    /// Rule 2: what to draw a laid-out strike with at `scale` device pixels per point.
    static func drawStrike(for strike: ScaledStrike, scale: Int) -> ScaledStrike {
        let wanted = strike.effectiveSize * scale
        if strike.descriptor.source == .helvetica && helveticaSizes.contains(wanted) {
            var crisp = strike.descriptor
            crisp.pixelSize = wanted
            return ScaledStrike(descriptor: crisp, factor: 1)
        }
        return ScaledStrike(descriptor: strike.descriptor, factor: strike.factor * scale)
    }

    /// Rule 3: the misc-fixed strikes to try, in order, for a layout strike.
    static func fallbackStrikes(for strike: ScaledStrike) -> [ScaledStrike] {
        let target = Double(strike.effectiveSize)
        var candidates: [(size: Int, factor: Int)] = []
        for size in fixedSizes {
            for factor in 1...max(1, Int((target / Double(size)).rounded(.up))) {
                candidates.append((size * factor, factor))
            }
        }
        let best = nearest(candidates, to: target)
        let faces = strike.descriptor.face.isBold ? [FontFace(isBold: true, isItalic: false), .regular] : [.regular]
        return faces.map {
            ScaledStrike(descriptor: StrikeDescriptor(source: .fixed, face: $0, pixelSize: best.size / best.factor), factor: best.factor)
        }
    }

    /// The candidate whose size is nearest `target`; ties go to the larger size.
    private static func nearest(_ candidates: [(size: Int, factor: Int)], to target: Double) -> (size: Int, factor: Int) {
        var best = candidates[0]
        for candidate in candidates.dropFirst() {
            let distance = abs(Double(candidate.size) - target), bestDistance = abs(Double(best.size) - target)
            if distance < bestDistance || (distance == bestDistance && candidate.size > best.size) { best = candidate }
        }
        return best
    }
}
