/// Which strike a glyph comes from: the primary (Helvetica) strike or one of the fallbacks.
struct GlyphReference: Sendable {
    /// 0 is the primary strike; 1, 2, … the fallback strikes in order.
    var source: Int
    /// The Unicode scalar, or `FontStrike.replacementKey` for the primary strike's replacement.
    var scalar: UInt32
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
    /// The pen advance in 1/64 point, without tracking.
    var advance64: Int
    var kind: Kind
    /// The base glyph, then any combining marks drawn over it.
    var glyphs: [GlyphReference]
    /// The tracking after this cluster (its font's), in 1/64 point.
    var tracking64 = 0
    /// Styled text: the run the cluster belongs to (its font, paint and decorations).
    var run = 0
}
