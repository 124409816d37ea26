import Raster
import Tokens

/// The rendered pixels the contrast rules measure, read in points: colours in a frame or in a
/// band around it, counted so the most common one (the background) can be picked. Pixels that
/// are not opaque are read composited over the canvas colour (white in light mode, black in
/// dark), as a screen shows them.
struct RenderedPixels {
    let bitmap: Bitmap
    let factor: Int
    let canvas: RGBA8

    /// Colours and how many pixels have each, most common first (ties: the smaller value, so
    /// the order is deterministic).
    typealias Counts = [(color: RGBA8, count: Int)]

    func pixel(x: Int, y: Int) -> RGBA8 {
        let pixel = bitmap[x, y]
        return pixel.a == 255 ? pixel : WCAGContrast.composite(pixel, over: canvas)
    }

    /// The device-pixel box of `frame`, clamped to the bitmap (nil when nothing is left).
    private func box(_ frame: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let f = Double(factor)
        let x0 = max(0, Int((frame.minX * f).rounded(.down))), y0 = max(0, Int((frame.minY * f).rounded(.down)))
        let x1 = min(bitmap.width, Int((frame.maxX * f).rounded(.up))), y1 = min(bitmap.height, Int((frame.maxY * f).rounded(.up)))
        return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
    }

    /// The colours of the pixels in `frame`, minus those inside `hole` when given.
    func counts(in frame: Rect, excluding hole: Rect? = nil) -> Counts {
        guard let outer = box(frame) else { return [] }
        let inner = hole.flatMap(box)
        var counts: [UInt32: Int] = [:]
        for y in outer.y0..<outer.y1 {
            for x in outer.x0..<outer.x1 {
                if let inner, x >= inner.x0, x < inner.x1, y >= inner.y0, y < inner.y1 { continue }
                let p = pixel(x: x, y: y)
                counts[UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b), default: 0] += 1
            }
        }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { entry in
            (RGBA8(r: UInt8(entry.key >> 16), g: UInt8((entry.key >> 8) & 0xFF), b: UInt8(entry.key & 0xFF)), entry.value)
        }
    }

    /// The most common colour in `frame`.
    func dominant(in frame: Rect) -> RGBA8? {
        counts(in: frame).first?.color
    }

    /// The most common colour in `frame` that is not `foreground` drawn over itself: what an
    /// icon or glyph is drawn on, even when the shape covers most of its frame.
    func background(under foreground: RGBA8, in frame: Rect) -> RGBA8? {
        let counts = counts(in: frame)
        return counts.first { WCAGContrast.composite(foreground, over: $0.color) != $0.color }?.color ?? counts.first?.color
    }

    /// The colours in the band `width` points wide just outside `frame`.
    func counts(around frame: Rect, width: Double) -> Counts {
        counts(in: frame.inset(by: Raster.EdgeInsets(all: -width)), excluding: frame)
    }
}
