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
                    Canvas.composite(source + y * width + box.minX, over: target + y * width + box.minX,
                                     count: box.width, opacity: opacity)
                }
            }
        }
        surfaces[surfaces.count - 1].dirty = surfaces[surfaces.count - 1].dirty.union(box)
    }

    /// `count` premultiplied layer pixels at `source`, each scaled by `opacity`, over the pixels
    /// at `target`. Release builds do four pixels a step (`compositeVectors`); the rest, and
    /// every pixel in debug builds, one at a time, transparent ones skipped.
    @inline(__always)
    static func composite(_ source: UnsafeMutablePointer<UInt32>, over target: UnsafeMutablePointer<UInt32>,
                          count: Int, opacity: UInt32) {
        var i = 0
        #if !DEBUG
        i = compositeVectors(source, over: target, count: count, opacity: opacity)
        #endif
        while i < count {
            var v = source[i]
            if v != 0 {
                if opacity != 255 { v = SourceOver.scale(v, by: opacity) }
                target[i] = SourceOver.blend(source: v, over: target[i])
            }
            i &+= 1
        }
    }

    /// The first `count / 4 × 4` pixels of `composite`, four at a time, returning how many it
    /// did: four transparent pixels (two 64-bit loads, ORed, zero) are skipped, four opaque ones
    /// at full opacity copied (their blend is themselves: `d ⊗ 0 = 0`), any others blended as
    /// `SpanBlitter.blendVectors` does, with each pixel's own factor in both of its 16-bit lanes
    /// (`SourceOver.scaleLanes`: `scale` and `blend`'s arithmetic per lane), so the same bytes. A
    /// transparent pixel among others blends to the pixel below unchanged (`d ⊗ 255 = d`), as
    /// the scalar loop's skip leaves it.
    @inline(__always)
    static func compositeVectors(_ source: UnsafeMutablePointer<UInt32>, over target: UnsafeMutablePointer<UInt32>,
                                 count: Int, opacity: UInt32) -> Int {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        let opaquePair: UInt64 = 0xFF00_0000_FF00_0000
        let layerFactor = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: opacity))
        let full = SIMD4<UInt32>(repeating: 255)
        var i = 0
        while i &+ 4 <= count {
            let offset = i &* 4
            let first = from.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let second = from.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
            if first | second == 0 { i &+= 4; continue }
            if opacity == 255, first & second & opaquePair == opaquePair {
                to.storeBytes(of: first, toByteOffset: offset, as: UInt64.self)
                to.storeBytes(of: second, toByteOffset: offset &+ 8, as: UInt64.self)
                i &+= 4
                continue
            }
            var v = from.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
            if opacity != 255 { v = SourceOver.scaleLanes(v, by: layerFactor) }
            let pixels = unsafeBitCast(v, to: SIMD4<UInt32>.self)
            let inverse = full &- (pixels &>> 24)
            let factor = unsafeBitCast(inverse | (inverse &<< 16), to: SIMD8<UInt16>.self)
            let d = to.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
            let scaled = unsafeBitCast(SourceOver.scaleLanes(d, by: factor), to: SIMD4<UInt32>.self)
            to.storeBytes(of: pixels &+ scaled, toByteOffset: offset, as: SIMD4<UInt32>.self)
            i &+= 4
        }
        return i
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
