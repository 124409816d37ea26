import Foundation

/// A text style bound to its strikes at one Dynamic Type size: the metrics measuring needs, in
/// points (one layout-strike pixel times its factor), and the glyph lookup with fallback.
/// Horizontal lengths are kept in 1/64 point so sums are exact and identical everywhere.
struct ResolvedFont: Sendable {
    let layoutStrike: ScaledStrike
    /// The primary strike first, then the fallbacks, each with its layout factor.
    let sources: [(strike: FontStrike, factor: Int)]
    let ascent: Int
    let descent: Int
    /// Distance between baselines in whole points.
    let lineHeight: Int
    /// Tracking in 1/64 point, rounded to the nearest 64th.
    let tracking64: Int

    init(style: TextStyle, dynamicTypeSize: DynamicTypeSize, library: FontLibrary = .shared) {
        let points = style.pointSize(at: dynamicTypeSize)
        layoutStrike = StrikeCatalog.layoutStrike(face: style.face, points: points)
        var sources = [(library.strike(layoutStrike.descriptor), layoutStrike.factor)]
        for fallback in StrikeCatalog.fallbackStrikes(for: layoutStrike) {
            sources.append((library.strike(fallback.descriptor), fallback.factor))
        }
        self.sources = sources
        let primary = sources[0].0.font
        ascent = primary.ascent * layoutStrike.factor
        descent = primary.descent * layoutStrike.factor
        let natural = ascent + descent
        if let lineHeight = style.lineHeight {
            let scaled = (lineHeight * points / style.size).rounded(.toNearestOrAwayFromZero)
            self.lineHeight = max(natural, Int(scaled))
        } else {
            lineHeight = natural
        }
        tracking64 = Int((style.tracking * 64).rounded(.toNearestOrAwayFromZero))
    }

    /// Where the baseline sits below the top of a line: the spare height split evenly (the
    /// extra pixel, if odd, goes below), then the ascent.
    var baselineOffset: Int { (lineHeight - ascent - descent) / 2 + ascent }

    /// The glyph for one scalar: from the first source that has it.
    private func reference(for scalar: UInt32) -> (GlyphReference, advance64: Int)? {
        for (index, source) in sources.enumerated() {
            if let glyph = source.strike.glyph(for: scalar) {
                return (GlyphReference(source: index, scalar: scalar, offset64: 0), glyph.advance * source.factor * 64)
            }
        }
        return nil
    }

    private var replacement: (GlyphReference, advance64: Int) {
        let strike = sources[0]
        return (GlyphReference(source: 0, scalar: FontStrike.replacementKey, offset64: 0), strike.strike.replacement.advance * strike.factor * 64)
    }

    /// Measures one grapheme cluster. A single scalar draws from the first strike that has it,
    /// else as the replacement box. A cluster of several scalars first tries its precomposed
    /// (NFC) form; otherwise its first scalar is the base and the rest are marks centred over it
    /// (marks no strike has are left out; a base no strike has draws the box).
    func cluster(for character: Character) -> TextCluster {
        let kind: TextCluster.Kind
        switch character {
        case " ", "\t": kind = .space
        case "-", "\u{2010}", "\u{2013}", "\u{2014}": kind = .hyphen
        default: kind = .other
        }
        var scalars = character.unicodeScalars.makeIterator()
        let first = scalars.next()!
        if scalars.next() == nil {
            let scalar = kind == .space ? 0x20 : first.value
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
