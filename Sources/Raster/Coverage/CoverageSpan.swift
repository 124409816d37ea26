/// A run of pixels in one row with one coverage: `length` pixels from `x`, each covered
/// `coverage`/255 by the shape.
struct CoverageSpan {
    var x: Int32
    var length: Int32
    var coverage: UInt8
}
