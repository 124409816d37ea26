import Raster

/// How two bitmaps are compared: a per-pixel rule that decides whether one pixel differs, and a
/// budget of differing pixels the comparison still accepts. A value, so suites keep their
/// comparators in constants and strategies carry them.
///
/// ```swift
/// let strict = ImageComparator.exact
/// let lenient = ImageComparator.pixelmatch(threshold: 0.1)              // pixelmatch v6 counting
/// let swiftSnapshotTesting = ImageComparator.perceptual(precision: 0.99, perceptualPrecision: 0.98)
/// let result = lenient.compare(reference, actual)
/// result.passed        // false when pixels changed beyond the budget, or the size changed
/// ```
public struct ImageComparator: Hashable, Sendable, CustomStringConvertible {
    /// The rule that decides whether one pixel differs.
    public enum PixelRule: Hashable, Sendable {
        /// Any difference in any channel (red, green, blue or alpha).
        case exact
        /// A difference larger than `tolerance` (0…255) in any channel.
        case channelTolerance(UInt8)
        /// mapbox/pixelmatch v6: YIQ delta above `35215 · threshold²`, semi-transparent pixels
        /// blended on white, anti-aliased pixels not counted unless `includeAA`.
        case pixelmatch(threshold: Double, includeAA: Bool)
        /// CIE94 ΔE (over white and over black, the larger) above `maxDeltaE`.
        case perceptual(maxDeltaE: Double)
    }

    public var rule: PixelRule
    /// The comparison passes while at most this many pixels differ …
    public var allowedPixels: Int
    /// … or while the differing pixels are at most this fraction (0…1) of all pixels.
    public var allowedRatio: Double

    public init(rule: PixelRule, allowedPixels: Int = 0, allowedRatio: Double = 0) {
        self.rule = rule
        self.allowedPixels = max(0, allowedPixels)
        self.allowedRatio = min(max(allowedRatio, 0), 1)
    }

    /// Every pixel identical. Equal bitmaps are recognised with one `memcmp`.
    public static let exact = ImageComparator(rule: .exact)

    /// Channels may differ by `channel` (0…255); up to `maxPixels` pixels or a `maxRatio`
    /// fraction of the pixels may differ by more.
    public static func tolerance(channel: UInt8, maxPixels: Int = 0, maxRatio: Double = 0) -> ImageComparator {
        ImageComparator(rule: .channelTolerance(channel), allowedPixels: maxPixels, allowedRatio: maxRatio)
    }

    /// Counts exactly as mapbox/pixelmatch v6 with the same `threshold` and `includeAA`, so a
    /// count can be reproduced with the reference tool; passes while at most `maxPixels` differ.
    public static func pixelmatch(threshold: Double = 0.1, includeAA: Bool = false, maxPixels: Int = 0) -> ImageComparator {
        ImageComparator(rule: .pixelmatch(threshold: threshold, includeAA: includeAA), allowedPixels: maxPixels)
    }

    /// swift-snapshot-testing's meaning: a pixel matches when its CIE94 ΔE is at most
    /// `(1 − perceptualPrecision) · 100` (0.98 allows ΔE ≤ 2, about one just-noticeable
    /// difference), and the image matches when at least `precision` of its pixels match.
    public static func perceptual(precision: Double = 1, perceptualPrecision: Double = 0.98) -> ImageComparator {
        let maxDeltaE = (1 - min(max(perceptualPrecision, 0), 1)) * 100
        return ImageComparator(rule: .perceptual(maxDeltaE: maxDeltaE), allowedRatio: 1 - min(max(precision, 0), 1))
    }

    /// Compares `actual` with `reference`. Sizes that differ give a failed comparison that says so.
    public func compare(_ reference: Bitmap, _ actual: Bitmap) -> ImageComparison {
        guard reference.width == actual.width, reference.height == actual.height else {
            return ImageComparison(sizeChangeFrom: reference, to: actual)
        }
        if reference == actual { return ImageComparison(identicalSize: reference.width, reference.height) }
        var mask = DifferenceMask(width: reference.width, height: reference.height)
        var antiAliased = 0
        var worst: Double?   // found by the kernel in its pass, or from the mask below
        let changed: Int
        switch rule {
        case .exact:
            changed = ChannelKernel.countDifferences(reference, actual, tolerance: 0, into: &mask)
        case .channelTolerance(let tolerance):
            changed = ChannelKernel.countDifferences(reference, actual, tolerance: tolerance, into: &mask)
        case .pixelmatch(let threshold, let includeAA):
            let counts = PixelmatchKernel.countDifferences(reference, actual, threshold: threshold, includeAA: includeAA, into: &mask)
            changed = counts.changed
            antiAliased = counts.antiAliased
            worst = counts.worstDeltaE
        case .perceptual(let maxDeltaE):
            changed = PerceptualKernel.countDifferences(reference, actual, maxDeltaE: maxDeltaE, into: &mask)
        }
        let worstDeltaE = worst ?? PerceptualKernel.worstDeltaE(reference, actual, where: mask)
        let regions = ChangedRegions.find(in: mask)
        return ImageComparison(
            width: reference.width, height: reference.height,
            differingPixels: changed, antiAliasedPixels: antiAliased,
            worstDeltaE: worstDeltaE, regions: regions,
            passed: accepts(changed: changed, of: reference.pixelCount),
            mask: mask
        )
    }

    /// The ratio test allows a millionth of a pixel of slack: `1 − 0.9` is 0.0999…98 in binary, and
    /// `precision: 0.9` must still accept exactly one pixel in ten.
    func accepts(changed: Int, of total: Int) -> Bool {
        changed <= allowedPixels || Double(changed) <= allowedRatio * Double(total) + 1e-6
    }

    public var description: String {
        let budget = allowedPixels > 0 || allowedRatio > 0
            ? ", allowing \(allowedPixels) pixels or \(formatRatio(allowedRatio))" : ""
        switch rule {
        case .exact: return "exact" + budget
        case .channelTolerance(let tolerance): return "tolerance ±\(tolerance) per channel" + budget
        case .pixelmatch(let threshold, let includeAA):
            return "pixelmatch threshold \(threshold)" + (includeAA ? " including anti-aliasing" : "") + budget
        case .perceptual(let maxDeltaE): return "perceptual ΔE94 ≤ \(formatDecimal(maxDeltaE, places: 2))" + budget
        }
    }
}
