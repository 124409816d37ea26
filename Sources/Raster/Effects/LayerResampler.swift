/// Draws a layer's pixels through an affine or perspective map: each target pixel centre is
/// mapped back into the layer and the four nearest layer pixels are mixed bilinearly.
///
/// **Rounding**: the source position `M⁻¹(x + ½, y + ½) − ½` is computed with IEEE-754 basic
/// operations and floored to 1/256 pixel; the weights are the integer products of the
/// 8-bit fractions (`(256 − fx)·(256 − fy)` …, summing to 65 536), and each premultiplied
/// channel is `(Σ wᵢ·pᵢ + 32 768) >> 16`. Pixels outside `box` count as transparent. A map that
/// moves by whole pixels copies exactly.
enum LayerResampler {
    /// The layer `source` (pixels inside `box`) mapped by `map` (device pixels to device
    /// pixels) onto a fresh pixmap of the same size, and the box it covers there. Target pixels
    /// whose centre maps from behind the viewer stay transparent.
    static func resample(_ source: Pixmap, box: PixelBox, map: ProjectiveMap) -> (Pixmap, PixelBox) {
        var target = Pixmap(width: source.width, height: source.height)
        guard let inverse = map.inverted, !box.isEmpty else { return (target, .empty) }
        let corners = [Point(x: Double(box.minX), y: Double(box.minY)), Point(x: Double(box.maxX), y: Double(box.minY)),
                       Point(x: Double(box.minX), y: Double(box.maxY)), Point(x: Double(box.maxX), y: Double(box.maxY))].map(map.apply)
        let whole = PixelBox(minX: 0, minY: 0, maxX: source.width, maxY: source.height)
        // A corner behind the viewer: the image is unbounded, so every pixel is looked at.
        let seen = corners.compactMap { $0 }
        let out = seen.count < 4 ? whole
            : PixelBox(minX: saturatingInt(seen.map(\.x).min()!, .down) - 1, minY: saturatingInt(seen.map(\.y).min()!, .down) - 1,
                       maxX: saturatingInt(seen.map(\.x).max()!, .up) + 1, maxY: saturatingInt(seen.map(\.y).max()!, .up) + 1)
                .intersection(whole)
        if out.isEmpty { return (target, .empty) }
        let width = source.width
        source.pixels.withUnsafeBufferPointer { pixels in
            let base = pixels.baseAddress!
            func texel(_ x: Int, _ y: Int) -> UInt32 {
                x >= box.minX && x < box.maxX && y >= box.minY && y < box.maxY ? base[y * width + x] : 0
            }
            target.withUnsafeMutablePixels { result in
                for y in out.minY..<out.maxY {
                    for x in out.minX..<out.maxX {
                        guard let p = inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) else { continue }
                        let fixedX = saturatingInt((p.x - 0.5) * 256, .down), fixedY = saturatingInt((p.y - 0.5) * 256, .down)
                        let ix = fixedX >> 8, iy = fixedY >> 8
                        if ix < box.minX - 1 || ix >= box.maxX || iy < box.minY - 1 || iy >= box.maxY { continue }
                        let fx = UInt64(fixedX & 255), fy = UInt64(fixedY & 255)
                        let w00 = (256 - fx) * (256 - fy), w10 = fx * (256 - fy), w01 = (256 - fx) * fy, w11 = fx * fy
                        let s00 = UInt64(texel(ix, iy)), s10 = UInt64(texel(ix + 1, iy))
                        let s01 = UInt64(texel(ix, iy + 1)), s11 = UInt64(texel(ix + 1, iy + 1))
                        if s00 | s10 | s01 | s11 == 0 { continue }
                        var packed: UInt64 = 0
                        var shift: UInt64 = 0
                        while shift < 32 {
                            let sum = 32_768 + w00 * ((s00 >> shift) & 0xFF) + w10 * ((s10 >> shift) & 0xFF)
                                + w01 * ((s01 >> shift) & 0xFF) + w11 * ((s11 >> shift) & 0xFF)
                            packed |= min(255, sum >> 16) << shift
                            shift += 8
                        }
                        result[y * width + x] = UInt32(truncatingIfNeeded: packed)
                    }
                }
            }
        }
        return (target, out)
    }
}
