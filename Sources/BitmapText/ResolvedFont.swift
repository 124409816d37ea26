import Foundation

/// A text style bound to its face at one Dynamic Type size: the metrics measuring needs, in
/// points, and the glyph lookup with fallback. Horizontal lengths are kept in 1/64 point so sums
/// are exact and identical everywhere.
struct ResolvedFont: Sendable {
    /// The style's face first, then the faces tried for characters it lacks (Inter Regular, for
    /// the serif and monospaced designs).
    let faces: [BundledFace]
    let library: FontLibrary
    /// Ascent and descent rounded to whole points (the face's `hhea` values at this size).
    let ascent: Int
    let descent: Int
    /// Distance between baselines in whole points.
    let lineHeight: Int
    /// The point size asked for, after Dynamic Type and clamping.
    let points: Double
    /// The em in 1/64 point (`points × 64`, rounded): what advances and masks scale by.
    let em64: Int
    /// Tracking in 1/64 point, rounded to the nearest 64th.
    let tracking64: Int
    /// The cap height in points (for the caret and decorations).
    let capHeight: Double
    /// Digits draw with the faces' tabular alternates.
    let isMonospacedDigit: Bool

    var primary: BundledFace { faces[0] }

    init(style: TextStyle, dynamicTypeSize: DynamicTypeSize, library: FontLibrary = .shared) {
        // Sizes outside 1…1024 pt (or NaN) are clamped so no metric overflows or traps.
        let requested = style.pointSize(at: dynamicTypeSize)
        let points = requested.isNaN ? 1 : min(max(requested, 1), 1024)
        self.points = points
        em64 = Int((points * 64).rounded(.toNearestOrAwayFromZero))
        let descriptor = FaceDescriptor(style: style, points: points)
        let face = library.face(descriptor)
        var faces = [face]
        if descriptor.design == .mono || descriptor.design == .serif {
            faces.append(library.face(FaceDescriptor(design: .inter, weight: 400, isItalic: false)))
        }
        self.faces = faces
        self.library = library
        isMonospacedDigit = style.isMonospacedDigit
        let em64 = self.em64
        func toPoints(_ units: Int) -> Int { Int((Double(units * em64) / Double(face.unitsPerEm * 64)).rounded(.toNearestOrAwayFromZero)) }
        ascent = toPoints(face.ascender)
        descent = toPoints(face.descender)
        capHeight = Double(face.capHeight * em64) / Double(face.unitsPerEm * 64)
        let natural = ascent + descent + toPoints(face.lineGap)
        // The style's leading wins when it has one (Apple's table is tighter than Inter's ascender
        // plus descender from about 40 pt), at least one point; else the face's own line box.
        let scaled = style.lineHeight(at: dynamicTypeSize) ?? .nan
        lineHeight = scaled.isFinite && scaled > 0 ? max(1, Int(min(scaled, 4096).rounded(.toNearestOrAwayFromZero))) : natural
        let tracking = style.tracking.isFinite ? min(max(style.tracking, -1024), 1024) : 0
        tracking64 = Int((tracking * 64).rounded(.toNearestOrAwayFromZero))
    }

    /// Where the baseline sits below the top of a line: the spare height split evenly (the
    /// extra point, if odd, goes below; a tighter leading takes from both sides), then the ascent.
    var baselineOffset: Int { floorDiv(lineHeight - ascent - descent, 2) + ascent }

    /// Font units of face `source` in 1/64 point, rounded half away from zero.
    func units64(_ units: Int, source: Int) -> Int {
        let scale = faces[source].unitsPerEm
        let product = units * em64
        return product >= 0 ? (2 * product + scale) / (2 * scale) : -((-2 * product + scale) / (2 * scale))
    }

    /// The glyph for one scalar: from the first face that has it (its tabular alternate when
    /// digits are monospaced and the face has one).
    private func reference(for scalar: UInt32) -> (GlyphReference, advance64: Int)? {
        for (source, face) in faces.enumerated() {
            if let glyph = (isMonospacedDigit ? face.tabularGlyphIndex(for: scalar) : nil) ?? face.glyphIndex(for: scalar) {
                return (GlyphReference(source: source, glyph: glyph, offset64: 0), units64(face.glyphs[glyph].advance, source: source))
            }
        }
        return nil
    }

    /// The replacement box: 0.6 em wide.
    private var replacement: (GlyphReference, advance64: Int) {
        (GlyphReference(source: 0, glyph: -1, offset64: 0), (em64 * 6 + 5) / 10)
    }

    /// Measures one grapheme cluster. A single scalar draws from the first face that has it,
    /// else as the replacement box. A cluster of several scalars first tries its precomposed
    /// (NFC) form; otherwise its first scalar is the base and the rest are marks centred over it
    /// (marks no face has are left out; a base no face has draws the box).
    func cluster(for character: Character) -> TextCluster {
        let kind: TextCluster.Kind
        switch character {
        case " ", "\t": kind = .space
        case "-", "\u{2010}", "\u{2013}", "\u{2014}": kind = .hyphen
        default: kind = .other
        }
        var scalars = character.unicodeScalars.makeIterator()
        let first = scalars.next()!
        var cluster: TextCluster
        if scalars.next() == nil {
            // A tab draws as a space; the narrow no-break space and figure space keep their own widths.
            let scalar = first.value == 0x09 ? 0x20 : first.value
            let found = reference(for: scalar)
            let (glyph, advance) = found ?? replacement
            cluster = TextCluster(character: character, advance64: advance, kind: kind, glyphs: [glyph], isMissing: found == nil)
        } else {
            let composed = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
            if composed.count == 1, let (glyph, advance) = reference(for: composed.first!.value) {
                cluster = TextCluster(character: character, advance64: advance, kind: kind, glyphs: [glyph])
            } else {
                let found = reference(for: first.value)
                let (base, advance) = found ?? replacement
                var glyphs = [base]
                for mark in character.unicodeScalars.dropFirst() {
                    guard let (glyph, markAdvance) = reference(for: mark.value) else { continue }
                    // Combining marks have no advance of their own: centre them over the base.
                    var placed = glyph
                    placed.offset64 = markAdvance == 0 ? 0 : (advance - markAdvance) >> 1
                    glyphs.append(placed)
                }
                cluster = TextCluster(character: character, advance64: advance, kind: kind, glyphs: glyphs, isMissing: found == nil)
            }
        }
        cluster.tracking64 = tracking64
        return cluster
    }

    /// The kerning between two clusters of this font, in 1/64 point (0 unless both are single
    /// glyphs of the same face).
    func kerning64(_ left: TextCluster, _ right: TextCluster) -> Int {
        guard left.glyphs.count == 1, right.glyphs.count == 1 else { return 0 }
        let a = left.glyphs[0], b = right.glyphs[0]
        guard a.source == b.source, a.glyph >= 0, b.glyph >= 0 else { return 0 }
        let units = faces[a.source].kerning(a.glyph, b.glyph)
        return units == 0 ? 0 : units64(units, source: a.source)
    }

    /// Clusters of one font set side by side: kerning added to each cluster's advance.
    func kerned(_ clusters: [TextCluster]) -> [TextCluster] {
        guard clusters.count > 1 else { return clusters }
        var result = clusters
        for index in 0..<(clusters.count - 1) {
            result[index].advance64 += kerning64(clusters[index], clusters[index + 1])
        }
        return result
    }
}
