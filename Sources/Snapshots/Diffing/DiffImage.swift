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
        guard let mask = comparison.mask else { return faded(reference) }
        return mask.values.withUnsafeBufferPointer { verdicts in
            faded(reference, marking: verdicts.baseAddress!)
        }
    }

    /// The reference in faded grey, nothing marked.
    public static func faded(_ image: Bitmap) -> Bitmap {
        faded(image, marking: nil)
    }

    /// The reference in faded grey, with the pixels `verdicts` (one per pixel, a
    /// `DifferenceMask`'s values) marks in their colours: one pass over the pixels, the same
    /// bytes as fading everything and then painting the marked pixels over it.
    static func faded(_ image: Bitmap, marking verdicts: UnsafePointer<UInt8>?) -> Bitmap {
        var output = Bitmap(width: image.width, height: image.height)
        let width = image.width
        // The marks as stored words: bytes R, G, B, 255 in memory order.
        func word(_ color: RGBA8) -> UInt32 { (UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | 0xFF00_0000).littleEndian }
        let changed = word(changedColor), antiAliased = word(antiAliasedColor)
        image.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { target in
                let s = source.baseAddress!.assumingMemoryBound(to: UInt8.self)
                let t = target.baseAddress!.assumingMemoryBound(to: UInt8.self)
                // Bands of rows on every core for large images; each writes only its rows.
                _ = RowBands.run(width: width, height: image.height) { band in
                    // Runs of one colour are the common case in UI images: reuse the last grey.
                    var previousWord: UInt32 = 0, previousGrey: UInt8 = 0, hasPrevious = false
                    var i = band.lowerBound &* width
                    let end = band.upperBound &* width
                    while i < end {
                        let o = i &* 4
                        if let verdicts, verdicts[i] != DifferenceMask.Verdict.same.rawValue {
                            let color = verdicts[i] == DifferenceMask.Verdict.changed.rawValue ? changed : antiAliased
                            UnsafeMutableRawPointer(t + o).storeBytes(of: color, as: UInt32.self)
                            i &+= 1
                            continue
                        }
                        let word = UnsafeRawPointer(s + o).loadUnaligned(as: UInt32.self)
                        if !hasPrevious || word != previousWord {
                            let y = PixelmatchKernel.rgb2y(Double(s[o]), Double(s[o &+ 1]), Double(s[o &+ 2]))
                            previousGrey = UInt8(PixelmatchKernel.blend(y, fade * Double(s[o &+ 3]) / 255))
                            previousWord = word
                            hasPrevious = true
                        }
                        let grey = UInt32(previousGrey)
                        // Stored little-endian, so the bytes are grey, grey, grey, 255 (R, G, B, A).
                        UnsafeMutableRawPointer(t + o).storeBytes(of: (grey | grey << 8 | grey << 16 | 0xFF00_0000).littleEndian, as: UInt32.self)
                        i &+= 1
                    }
                }
            }
        }
        return output
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
