/// Which face a glyph comes from and which glyph it is.
struct GlyphReference: Sendable {
    /// 0 is the font's own face; 1, … the fallback faces in order.
    var source: Int
    /// The glyph index in that face, or -1 for the replacement box.
    var glyph: Int
    /// Offset from the cluster's pen position, in 1/64 point (combining marks sit over the base).
    var offset64: Int
}

/// One grapheme cluster (a Swift `Character`) measured with a resolved font: the unit of line
/// breaking, so a base letter and its combining marks, or an emoji sequence, never split.
struct TextCluster: Sendable {
    enum Kind: Sendable {
        case other
        /// A space or tab: a line may wrap after a run of them, and they hang past the edge.
        case space
        /// A hyphen or dash inside a word: a line may wrap after it.
        case hyphen
    }

    var character: Character
    /// The pen advance in 1/64 point, without tracking (with the kerning to the next cluster).
    var advance64: Int
    var kind: Kind
    /// The base glyph, then any combining marks drawn over it.
    var glyphs: [GlyphReference]
    /// True when no bundled face has the character: it draws as the replacement box.
    var isMissing = false
    /// The tracking after this cluster (its font's), in 1/64 point.
    var tracking64 = 0
    /// Styled text: the run the cluster belongs to (its font, paint and decorations).
    var run = 0
}
