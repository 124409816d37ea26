import Raster
import Tokens

/// The rendered pixels the contrast rules measure, read in points: colours in a frame or in a
/// band around it, so the most common one (the background) can be picked. Pixels that are not
/// opaque are read composited over the canvas colour (white in light mode, black in dark), as a
/// screen shows them. At most one pixel is read per point (the top-leading device pixel of each
/// point), and large frames on a coarser grid (`gridLimit`): plenty to find a background, and it
/// keeps the audit a small part of a verify.
struct RenderedPixels {
    let bitmap: Bitmap
    let factor: Int
    let canvas: RGBA8

    /// The most samples a frame is read at along each side *(choice: 32, so a full-width
    /// paragraph costs about a thousand reads while a 17-pt label is still read point by point)*.
    static let gridLimit = 32

    /// Colours and how many sampled pixels have each, most common first (ties: the smaller
    /// value, so the order is deterministic).
    typealias Counts = [(color: RGBA8, count: Int)]

    /// The device-pixel box of `frame`, clamped to the bitmap (nil when nothing is left).
    private func box(_ frame: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let f = Double(factor)
        let x0 = max(0, Int((frame.minX * f).rounded(.down))), y0 = max(0, Int((frame.minY * f).rounded(.down)))
        let x1 = min(bitmap.width, Int((frame.maxX * f).rounded(.up))), y1 = min(bitmap.height, Int((frame.maxY * f).rounded(.up)))
        return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
    }

    /// Calls `visit` with each sampled pixel of `frame` outside `hole`, as seen on screen.
    private func forEachSample(in frame: Rect, excluding hole: Rect? = nil, _ visit: (RGBA8) -> Void) {
        guard let outer = box(frame) else { return }
        let inner = hole.flatMap(box)
        // A frame without a hole is read on a grid of at most `gridLimit`² points; a band (a
        // frame with a hole) point by point, so no side of it is stepped over.
        let stepX = inner == nil ? max(factor, (outer.x1 - outer.x0) / Self.gridLimit) : factor
        let stepY = inner == nil ? max(factor, (outer.y1 - outer.y0) / Self.gridLimit) : factor
        let width = bitmap.width, canvas = canvas
        bitmap.withUnsafeBytes { raw in
            var y = outer.y0
            while y < outer.y1 {
                var x = outer.x0
                while x < outer.x1 {
                    if let inner, x >= inner.x0, x < inner.x1, y >= inner.y0, y < inner.y1 {
                        x += stepX
                        continue
                    }
                    let offset = (y * width + x) * 4
                    let pixel = RGBA8(r: raw[offset], g: raw[offset + 1], b: raw[offset + 2], a: raw[offset + 3])
                    visit(pixel.a == 255 ? pixel : Self.opaque(WCAGContrast.composite(pixel, over: canvas)))
                    x += stepX
                }
                y += stepY
            }
        }
    }

    private static func opaque(_ color: RGBA8) -> RGBA8 {
        RGBA8(r: color.r, g: color.g, b: color.b)
    }

    /// The colours sampled in `frame`, minus those inside `hole` when given.
    func counts(in frame: Rect, excluding hole: Rect? = nil) -> Counts {
        var counts: [UInt32: Int] = [:]
        forEachSample(in: frame, excluding: hole) { p in
            counts[UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b), default: 0] += 1
        }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { entry in
            (RGBA8(r: UInt8(entry.key >> 16), g: UInt8((entry.key >> 8) & 0xFF), b: UInt8(entry.key & 0xFF)), entry.value)
        }
    }

    /// The colours in the band `width` points wide just outside `frame`.
    func counts(around frame: Rect, width: Double) -> Counts {
        counts(in: frame.inset(by: Raster.EdgeInsets(all: -width)), excluding: frame)
    }

    /// The most common colour in `frame`.
    func dominant(in frame: Rect) -> RGBA8? {
        dominant(in: frame, skipping: nil)
    }

    /// The most common colour in `frame` that is not `foreground` drawn over itself: what an
    /// icon or glyph is drawn on, even when the shape covers most of its frame.
    func background(under foreground: RGBA8, in frame: Rect) -> RGBA8? {
        dominant(in: frame, skipping: foreground) ?? dominant(in: frame)
    }

    /// The most common colour in `frame`, leaving out pixels that are `skipping` drawn over
    /// themselves. Most frames are more than half one colour (a text's background), so one
    /// majority-vote pass (Boyer–Moore) and one counting pass find it without a table; when no
    /// colour has the majority, every colour is counted.
    private func dominant(in frame: Rect, skipping: RGBA8?) -> RGBA8? {
        func skipped(_ p: RGBA8) -> Bool {
            guard let skipping else { return false }
            return WCAGContrast.composite(skipping, over: p) == p
        }
        var candidate = RGBA8(r: 0, g: 0, b: 0), votes = 0
        forEachSample(in: frame) { p in
            if skipped(p) { return }
            if votes == 0 {
                candidate = p
                votes = 1
            } else {
                votes += p == candidate ? 1 : -1
            }
        }
        var count = 0, considered = 0
        forEachSample(in: frame) { p in
            if skipped(p) { return }
            considered += 1
            if p == candidate { count += 1 }
        }
        if considered == 0 { return nil }
        if count * 2 > considered { return candidate }
        return counts(in: frame).first { !skipped($0.color) }?.color
    }
}
