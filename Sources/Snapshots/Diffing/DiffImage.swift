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
        var output = faded(reference)
        if let mask = comparison.mask { paint(mask, into: &output) }
        return output
    }

    /// The reference in faded grey, nothing marked.
    public static func faded(_ image: Bitmap) -> Bitmap {
        var output = Bitmap(width: image.width, height: image.height)
        let width = image.width
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

    static func paint(_ mask: DifferenceMask, into output: inout Bitmap) {
        let width = mask.width
        let changed = changedColor, antiAliased = antiAliasedColor
        mask.values.withUnsafeBufferPointer { maskBuffer in
            output.withUnsafeMutableBytes { target in
                let m = maskBuffer.baseAddress!
                let t = target.baseAddress!.assumingMemoryBound(to: UInt8.self)
                for y in 0..<mask.height where mask.rows[y] != 0 {
                    var i = y &* width
                    let end = i &+ width
                    while i < end {
                        let verdict = m[i]
                        if verdict != 0 {
                            let color = verdict == DifferenceMask.Verdict.changed.rawValue ? changed : antiAliased
                            let o = i &* 4
                            t[o] = color.r; t[o &+ 1] = color.g; t[o &+ 2] = color.b; t[o &+ 3] = 255
                        }
                        i &+= 1
                    }
                }
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
