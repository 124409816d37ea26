/// How an image is resampled when drawn at a size other than its own, each filter exactly
/// specified in integers so every build and machine gives the same bytes:
///
/// - `none`: nearest neighbour (the source pixel under each device pixel's centre).
/// - `low`: bilinear (a triangle filter of radius 1 source pixel), also when shrinking.
/// - `medium`: the triangle filter, widened by the shrink factor when shrinking (so every
///   source pixel contributes: an area-like average); bilinear when enlarging.
/// - `high`: Catmull-Rom bicubic (Keys, a = −½; radius 2), widened by the shrink factor when
///   shrinking. Its negative lobes sharpen; results are clamped to valid premultiplied colours.
///
/// Weights are computed from 1/4096-pixel positions, normalised to sum exactly 16384 per
/// output pixel (the rounding residue goes to the largest weight), and pixels outside the source
/// repeat its edge. Rows are filtered first, then columns.
public enum ImageInterpolation: String, Sendable, Hashable, CaseIterable {
    case none, low, medium, high
}

/// The part of an image to draw, in its pixels (nine-slice drawing draws nine of them).
public struct ImageSourceRegion: Sendable, Hashable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
