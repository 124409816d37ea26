/// Clipping: later drawing lands only inside the intersection of every clip since the last
/// `save()` that is still in effect.
extension Canvas {
    /// Limits drawing to the inside of `path`, anti-aliased at its edges. A pixel-aligned
    /// rectangle clips exactly without a mask.
    ///
    /// ```swift
    /// canvas.save()
    /// canvas.clip(to: .roundedRect(card, cornerRadius: 12))
    /// canvas.fill(card, .linearGradient(start: card.origin, end: Point(x: card.minX, y: card.maxY), stops: stops))
    /// canvas.restore()
    /// ```
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        let contours = PathFlattener.flatten(path, transform: state.transform)
        if let box = Canvas.pixelAlignedBox(contours) {
            state.clip = state.clip.intersecting(box: box)
        } else {
            state.clip = state.clip.intersecting(contours, rule: rule)
        }
    }

    /// Limits drawing to `rect` (points).
    public func clip(to rect: Rect) { clip(to: .rect(rect)) }

    /// The whole-pixel box of a single axis-aligned rectangle on pixel edges, else nil.
    static func pixelAlignedBox(_ contours: [Polyline]) -> PixelBox? {
        guard contours.count == 1, contours[0].points.count == 4 else { return nil }
        let p = contours[0].points
        let xs = p.map(\.x), ys = p.map(\.y)
        guard xs.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e9 }), ys.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e9 }) else { return nil }
        let axisAligned = (p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x)
            || (p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y)
        guard axisAligned else { return nil }
        return PixelBox(minX: Int(xs.min()!), minY: Int(ys.min()!), maxX: Int(xs.max()!), maxY: Int(ys.max()!))
    }
}
