import Foundation

/// A text style bound to its strikes at one Dynamic Type size: the metrics measuring needs, in
/// points (one layout-strike pixel times its factor), and the glyph lookup with fallback.
/// Horizontal lengths are kept in 1/64 point so sums are exact and identical everywhere.
struct ResolvedFont: Sendable {
    /// The primary (layout) strike first, then the fallbacks, each with its layout factor.
    let strikes: [ScaledStrike]
    let primary: FontStrike
    let library: FontLibrary
    let ascent: Int
    let descent: Int
    /// Distance between baselines in whole points.
    let lineHeight: Int
    /// The point size asked for, after Dynamic Type and clamping (before strike snapping).
    let points: Double
    /// Tracking in 1/64 point, rounded to the nearest 64th.
    let tracking64: Int
    /// Monospaced styles: every cluster's advance, in 1/64 point (0.6 em of the layout strike, as SF Mono).
    let monospacedAdvance64: Int?

    init(style: TextStyle, dynamicTypeSize: DynamicTypeSize, library: FontLibrary = .shared) {
        // Sizes outside 1…1024 pt (or NaN) are clamped so no metric overflows or traps.
        let requested = style.pointSize(at: dynamicTypeSize)
        let points = requested.isNaN ? 1 : min(max(requested, 1), 1024)
        self.points = points
        let layoutStrike = StrikeCatalog.layoutStrike(face: style.face, points: points)
        strikes = [layoutStrike] + StrikeCatalog.fallbackStrikes(for: layoutStrike)
        self.library = library
        primary = library.strike(layoutStrike.descriptor)
        ascent = primary.font.ascent * layoutStrike.factor
        descent = primary.font.descent * layoutStrike.factor
        let natural = ascent + descent
        let scaled = (style.lineHeight ?? 0) * (style.size > 0 ? points / style.size : 1)
        lineHeight = scaled.isFinite ? max(natural, Int(min(scaled, 4096).rounded(.toNearestOrAwayFromZero))) : natural
        let tracking = style.tracking.isFinite ? min(max(style.tracking, -1024), 1024) : 0
        tracking64 = Int((tracking * 64).rounded(.toNearestOrAwayFromZero))
        monospacedAdvance64 = style.isMonospaced
            ? Int((Double(layoutStrike.descriptor.pixelSize) * 0.6).rounded(.toNearestOrAwayFromZero)) * layoutStrike.factor * 64 : nil
    }

    /// Where the baseline sits below the top of a line: the spare height split evenly (the
    /// extra pixel, if odd, goes below), then the ascent.
    var baselineOffset: Int { (lineHeight - ascent - descent) / 2 + ascent }

    /// The loaded strike for `strikes[index]`; fallbacks load the first time a glyph needs them.
    func strike(at index: Int) -> FontStrike {
        index == 0 ? primary : library.strike(strikes[index].descriptor)
    }

    /// The glyph for one scalar: from the first strike that has it.
    private func reference(for scalar: UInt32) -> (GlyphReference, advance64: Int)? {
        for index in strikes.indices {
            if let glyph = strike(at: index).glyph(for: scalar) {
                return (GlyphReference(source: index, scalar: scalar, offset64: 0), glyph.advance * strikes[index].factor * 64)
            }
        }
        return nil
    }

    private var replacement: (GlyphReference, advance64: Int) {
        (GlyphReference(source: 0, scalar: FontStrike.replacementKey, offset64: 0), primary.replacement.advance * strikes[0].factor * 64)
    }

    /// Measures one grapheme cluster. A single scalar draws from the first strike that has it,
    /// else as the replacement box. A cluster of several scalars first tries its precomposed
    /// (NFC) form; otherwise its first scalar is the base and the rest are marks centred over it
    /// (marks no strike has are left out; a base no strike has draws the box).
    func cluster(for character: Character) -> TextCluster {
        var cluster = proportionalCluster(for: character)
        cluster.tracking64 = tracking64
        if let cell = monospacedAdvance64 {
            // The glyph centred in its cell, snapped to whole layout pixels.
            let shift = ((cell - cluster.advance64) / 2 / (64 * strikes[0].factor)) * 64 * strikes[0].factor
            cluster.glyphs = cluster.glyphs.map { var glyph = $0; glyph.offset64 += shift; return glyph }
            cluster.advance64 = cell
        }
        return cluster
    }

    private func proportionalCluster(for character: Character) -> TextCluster {
        let kind: TextCluster.Kind
        switch character {
        case " ", "\t": kind = .space
        case "-", "\u{2010}", "\u{2013}", "\u{2014}": kind = .hyphen
        default: kind = .other
        }
        var scalars = character.unicodeScalars.makeIterator()
        let first = scalars.next()!
        if scalars.next() == nil {
            // The narrow no-break space formatted times use ("9:41 AM") and the figure space,
            // which Helvetica lacks, draw as a space (they still never break a line).
            let noBreak = first.value == 0x202F || first.value == 0x2007
            let scalar = kind == .space || noBreak ? 0x20 : first.value
            let (glyph, advance) = reference(for: scalar) ?? replacement
            return TextCluster(character: character, advance64: advance, kind: kind, glyphs: [glyph])
        }
        let composed = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
        if composed.count == 1, let (glyph, advance) = reference(for: composed.first!.value) {
            return TextCluster(character: character, advance64: advance, kind: kind, glyphs: [glyph])
        }
        let (base, advance) = reference(for: first.value) ?? replacement
        var glyphs = [base]
        for mark in character.unicodeScalars.dropFirst() {
            guard let (glyph, markAdvance) = reference(for: mark.value) else { continue }
            glyphs.append(GlyphReference(source: glyph.source, scalar: glyph.scalar, offset64: (advance - markAdvance) >> 1))
        }
        return TextCluster(character: character, advance64: advance, kind: kind, glyphs: glyphs)
    }
}
