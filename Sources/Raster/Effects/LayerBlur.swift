/// A Gaussian blur of a whole RGBA layer: each premultiplied channel is blurred on its own by
/// `BoxBlur` (three box passes, integer averages), then colour is clamped to alpha so the
/// pixels stay valid premultiplied values.
enum LayerBlur {
    /// Blurs the pixels of `pixmap` inside `box` by σ = `sigma` device pixels; returns the box
    /// the blurred pixels cover. `opaque`: keep to `box` and renormalise each pixel by its
    /// blurred alpha (`c·255 / a`, rounded half up) to full opacity, as SwiftUI's opaque blur
    /// does not let the transparent surroundings in.
    static func blur(_ pixmap: inout Pixmap, box: PixelBox, sigma: Double, opaque: Bool) -> PixelBox {
        let reach = BoxBlur.reach(sigma: sigma)
        if reach == 0 || box.isEmpty { return box }
        let whole = PixelBox(minX: 0, minY: 0, maxX: pixmap.width, maxY: pixmap.height)
        let grown = PixelBox(minX: box.minX - reach, minY: box.minY - reach, maxX: box.maxX + reach, maxY: box.maxY + reach)
        let width = grown.width, height = grown.height, stride = pixmap.width
        var planes = [[UInt8]](repeating: [UInt8](repeating: 0, count: width * height), count: 4)
        for y in box.minY..<box.maxY {
            for x in box.minX..<box.maxX {
                let v = pixmap.pixels[y * stride + x]
                let i = (y - grown.minY) * width + (x - grown.minX)
                for c in 0..<4 { planes[c][i] = UInt8(truncatingIfNeeded: v >> UInt32(8 * c)) }
            }
        }
        let content = PixelBox(minX: reach, minY: reach, maxX: reach + box.width, maxY: reach + box.height)
        for c in 0..<4 {
            planes[c].withUnsafeMutableBufferPointer { BoxBlur.blur($0.baseAddress!, width: width, height: height, sigma: sigma, content: content) }
        }
        let result = opaque ? box : grown.intersection(whole)
        for y in grown.minY..<grown.maxY where y >= 0 && y < pixmap.height {
            for x in grown.minX..<grown.maxX where x >= 0 && x < pixmap.width {
                let i = (y - grown.minY) * width + (x - grown.minX)
                var a = UInt32(planes[3][i])
                var rgb = (0..<3).map { min(a, UInt32(planes[$0][i])) }
                let inside = x >= box.minX && x < box.maxX && y >= box.minY && y < box.maxY
                if opaque {
                    if !inside || a == 0 {
                        a = 0; rgb = [0, 0, 0]
                    } else {
                        rgb = rgb.map { min(255, ($0 * 255 + a / 2) / a) }
                        a = 255
                    }
                }
                pixmap.pixels[y * stride + x] = rgb[0] | rgb[1] << 8 | rgb[2] << 16 | a << 24
            }
        }
        return result
    }
}
