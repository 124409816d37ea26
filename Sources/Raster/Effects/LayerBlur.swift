/// A Gaussian blur of a whole RGBA layer: each premultiplied channel is blurred on its own by
/// `BoxBlur` (three box passes, integer averages), then colour is clamped to alpha so the
/// pixels stay valid premultiplied values.
enum LayerBlur {
    /// Blurs the pixels of `pixmap` inside `box` by σ = `sigma` device pixels; returns the box
    /// the blurred pixels cover. `opaque` (SwiftUI's `opaque: true`, Core Image's clamp-then-
    /// blur): the drawing's edge pixels are repeated outward before blurring and the result is
    /// cropped to the drawing, so no transparency comes in from around it.
    static func blur(_ pixmap: inout Pixmap, box dirty: PixelBox, sigma: Double, opaque: Bool) -> PixelBox {
        let box = opaque ? drawnBox(pixmap, within: dirty) : dirty
        let reach = BoxBlur.reach(sigma: sigma)
        if reach == 0 || box.isEmpty { return box }
        let whole = PixelBox(minX: 0, minY: 0, maxX: pixmap.width, maxY: pixmap.height)
        let grown = PixelBox(minX: box.minX - reach, minY: box.minY - reach, maxX: box.maxX + reach, maxY: box.maxY + reach)
        let width = grown.width, height = grown.height, stride = pixmap.width, plane = width * height
        // Four planes (R, G, B, A) one after another.
        var planes = [UInt8](repeating: 0, count: 4 * plane)
        let source = opaque ? grown : box
        let result = opaque ? box : grown.intersection(whole)
        pixmap.withUnsafeMutablePixels { pixels in
            planes.withUnsafeMutableBufferPointer { buffer in
                let out = buffer.baseAddress!
                for y in source.minY..<source.maxY {
                    // Opaque: the nearest pixel of the drawing stands in for everything around it.
                    let sy = min(max(y, box.minY), box.maxY - 1)
                    for x in source.minX..<source.maxX {
                        let sx = min(max(x, box.minX), box.maxX - 1)
                        let v = pixels[sy * stride + sx]
                        let i = (y - grown.minY) * width + (x - grown.minX)
                        out[i] = UInt8(truncatingIfNeeded: v)
                        out[plane + i] = UInt8(truncatingIfNeeded: v >> 8)
                        out[2 * plane + i] = UInt8(truncatingIfNeeded: v >> 16)
                        out[3 * plane + i] = UInt8(truncatingIfNeeded: v >> 24)
                    }
                }
                let content = opaque ? PixelBox(minX: 0, minY: 0, maxX: width, maxY: height)
                    : PixelBox(minX: reach, minY: reach, maxX: reach + box.width, maxY: reach + box.height)
                for c in 0..<4 {
                    BoxBlur.blur(out + c * plane, width: width, height: height, sigma: sigma, content: content)
                }
                let rows = grown.intersection(whole)
                for y in rows.minY..<rows.maxY {
                    for x in rows.minX..<rows.maxX {
                        let i = (y - grown.minY) * width + (x - grown.minX)
                        let inside = x >= result.minX && x < result.maxX && y >= result.minY && y < result.maxY
                        let a = inside ? UInt32(out[3 * plane + i]) : 0
                        let r = min(a, UInt32(out[i])), g = min(a, UInt32(out[plane + i])), b = min(a, UInt32(out[2 * plane + i]))
                        pixels[y * stride + x] = r | g << 8 | b << 16 | a << 24
                    }
                }
            }
        }
        return result
    }

    /// The smallest box holding every pixel of `box` with alpha.
    private static func drawnBox(_ pixmap: Pixmap, within box: PixelBox) -> PixelBox {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in box.minY..<max(box.minY, box.maxY) {
            for x in box.minX..<max(box.minX, box.maxX) where pixmap.pixels[y * pixmap.width + x] >> 24 != 0 {
                minX = min(minX, x); maxX = max(maxX, x + 1)
                minY = min(minY, y); maxY = max(maxY, y + 1)
            }
        }
        return minX > maxX ? .empty : PixelBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}
