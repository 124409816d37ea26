/// Layers with effects: masks, colour matrices, blurs, affine transforms and blend modes
/// (`LayerEffects`), what SwiftUI's `mask`, `brightness` …, `blur`, `rotationEffect`,
/// `scaleEffect` and `blendMode` draw with.
extension Canvas {
    /// Starts drawing into a new transparent layer that `endLayer()` composites with `opacity`
    /// after applying `effects`. The layer's drawing is not clipped; the clip in effect now
    /// applies where the result lands.
    ///
    /// ```swift
    /// canvas.beginLayer(effects: LayerEffects(colorMatrix: .invert))
    /// canvas.fill(rect, .solid(.white))
    /// canvas.endLayer()   // black
    /// ```
    public func beginLayer(opacity: Double = 1, effects: LayerEffects) {
        surfaces.append(Surface(pixmap: Pixmap(width: pixelWidth, height: pixelHeight), opacity: Paint.byte(forUnit: opacity),
                                shadow: nil, dirty: .empty, effects: effects, savedClip: state.clip))
        state.clip = ClipRegion(box: PixelBox(minX: 0, minY: 0, maxX: pixelWidth, maxY: pixelHeight))
    }

    /// Starts drawing the alpha mask of the innermost effects layer: until `endLayer()`, drawing
    /// goes to the mask; then the layer keeps, per pixel, its colour times the mask's alpha
    /// (`SourceOver.scale`). Does nothing unless an effects layer is open.
    ///
    /// ```swift
    /// canvas.beginLayer(effects: LayerEffects())
    /// canvas.fill(photo, gradient)
    /// canvas.beginMask()
    /// canvas.fill(.circle(center: c, radius: 20), .solid(.black))
    /// canvas.endLayer()   // the gradient, only inside the circle
    /// ```
    public func beginMask() {
        guard surfaces.count > 1, let top = surfaces.last, top.effects != nil, !top.isMask else { return }
        surfaces.append(Surface(pixmap: Pixmap(width: pixelWidth, height: pixelHeight), opacity: 255, shadow: nil, dirty: .empty,
                                isMask: true))
    }

    /// Closes an effects layer (and its mask, if one is being drawn) and composites it.
    func endEffectsLayer() {
        let mask = surfaces[surfaces.count - 1].isMask ? surfaces.popLast() : nil
        guard surfaces.count > 1, var layer = surfaces.popLast() else { return }
        let effects = layer.effects ?? LayerEffects()
        if let saved = layer.savedClip { state.clip = saved }
        let whole = PixelBox(minX: 0, minY: 0, maxX: pixelWidth, maxY: pixelHeight)
        var box = layer.dirty.intersection(whole)
        if let mask {
            box = applyMask(mask, to: &layer.pixmap, box: box)
        }
        if box.isEmpty { return }
        if let matrix = effects.colorMatrix {
            let transparentStays = matrix.values[15] == 0 && matrix.values[16] == 0 && matrix.values[17] == 0 && matrix.values[19] == 0
            for y in box.minY..<box.maxY {
                for x in box.minX..<box.maxX {
                    let i = y * pixelWidth + x
                    let v = layer.pixmap.pixels[i]
                    if v == 0 && transparentStays { continue }
                    layer.pixmap.pixels[i] = matrix.apply(toPremultiplied: v)
                }
            }
        }
        if effects.blurRadius > 0 {
            box = LayerBlur.blur(&layer.pixmap, box: box, sigma: effects.blurRadius * state.transform.maximumScale,
                                 opaque: effects.blurIsOpaque)
        }
        if effects.transform.map({ !$0.isIdentity }) ?? false || effects.projection != nil {
            let device = AffineMap(state.transform)
            if let toPoints = device.inverted {
                var map = ProjectiveMap(toPoints.then(effects.transform ?? .identity))
                if let projection = effects.projection { map = map.then(projection) }
                (layer.pixmap, box) = LayerResampler.resample(layer.pixmap, box: box, map: map.then(ProjectiveMap(device)))
            }
        }
        composite(layer.pixmap, box: box, opacity: layer.opacity, blendMode: effects.blendMode)
    }

    /// The layer's colours times the mask's alpha; the box where both have pixels.
    private func applyMask(_ mask: Surface, to pixmap: inout Pixmap, box: PixelBox) -> PixelBox {
        let kept = box.intersection(mask.dirty)
        for y in box.minY..<box.maxY {
            for x in box.minX..<box.maxX {
                let i = y * pixelWidth + x
                let inside = x >= kept.minX && x < kept.maxX && y >= kept.minY && y < kept.maxY
                let alpha = inside ? mask.pixmap.pixels[i] >> 24 : 0
                if alpha != 255 { pixmap.pixels[i] = alpha == 0 ? 0 : SourceOver.scale(pixmap.pixels[i], by: alpha) }
            }
        }
        return kept
    }

    /// Blends `pixmap`'s pixels inside `box` onto the current surface with `blendMode`, each
    /// scaled by `opacity` ⊗ the clip's coverage first.
    private func composite(_ pixmap: Pixmap, box: PixelBox, opacity: UInt32, blendMode: LayerBlendMode) {
        let clip = state.clip
        let area = box.intersection(clip.box)
        if area.isEmpty { return }
        let width = pixelWidth
        surfaces[surfaces.count - 1].pixmap.withUnsafeMutablePixels { target in
            for y in area.minY..<area.maxY {
                for x in area.minX..<area.maxX {
                    var v = pixmap.pixels[y * width + x]
                    if v == 0 { continue }
                    var factor = opacity
                    if let mask = clip.mask {
                        factor = SourceOver.scale(factor, by: UInt32(mask[(y - clip.box.minY) * clip.box.width + (x - clip.box.minX)])) & 0xFF
                    }
                    if factor == 0 { continue }
                    if factor != 255 { v = SourceOver.scale(v, by: factor) }
                    target[y * width + x] = blendMode.blend(source: v, onto: target[y * width + x])
                }
            }
        }
        surfaces[surfaces.count - 1].dirty = surfaces[surfaces.count - 1].dirty.union(area)
    }
}
