#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opacity groups (SwiftUI's `compositingGroup()` and `.opacity` on a group) and shadows of
/// whole drawings.
extension Canvas {
    /// Starts drawing into a new transparent layer. `endLayer()` composites it onto what was
    /// below in one step with `opacity`, so overlapping parts do not show through each other;
    /// with a `shadow`, the layer's silhouette casts it first. Transform and clip carry over.
    ///
    /// ```swift
    /// canvas.beginLayer(opacity: 0.5)
    /// canvas.fill(.circle(center: Point(x: 10, y: 10), radius: 8), .solid(.black))
    /// canvas.fill(.circle(center: Point(x: 18, y: 10), radius: 8), .solid(.black))
    /// canvas.endLayer()   // one even 50 % grey shape, no darker overlap
    /// ```
    public func beginLayer(opacity: Double = 1, shadow: Shadow? = nil) {
        surfaces.append(Surface(pixmap: Pixmap(width: pixelWidth, height: pixelHeight), opacity: Paint.byte(forUnit: opacity),
                                shadow: shadow, dirty: .empty))
    }

    /// Composites the innermost open layer onto the surface below; does nothing without one.
    public func endLayer() {
        if surfaces.count > 1, surfaces[surfaces.count - 1].isMask || surfaces[surfaces.count - 1].effects != nil {
            return endEffectsLayer()
        }
        guard surfaces.count > 1, var layer = surfaces.popLast() else { return }
        let box = layer.dirty.intersection(PixelBox(minX: 0, minY: 0, maxX: pixelWidth, maxY: pixelHeight))
        if box.isEmpty { return }
        if let shadow = layer.shadow { castShadow(of: &layer, box: box, shadow) }
        let width = pixelWidth
        let opacity = layer.opacity
        layer.pixmap.withUnsafeMutablePixels { source in
            surfaces[surfaces.count - 1].pixmap.withUnsafeMutablePixels { target in
                for y in box.minY..<box.maxY {
                    var s = source + y * width + box.minX
                    var d = target + y * width + box.minX
                    let end = s + box.width
                    while s < end {
                        var v = s.pointee
                        if v != 0 {
                            if opacity != 255 { v = SourceOver.scale(v, by: opacity) }
                            d.pointee = SourceOver.blend(source: v, over: d.pointee)
                        }
                        s += 1
                        d += 1
                    }
                }
            }
        }
        surfaces[surfaces.count - 1].dirty = surfaces[surfaces.count - 1].dirty.union(box)
    }

    /// Draws the shadow of a layer's alpha onto the surface below it (which is current now).
    private func castShadow(of layer: inout Surface, box: PixelBox, _ shadow: Shadow) {
        let t = state.transform
        let sigma = shadow.sigma(scale: t.maximumScale)
        let reach = BoxBlur.reach(sigma: sigma)
        let width = box.width + 2 * reach, height = box.height + 2 * reach
        var mask = CoverageMask(width: width, height: height)
        let stride = pixelWidth
        let opacity = layer.opacity
        layer.pixmap.withUnsafeMutablePixels { source in
            mask.values.withUnsafeMutableBufferPointer { out in
                var from = source, to = out.baseAddress!
                var x = 0
                for y in 0..<box.height {
                    from = source + (box.minY + y) * stride + box.minX
                    to = out.baseAddress! + (y + reach) * width + reach
                    x = 0
                    while x < box.width {
                        to[x] = UInt8(truncatingIfNeeded: from[x] >> 24)
                        x &+= 1
                    }
                }
                BoxBlur.blur(out.baseAddress!, width: width, height: height, sigma: sigma,
                             content: PixelBox(minX: reach, minY: reach, maxX: reach + box.width, maxY: reach + box.height))
            }
        }
        let dx = saturatingInt(shadow.x * t.scaleX)
        let dy = saturatingInt(shadow.y * t.scaleY)
        drawMask(mask, atPixelX: box.minX - reach + dx, y: box.minY - reach + dy,
                 paint: Paint.solid(shadow.color).opacity(Double(opacity) / 255))
    }
}
