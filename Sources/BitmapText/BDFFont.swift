import Raster

/// A bitmap font as a BDF file describes it: one strike (one pixel size) of one face.
///
/// ```swift
/// let font = try BDFParser.parse(bytes, fileName: "helvetica-regular-17.bdf")
/// font.pixelSize            // 17
/// font.glyphs[65]?.advance  // 11 (DWIDTH of "A")
/// ```
public struct BDFFont: Sendable {
    /// The `FONT` line (an XLFD name), or the empty string when absent.
    public var name: String
    /// `PIXEL_SIZE`: the nominal height in pixels (ascent + descent is close to it).
    public var pixelSize: Int
    /// `FONT_ASCENT`: pixels above the baseline a line reserves.
    public var ascent: Int
    /// `FONT_DESCENT`: pixels below the baseline a line reserves.
    public var descent: Int
    /// `DEFAULT_CHAR`: the code point drawn for characters the font lacks, if the font names one.
    public var defaultCharacter: UInt32?
    /// The glyphs by Unicode code point (`ENCODING`); glyphs with `ENCODING -1` are dropped.
    public var glyphs: [UInt32: BDFGlyph]
}

/// One glyph of a BDF font: its advance and its bitmap placed against the baseline.
public struct BDFGlyph: Sendable {
    /// `DWIDTH`: how far the pen moves after the glyph, in pixels.
    public var advance: Int
    /// `BBX` width and height of the bitmap in pixels.
    public var width: Int
    public var height: Int
    /// `BBX` offsets: the bitmap's left edge from the pen, its bottom edge from the baseline (up).
    public var xOffset: Int
    public var yOffset: Int
    /// The bitmap as coverage (255 inked, 0 not), `width × height`, rows top to bottom.
    public var mask: CoverageMask
    /// True when at least one pixel is inked; blank glyphs (spaces) are not drawn.
    public var isInked: Bool

    public init(advance: Int, width: Int, height: Int, xOffset: Int, yOffset: Int, mask: CoverageMask) {
        self.advance = advance
        self.width = width
        self.height = height
        self.xOffset = xOffset
        self.yOffset = yOffset
        self.mask = mask
        isInked = mask.values.withUnsafeBufferPointer { values in
            var index = 0
            while index < values.count {
                if values[index] != 0 { return true }
                index &+= 1
            }
            return false
        }
    }
}
