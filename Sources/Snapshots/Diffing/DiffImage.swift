import Raster

/// The diff image: a faded grey copy of the reference with changed pixels in red and
/// anti-aliasing differences in yellow — byte for byte what pixelmatch v6 writes with its default
/// options (`alpha` 0.1, grey `255 + (Y − 255) · alpha · a/255` truncated).
///
/// ```swift
/// let comparison = ImageComparator.pixelmatch().compare(reference, actual)
/// let diff = DiffImage.draw(reference: reference, actual: actual, comparison: comparison)
/// ```
public enum DiffImage {
    public static let changedColor = RGBA8(r: 255, g: 0, b: 0)
    public static let antiAliasedColor = RGBA8(r: 255, g: 255, b: 0)
    /// The opacity of the faded reference.
    public static let fade = 0.1

    /// Draws the diff of a comparison. For a size change the image covers both sizes: the common
    /// area shows every differing pixel, the area only one image has is all red.
    public static func draw(reference: Bitmap, actual: Bitmap, comparison: ImageComparison) -> Bitmap {
        if comparison.sizeChanged { return drawSizeChange(reference: reference, actual: actual) }
        var output = Bitmap(width: reference.width, height: reference.height)
        faded(reference, marking: comparison.mask, into: &output)
        return output
    }

    /// The same image as `draw(reference:actual:comparison:)`, drawn over `actual`'s own pixels
    /// when the sizes match (the diff never reads them), for a caller done with `actual` (its PNG
    /// written): the diff needs no buffer of its own, one image-sized allocation less per diff.
    /// Afterwards `actual` holds the diff.
    public static func draw(reference: Bitmap, over actual: inout Bitmap, comparison: ImageComparison) {
        guard !comparison.sizeChanged, actual.width == reference.width, actual.height == reference.height else {
            actual = draw(reference: reference, actual: actual, comparison: comparison)
            return
        }
        faded(reference, marking: comparison.mask, into: &actual)
    }

    /// The reference in faded grey, nothing marked.
    public static func faded(_ image: Bitmap) -> Bitmap {
        var output = Bitmap(width: image.width, height: image.height)
        faded(image, marking: nil, into: &output)
        return output
    }

    /// `image` in faded grey with the pixels `mask` marks in their colours, stored into `output`
    /// (the size of `image`), every pixel of which it writes.
    private static func faded(_ image: Bitmap, marking mask: DifferenceMask?, into output: inout Bitmap) {
        guard let mask else { return fadeAndMark(image, marks: nil, into: &output) }
        mask.values.withUnsafeBufferPointer { verdicts in
            mask.rows.withUnsafeBufferPointer { rows in
                fadeAndMark(image, marks: (verdicts.baseAddress!, rows.baseAddress!), into: &output)
            }
        }
    }

