/// Backdrop blur: what a material (SwiftUI's `.thinMaterial` …) does to the drawing behind it
/// before its tint is painted.
extension Canvas {
    /// Replaces what is already drawn inside `path` (the canvas and the open layers above it,
    /// flattened) with a blurred copy of it (Gaussian, σ = `radius` points, `LayerBlur` in
    /// opaque mode so the canvas edge does not darken), mixed into the current surface by the
    /// path's coverage and the clip: `blurred ⊗ c + below ⊗ (255 − c)`.
    ///
    /// ```swift
    /// canvas.blurBackdrop(in: .roundedRect(card, cornerRadius: 12), radius: 15)
    /// canvas.fill(.roundedRect(card, cornerRadius: 12), .solid(RGBA8(r: 255, g: 255, b: 255, a: 180)))
    /// ```
    public func blurBackdrop(in path: Path, radius: Double, rule: FillRule = .nonZero) {
        let sigma = radius * state.transform.maximumScale
        let contours = PathFlattener.flatten(path, transform: state.transform)
        let box = state.clip.box.intersection(PolygonRasterizer.bounds(of: contours))
        let reach = BoxBlur.reach(sigma: sigma)
        if box.isEmpty || reach == 0 { return }
        let whole = PixelBox(minX: 0, minY: 0, maxX: pixelWidth, maxY: pixelHeight)
        let source = PixelBox(minX: box.minX - reach, minY: box.minY - reach, maxX: box.maxX + reach, maxY: box.maxY + reach)
            .intersection(whole)
        var copy = Pixmap(width: pixelWidth, height: pixelHeight)
        let width = pixelWidth
        // What shows behind: the canvas with every open layer drawn over it as it stands (a
        // material inside a shadow or opacity group still blurs the picture behind the group).
        for (index, surface) in surfaces.enumerated() where !surface.isMask {
            surface.pixmap.pixels.withUnsafeBufferPointer { current in
                copy.withUnsafeMutablePixels { target in
                    for y in source.minY..<source.maxY {
                        let row = y * width
                        if index == 0 {
                            (target + row + source.minX).update(from: current.baseAddress! + row + source.minX, count: source.width)
                            continue
                        }
                        for x in source.minX..<source.maxX where current[row + x] != 0 {
                            target[row + x] = SourceOver.blend(source: current[row + x], over: target[row + x])
                        }
                    }
                }
            }
        }
        _ = LayerBlur.blur(&copy, box: source, sigma: sigma, opaque: true)
        let clip = state.clip
        surfaces[surfaces.count - 1].pixmap.withUnsafeMutablePixels { target in
            PolygonRasterizer.rasterize(contours, rule: rule, box: box, scratch: coverageScratch) { y, spans, count in
                for i in 0..<count {
                    let span = spans[i]
                    for x in Int(span.x)..<Int(span.x + span.length) {
                        var c = UInt32(span.coverage)
                        if let mask = clip.mask {
                            c = SourceOver.scale(c, by: UInt32(mask[(y - clip.box.minY) * clip.box.width + (x - clip.box.minX)])) & 0xFF
                        }
                        let blurred = copy.pixels[y * width + x]
                        let below = target[y * width + x]
                        target[y * width + x] = c == 255 ? blurred : SourceOver.scale(blurred, by: c) &+ SourceOver.scale(below, by: 255 - c)
                    }
                }
            }
        }
        surfaces[surfaces.count - 1].dirty = surfaces[surfaces.count - 1].dirty.union(box)
    }
}
