import Raster

/// Bitmaps stored as canonical PNG files and compared with an `ImageComparator`; a failure adds
/// a diff image and an *expected | diff | actual* composite to the artifacts.
///
/// ```swift
/// assertSnapshot(of: bitmap, as: .image())                                   // exact
/// assertSnapshot(of: bitmap, as: .image(comparator: .pixelmatch(threshold: 0.1)))
/// let icon: Snapshotting<Icon, Bitmap> = Snapshotting.image().pullback { $0.render(scale: .x2) }
/// ```
extension Diffing where Format == Bitmap {
    /// `comparator` nil uses the configuration's `imageComparator`, else `.exact`.
    public static func image(comparator: ImageComparator? = nil) -> Diffing<Bitmap> {
        Diffing(
            pathExtension: "png",
            encode: { try PNGCodec.encode($0) },
            decode: { try PNGCodec.decode($0, source: "reference") },
            compare: { reference, actual in
                let comparator = comparator ?? SnapshotConfiguration.current.imageComparator ?? .exact
                var comparison = comparator.compare(reference, actual)
                let mask = comparison.mask
                comparison.mask = nil
                if comparison.passed && !comparison.identical {
                    let summary = "passed within the budget: " + comparison.summary
                    return SnapshotDifference(matches: true, summary: summary, image: comparison, comparator: comparator.description)
                }
                guard !comparison.passed else { return .match }
                let numbers = comparison
                return SnapshotDifference(summary: comparison.summary, image: comparison, comparator: comparator.description) {
                    var withMask = numbers
                    withMask.mask = mask
                    let diff = DiffImage.draw(reference: reference, actual: actual, comparison: withMask)
                    let composite = CompositeImage.draw(reference: reference, actual: actual, diff: diff, comparison: numbers)
                    // Artifacts are looked at, never compared again: encoded for speed (same pixels).
                    return [
                        SnapshotArtifactFile(kind: "diff", pathExtension: "png", bytes: try PNGCodec.encode(diff, compression: .fast)),
                        SnapshotArtifactFile(kind: "composite", pathExtension: "png", bytes: try PNGCodec.encode(composite, compression: .fast)),
                    ]
                }
            }
        )
    }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// A bitmap as itself.
    public static func image(comparator: ImageComparator? = nil) -> Snapshotting<Bitmap, Bitmap> {
        Snapshotting(diffing: .image(comparator: comparator))
    }
}
