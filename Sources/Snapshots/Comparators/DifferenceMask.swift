import Raster

/// What a comparison decided for each pixel, one byte per pixel, rows top to bottom.
/// Diff images and changed-region boxes are drawn from it; a comparison that finds no
/// difference has none, so an unchanged snapshot allocates nothing.
///
/// ```swift
/// let comparison = ImageComparator.pixelmatch().compare(reference, actual)
/// comparison.mask?[3, 4]   // .changed, .antiAliased or .same
/// ```
public struct DifferenceMask: Equatable, Sendable {
    /// The verdict for one pixel.
    public enum Verdict: UInt8, Sendable {
        /// Equal, or within the comparator's per-pixel tolerance.
        case same = 0
        /// Counted as a difference.
        case changed = 1
        /// Above the threshold but recognised as anti-aliasing, so not counted (pixelmatch only).
        case antiAliased = 2
    }

    public let width: Int
    public let height: Int
    /// `width × height` verdict raw values.
    public internal(set) var values: [UInt8]
    /// One byte per row: 1 when the row holds any verdict other than `.same`, so scans skip
    /// unchanged rows (most rows, when a change is local).
    public internal(set) var rows: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        values = [UInt8](repeating: 0, count: width * height)
        rows = [UInt8](repeating: 0, count: height)
    }

    public subscript(x: Int, y: Int) -> Verdict {
        Verdict(rawValue: values[y * width + x]) ?? .same
    }
}
