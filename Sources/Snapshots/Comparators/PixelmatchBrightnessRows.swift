/// The brightness (YIQ's Y, blended on white) of three consecutive rows of one image, each pixel's
/// computed on first use and kept, for pixelmatch's anti-aliasing test: it compares a pixel's
/// brightness with its eight neighbours', so without a cache a pixel's brightness is computed again
/// for every pixel around it that is examined (up to nine times). A stored value is the `Double`
/// `PixelmatchKernel.brightness` returned, so every comparison sees the same value as without it.
///
/// Row `y` lives in slot `y % 3`; each stored value carries the row it was computed for, so a slot
/// taken over by a new row needs no clearing (rows whose differences are all in flat areas cost
/// nothing). A band of the kernel visits rows in ascending order and looks only at rows `y − 1 …
/// y + 1` around its current row `y`, so a row enters the cache at most once per band. Not
/// thread-safe: one per band and image.
///
/// ```swift
/// let rows = PixelmatchBrightnessRows(image)
/// defer { rows.deallocate() }
/// let y = rows.value(rows.slot(5), 12, 5)   // pixel (12, 5)'s brightness, computed now and kept
/// ```
struct PixelmatchBrightnessRows {
    let image: PixelmatchKernel.Image
    /// `3 × width` brightness values; a value is valid when its entry in `rows` is its row.
    private let values: UnsafeMutablePointer<Double>
    /// `3 × width` row numbers, −1 where nothing was computed yet.
    private let rows: UnsafeMutablePointer<Int>

    init(_ image: PixelmatchKernel.Image) {
        self.image = image
        let count = max(3 &* image.width, 1)
        values = .allocate(capacity: count)   // read only where `rows` says it was written
        rows = .allocate(capacity: count)
        rows.initialize(repeating: -1, count: count)
    }

    func deallocate() {
        values.deallocate()
        rows.deallocate()
    }

    /// The offset of the slot that holds image row `y`.
    @inline(__always)
    func slot(_ y: Int) -> Int {
        (y % 3) &* image.width
    }

    /// The brightness of pixel (`x`, `y`), where `slot` is `slot(y)`.
    @inline(__always)
    func value(_ slot: Int, _ x: Int, _ y: Int) -> Double {
        let entry = slot &+ x
        if rows[entry] == y { return values[entry] }
        let computed = PixelmatchKernel.brightness(image.bytes, (y &* image.width &+ x) &* 4)
        values[entry] = computed
        rows[entry] = y
        return computed
    }
}
