import Raster

/// The outcome of comparing two bitmaps: sizes, counts, the worst colour difference and the
/// boxes around what changed. `mask` holds the per-pixel verdicts for drawing a diff image; drop
/// the comparison (or set `mask` to nil) once the images are written, so nothing large is kept.
///
/// ```swift
/// let result = ImageComparator.exact.compare(reference, actual)
/// if !result.passed { print(result.summary) }   // "12 pixels changed (0.31 %), worst ΔE 41.2, in 1 region: 4×3 at (10, 8)"
/// ```
public struct ImageComparison: Equatable, Sendable {
    public var referenceWidth: Int
    public var referenceHeight: Int
    public var actualWidth: Int
    public var actualHeight: Int
    /// Pixels counted as different (for a size change: every pixel of the larger image).
    public var differingPixels: Int
    /// Pixels above the threshold that pixelmatch recognised as anti-aliasing and did not count.
    public var antiAliasedPixels: Int
    /// The largest CIE94 ΔE among the counted pixels; 0 when none differ or the size changed.
    public var worstDeltaE: Double
    /// Boxes around connected groups of changed pixels, top to bottom, at most
    /// `ChangedRegions.limit`; `omittedRegions` counts the rest.
    public var changedRegions: [Bitmap.Region]
    public var omittedRegions: Int
    /// True when the sizes match and the differences fit the comparator's budget.
    public var passed: Bool
    /// Per-pixel verdicts when some pixel differs and the sizes match; otherwise nil.
    public var mask: DifferenceMask?

    public var sizeChanged: Bool { referenceWidth != actualWidth || referenceHeight != actualHeight }
    public var pixelCount: Int { max(referenceWidth * referenceHeight, actualWidth * actualHeight) }
    /// `differingPixels / pixelCount`, 0 for empty images.
    public var ratio: Double { pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount) }
    public var identical: Bool { !sizeChanged && differingPixels == 0 && antiAliasedPixels == 0 && mask == nil }

    init(width: Int, height: Int, differingPixels: Int, antiAliasedPixels: Int, worstDeltaE: Double,
         regions: (boxes: [Bitmap.Region], omitted: Int), passed: Bool, mask: DifferenceMask?) {
        referenceWidth = width
        referenceHeight = height
        actualWidth = width
        actualHeight = height
        self.differingPixels = differingPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.worstDeltaE = worstDeltaE
        changedRegions = regions.boxes
        omittedRegions = regions.omitted
        self.passed = passed
        self.mask = mask
    }

    init(identicalSize width: Int, _ height: Int) {
        self.init(width: width, height: height, differingPixels: 0, antiAliasedPixels: 0, worstDeltaE: 0,
                  regions: ([], 0), passed: true, mask: nil)
    }

    init(sizeChangeFrom reference: Bitmap, to actual: Bitmap) {
        self.init(width: reference.width, height: reference.height, differingPixels: 0, antiAliasedPixels: 0,
                  worstDeltaE: 0, regions: ([], 0), passed: false, mask: nil)
        actualWidth = actual.width
        actualHeight = actual.height
        differingPixels = pixelCount
    }

    /// One line for failure messages and reports, e.g.
    /// `12 pixels changed (0.31 %), worst ΔE 41.2, in 1 region: 4×3 at (10, 8)` or
    /// `size changed from 100×40 to 100×44`.
    public var summary: String {
        if sizeChanged {
            return "size changed from \(referenceWidth)×\(referenceHeight) to \(actualWidth)×\(actualHeight)"
        }
        var text = "\(differingPixels) pixel\(differingPixels == 1 ? "" : "s") changed (\(formatRatio(ratio)))"
        if differingPixels > 0 { text += ", worst ΔE \(formatDecimal(worstDeltaE, places: 1))" }
        if antiAliasedPixels > 0 { text += ", \(antiAliasedPixels) anti-aliased ignored" }
        if !changedRegions.isEmpty {
            let count = changedRegions.count + omittedRegions
            text += ", in \(count) region\(count == 1 ? "" : "s"): "
            text += changedRegions.map(Self.describe).joined(separator: ", ")
            if omittedRegions > 0 { text += ", +\(omittedRegions) more" }
        }
        return text
    }

    static func describe(_ box: Bitmap.Region) -> String {
        "\(box.width)×\(box.height) at (\(box.x), \(box.y))"
    }
}