    /// The same with the mask as pointers (`verdicts`, one per pixel, and `rows`, one per row,
    /// nonzero where the row has a verdict): one pass over the pixels, the same bytes as fading
    /// everything and then painting the marked pixels over it.
    private static func fadeAndMark(_ image: Bitmap, marks mask: (verdicts: UnsafePointer<UInt8>, rows: UnsafePointer<UInt8>)?,
                                    into output: inout Bitmap) {
        precondition(output.width == image.width && output.height == image.height, "the diff's buffer must be the reference's size")
        let width = image.width
        // The marks as stored words: bytes R, G, B, 255 in memory order.
        func word(_ color: RGBA8) -> UInt32 { (UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | 0xFF00_0000).littleEndian }
        let changed = word(changedColor), antiAliased = word(antiAliasedColor)
        let changedPair = UInt64(changed) | UInt64(changed) << 32
        // Four `.changed` verdict bytes read as one word (the same on either byte order).
        let fourChanged = UInt32(DifferenceMask.Verdict.changed.rawValue) &* 0x0101_0101
        image.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { target in
                let s = source.baseAddress!.assumingMemoryBound(to: UInt8.self)
                let t = target.baseAddress!
                // Bands of rows on every core for large images; each writes only its rows.
                _ = RowBands.run(width: width, height: image.height) { band in
                    guard width > 0, let first = band.first else { return }
                    // Runs of one colour are the common case in UI images: reuse the last grey,
                    // four pixels a step while they repeat the last colour.
                    var greys = GreyRun(s, first &* width)
                    for y in band {
                        var i = y &* width
                        let end = i &+ width
                        if let mask, mask.rows[y] != 0 {
                            let verdicts = UnsafeRawPointer(mask.verdicts)
                            while i < end {
                                // Four unmarked pixels (verdict `same` is 0) go the unmarked way, four
                                // changed ones (each verdict 1) are two 64-bit stores of the mark.
                                if i &+ 4 <= end {
                                    let four = verdicts.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                                    if four == 0 {
                                        greys.four(s, t, i)
                                        i &+= 4
                                        continue
                                    }
                                    if four == fourChanged {
                                        t.storeBytes(of: changedPair, toByteOffset: i &* 4, as: UInt64.self)
                                        t.storeBytes(of: changedPair, toByteOffset: i &* 4 &+ 8, as: UInt64.self)
                                        i &+= 4
                                        continue
                                    }
                                }
                                let verdict = mask.verdicts[i]
                                if verdict == DifferenceMask.Verdict.same.rawValue {
                                    t.storeBytes(of: greys.grey(s, i), toByteOffset: i &* 4, as: UInt32.self)
                                } else {
                                    let color = verdict == DifferenceMask.Verdict.changed.rawValue ? changed : antiAliased
                                    t.storeBytes(of: color, toByteOffset: i &* 4, as: UInt32.self)
                                }
                                i &+= 1
                            }
                        } else {
                            while i &+ 4 <= end {
                                greys.four(s, t, i)
                                i &+= 4
                            }
                            while i < end {
                                t.storeBytes(of: greys.grey(s, i), toByteOffset: i &* 4, as: UInt32.self)
                                i &+= 1
                            }
                        }
                    }
                }
            }
        }
    }

    /// The faded grey of pixels as stored words (bytes grey, grey, grey, 255), the last one kept:
    /// runs of one colour compute it once. A value owned by one band (no captured state, so
    /// debug builds make no exclusivity checks per pixel).
    struct GreyRun {
        /// The last colour and its grey, each twice in a 64-bit word (two pixels as stored).
        private var pair: UInt64 = 0, greyPair: UInt64 = 0

        /// Primed with pixel `i` of the RGBA8 pixels at `s`, so a last colour always exists.
        @inline(__always)
        init(_ s: UnsafePointer<UInt8>, _ i: Int) {
            remember(s, i)
        }

        @inline(__always)
        private mutating func remember(_ s: UnsafePointer<UInt8>, _ i: Int) {
            let o = i &* 4
            let pixel = UInt64(UnsafeRawPointer(s + o).loadUnaligned(as: UInt32.self))
            let y = PixelmatchKernel.rgb2y(Double(s[o]), Double(s[o &+ 1]), Double(s[o &+ 2]))
            let grey = UInt32(UInt8(PixelmatchKernel.blend(y, DiffImage.fade * Double(s[o &+ 3]) / 255)))
            let greyWord = UInt64((grey | grey << 8 | grey << 16 | 0xFF00_0000).littleEndian)
            pair = pixel | pixel << 32
            greyPair = greyWord | greyWord << 32
        }

        /// The faded grey of pixel `i` of the RGBA8 pixels at `s`.
        @inline(__always)
        mutating func grey(_ s: UnsafePointer<UInt8>, _ i: Int) -> UInt32 {
            let pixel = UnsafeRawPointer(s + i &* 4).loadUnaligned(as: UInt32.self)
            if pixel != UInt32(truncatingIfNeeded: pair) { remember(s, i) }
            return UInt32(truncatingIfNeeded: greyPair)
        }

        /// Stores the faded greys of pixels `i` to `i + 3` at `t`: two 64-bit compares and
        /// stores when all four repeat the last colour, else pixel by pixel.
        @inline(__always)
        mutating func four(_ s: UnsafePointer<UInt8>, _ t: UnsafeMutableRawPointer, _ i: Int) {
            let o = i &* 4
            let source = UnsafeRawPointer(s + o)
            if source.loadUnaligned(as: UInt64.self) == pair, source.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == pair {
                t.storeBytes(of: greyPair, toByteOffset: o, as: UInt64.self)
                t.storeBytes(of: greyPair, toByteOffset: o &+ 8, as: UInt64.self)
            } else {
                t.storeBytes(of: grey(s, i), toByteOffset: o, as: UInt32.self)
                t.storeBytes(of: grey(s, i &+ 1), toByteOffset: o &+ 4, as: UInt32.self)
                t.storeBytes(of: grey(s, i &+ 2), toByteOffset: o &+ 8, as: UInt32.self)
                t.storeBytes(of: grey(s, i &+ 3), toByteOffset: o &+ 12, as: UInt32.self)
            }
        }
    }

    static func drawSizeChange(reference: Bitmap, actual: Bitmap) -> Bitmap {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        var output = Bitmap(width: width, height: height, fill: changedColor)
        let commonWidth = min(reference.width, actual.width), commonHeight = min(reference.height, actual.height)
        let common = Bitmap.Region(x: 0, y: 0, width: commonWidth, height: commonHeight)
        let referencePart = reference.cropped(to: common), actualPart = actual.cropped(to: common)
        output.copy(draw(reference: referencePart, actual: actualPart, comparison: ImageComparator.exact.compare(referencePart, actualPart)), toX: 0, y: 0)
        return output
    }
}
