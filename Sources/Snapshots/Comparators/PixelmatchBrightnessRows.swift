/// The brightness (YIQ's Y, blended on white) of three consecutive rows of one image, each pixel's
/// computed on first use and kept, for pixelmatch's anti-aliasing test: it compares a pixel's
/// brightness with its eight neighbours', so without a cache a pixel's brightness is computed again
/// for every pixel around it that is examined (up to nine times). A stored value is the `Double`
/// `PixelmatchKernel.brightness` returned, so every comparison sees the same value as before.
///
/// Rows live in slot `row % 3`; a slot is emptied (every value set to NaN, which no brightness of
/// finite bytes is) when a new row takes it. A band of the kernel visits rows in ascending order
/// and looks only at rows `y − 1 … y + 1` around its current row `y`, so a row enters the cache at
/// most once per band. Not thread-safe: one per band and image.
///
/// ```swift
/// let rows = PixelmatchBrightnessRows(image)
/// defer { rows.deallocate() }
/// let slot = rows.row(5)
/// let y = rows.value(slot, 12, 5)   // pixel (12, 5)'s brightness, computed now and kept
/// ```
struct PixelmatchBrightnessRows {
    let image: PixelmatchKernel.Image
    /// `3 × width` brightness values, NaN where not computed yet.
    private let values: UnsafeMutablePointer<Double>
    /// Which image row each of the three slots holds (−1: none).
    private let tags: UnsafeMutablePointer<Int>

    init(_ image: PixelmatchKernel.Image) {
        self.image = image
        let count = 3 &* image.width
        values = .allocate(capacity: max(count, 1))
        values.initialize(repeating: .nan, count: max(count, 1))
        tags = .allocate(capacity: 3)
        tags.initialize(repeating: -1, count: 3)
    }

    func deallocate() {
        values.deallocate()
        tags.deallocate()
    }

    /// The slot holding image row `y`, emptied first if it held another row.
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<Double> {
        let slot = y % 3
        let start = values + slot &* image.width
        if tags[slot] != y {
            tags[slot] = y
            start.update(repeating: .nan, count: image.width)
        }
        return start
    }

    /// The brightness of pixel (`x`, `y`), where `slot` is `row(y)`.
    @inline(__always)
    func value(_ slot: UnsafeMutablePointer<Double>, _ x: Int, _ y: Int) -> Double {
        let stored = slot[x]
        if !stored.isNaN { return stored }
        let computed = PixelmatchKernel.brightness(image.bytes, (y &* image.width &+ x) &* 4)
        slot[x] = computed
        return computed
    }
}
