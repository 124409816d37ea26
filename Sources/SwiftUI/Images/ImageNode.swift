import Raster

/// A bitmap image's layout: its size in points (pixels ÷ the variant's scale) whatever the
/// proposal, or, resizable, the proposal (its own size where a dimension is unspecified), drawn
/// stretched, nine-sliced by the cap insets, or tiled.
final class ImageNode: LayoutNode {
    let kind = "Image"
    var layoutPriority: Double = 0
    let sizeCache = SizeCache()
    let source: String
    let pixels: Pixmap
    /// Pixels per point of the chosen variant.
    let imageScale: Double
    let resizing: Image.Resizing?
    let interpolation: ImageInterpolation
    let tint: ResolvedPaint?
    let details: [LaidOutView.Detail]

    init(source: String, pixels: Pixmap, imageScale: Double, resizing: Image.Resizing?, interpolation: ImageInterpolation,
         tint: ResolvedPaint?, details: [LaidOutView.Detail]) {
        self.source = source
        self.pixels = pixels
        self.imageScale = imageScale
        self.resizing = resizing
        self.interpolation = interpolation
        self.tint = tint
        self.details = details
    }

    var naturalSize: Size { Size(width: Double(pixels.width) / imageScale, height: Double(pixels.height) / imageScale) }

    func computeSize(for proposal: ProposedSize) -> Size {
        guard resizing != nil else { return naturalSize }
        return proposal.replacingUnspecifiedDimensions(by: naturalSize)
    }

    func place(in frame: Rect, proposal: ProposedSize, grid: PixelGrid) -> LaidOutView {
        let snapped = grid.snap(frame)
        return LaidOutView(kind: kind, layoutFrame: frame, grid: grid, details: details, content: .images(pieces(in: snapped)))
    }

    private func drawn(_ region: ImageSourceRegion?, _ rect: Rect) -> DrawnImage {
        DrawnImage(source: source, pixels: pixels, region: region, rect: rect, interpolation: interpolation, tint: tint)
    }

    /// The drawings filling `rect`.
    func pieces(in rect: Rect) -> [DrawnImage] {
        guard let resizing else { return [drawn(nil, rect)] }
        let insets = resizing.capInsets
        let w = pixels.width, h = pixels.height
        // Cap insets in pixels, kept inside the image (NaN counts as none).
        func capPixels(_ points: CGFloat, limit: Int) -> Int {
            let value = (Double(points) * imageScale).rounded()
            guard value > 0 else { return 0 }
            return value < Double(limit) ? Int(value) : limit
        }
        let left = capPixels(insets.leading, limit: w), right = capPixels(insets.trailing, limit: w - left)
        let top = capPixels(insets.top, limit: h), bottom = capPixels(insets.bottom, limit: h - top)
        let columns = [(0, left, Double(left) / imageScale, false), (left, w - left - right, -1, true),
                       (w - right, right, Double(right) / imageScale, false)]
        let rows = [(0, top, Double(top) / imageScale, false), (top, h - top - bottom, -1, true), (h - bottom, bottom, Double(bottom) / imageScale, false)]
        // Fixed caps keep their size; the middle takes the rest (caps shrink if the rect is smaller).
        func spans(_ parts: [(Int, Int, Double, Bool)], origin: Double, length: Double) -> [(Int, Int, Double, Double, Bool)] {
            let fixed = parts.filter { !$0.3 }.map(\.2).reduce(0, +)
            let squeeze = fixed > length && fixed > 0 ? length / fixed : 1
            var position = origin
            return parts.map { part in
                let size = part.3 ? max(0, length - fixed * squeeze) : part.2 * squeeze
                defer { position += size }
                return (part.0, part.1, position, size, part.3)
            }
        }
        var result: [DrawnImage] = []
        for row in spans(rows, origin: rect.minY, length: rect.height) where row.1 > 0 && row.3 > 0 {
            for column in spans(columns, origin: rect.minX, length: rect.width) where column.1 > 0 && column.3 > 0 {
                let region = ImageSourceRegion(x: column.0, y: row.0, width: column.1, height: row.1)
                let target = Rect(x: column.2, y: row.2, width: column.3, height: row.3)
                if resizing.mode == .tile && (column.4 || row.4) {
                    result += tiles(region, in: target, alongX: column.4, alongY: row.4)
                } else {
                    result.append(drawn(region, target))
                }
            }
        }
        return result
    }

    /// `region` repeated at its natural size from the top-leading corner of `target` along the
    /// stretching axes; the last tile is cut to fit (its region shortened, so nothing is clipped).
    private func tiles(_ region: ImageSourceRegion, in target: Rect, alongX: Bool, alongY: Bool) -> [DrawnImage] {
        let tileWidth = alongX ? Double(region.width) / imageScale : target.width
        let tileHeight = alongY ? Double(region.height) / imageScale : target.height
        guard tileWidth > 0, tileHeight > 0 else { return [] }
        var result: [DrawnImage] = []
        var y = target.minY
        while y < target.maxY - 1e-9, result.count < 10_000 {
            let height = min(tileHeight, target.maxY - y)
            var x = target.minX
            while x < target.maxX - 1e-9, result.count < 10_000 {
                let width = min(tileWidth, target.maxX - x)
                var piece = region
                if alongX { piece.width = max(1, min(region.width, Int((width * imageScale).rounded(.up)))) }
                if alongY { piece.height = max(1, min(region.height, Int((height * imageScale).rounded(.up)))) }
                result.append(drawn(piece, Rect(x: x, y: y, width: width, height: height)))
                x += width
            }
            y += height
        }
        return result
    }
}
