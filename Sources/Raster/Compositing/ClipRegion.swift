/// The pixels drawing may touch, and how much: a box of whole pixels, plus (after a clip to
/// anything that is not a pixel-aligned rectangle) a coverage byte for each pixel of the box.
/// Clips intersect: coverages multiply with the compositing rule (`SourceOver.scale`).
struct ClipRegion {
    var box: PixelBox
    /// `box.width × box.height` coverages, row-major; `nil` means fully inside everywhere in `box`.
    var mask: [UInt8]?

    init(box: PixelBox, mask: [UInt8]? = nil) {
        self.box = box
        self.mask = mask
    }

    /// This clip intersected with a pixel-aligned box.
    func intersecting(box other: PixelBox) -> ClipRegion {
        let inner = box.intersection(other)
        if inner.isEmpty { return ClipRegion(box: .empty) }
        guard let mask else { return ClipRegion(box: inner) }
        var cropped = [UInt8](repeating: 0, count: inner.width * inner.height)
        for y in inner.minY..<inner.maxY {
            let from = (y - box.minY) * box.width + (inner.minX - box.minX)
            let to = (y - inner.minY) * inner.width
            for x in 0..<inner.width { cropped[to + x] = mask[from + x] }
        }
        return ClipRegion(box: inner, mask: cropped)
    }

    /// This clip intersected with the coverage of `contours` under `rule`.
    func intersecting(_ contours: [Polyline], rule: FillRule) -> ClipRegion {
        let inner = box.intersection(PolygonRasterizer.bounds(of: contours))
        if inner.isEmpty { return ClipRegion(box: .empty) }
        var coverage = [UInt8](repeating: 0, count: inner.width * inner.height)
        let width = inner.width
        coverage.withUnsafeMutableBufferPointer { out in
            PolygonRasterizer.rasterize(contours, rule: rule, box: inner) { y, spans, count in
                let rowStart = (y - inner.minY) * width - inner.minX
                for i in 0..<count {
                    let span = spans[i]
                    let start = rowStart + Int(span.x)
                    for x in start..<(start + Int(span.length)) { out[x] = span.coverage }
                }
            }
        }
        if let mask {
            for y in inner.minY..<inner.maxY {
                let from = (y - box.minY) * box.width + (inner.minX - box.minX)
                let to = (y - inner.minY) * width
                for x in 0..<width {
                    coverage[to + x] = UInt8(SourceOver.scale(UInt32(coverage[to + x]), by: UInt32(mask[from + x])))
                }
            }
        }
        return ClipRegion(box: inner, mask: coverage)
    }
}
