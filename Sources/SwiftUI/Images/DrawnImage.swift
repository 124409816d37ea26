import Raster

/// One bitmap drawing of the display list: `region` of the image's pixels stretched into `rect`
/// (points), resampled with `interpolation`, times `opacity`; a template image paints `tint`
/// through its alpha instead of its colours.
public struct DrawnImage: Sendable, Hashable, CustomStringConvertible {
    /// Where the pixels came from (a file path), for dumps and equality.
    public var source: String
    public var pixels: Pixmap
    public var region: ImageSourceRegion?
    public var rect: Rect
    public var interpolation: ImageInterpolation
    public var opacity: Double
    public var tint: ResolvedPaint?

    public init(source: String, pixels: Pixmap, region: ImageSourceRegion? = nil, rect: Rect, interpolation: ImageInterpolation,
                opacity: Double = 1, tint: ResolvedPaint? = nil) {
        self.source = source
        self.pixels = pixels
        self.region = region
        self.rect = rect
        self.interpolation = interpolation
        self.opacity = opacity
        self.tint = tint
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(rect)
        hasher.combine(region)
    }

    public var description: String {
        "image \((source as NSString).lastPathComponent) in \(rect) \(interpolation)" + (tint.map { " template \($0)" } ?? "")
    }

    /// Draws into `canvas` (its current transform and clip apply).
    func draw(into canvas: Raster.Canvas) {
        if let tint {
            canvas.drawTemplate(pixels, region: region, in: rect, interpolation: interpolation,
                                paint: tint.withOpacity(opacity).rasterPaint(in: rect))
        } else {
            canvas.draw(pixels, region: region, in: rect, interpolation: interpolation, opacity: opacity)
        }
    }
}
