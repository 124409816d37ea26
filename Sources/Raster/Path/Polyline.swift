/// One contour of a flattened path: straight segments through `points`, `closed` when the
/// contour returns to its start (fills always close contours; strokes care).
struct Polyline {
    var points: [Point]
    var closed: Bool
}
