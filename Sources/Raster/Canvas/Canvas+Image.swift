/// Drawing images: a premultiplied pixmap resampled into a rectangle.
extension Canvas {
    /// Draws `region` of `image` (all of it when `nil`) stretched into `rect` (points, current
    /// transform), resampled with `interpolation`, times `opacity`, through the clip,
    /// source-over. Edge pixels the rectangle only partly covers get that fraction of the
    /// colour, so an image on a fractional position has soft edges like any filled rectangle.
    ///
    /// ```swift
    /// let icon = Pixmap(try PNGCodec.read(contentsOf: url))
    /// canvas.draw(icon, in: Rect(x: 8, y: 8, width: 32, height: 32), interpolation: .high)
    /// ```
    public func draw(_ image: Pixmap, region: ImageSourceRegion? = nil, in rect: Rect,
                     interpolation: ImageInterpolation = .high, opacity: Double = 1) {
        guard let (box, pixels) = resampled(image, region: region, in: rect, interpolation: interpolation) else { return }
        let alpha = Paint.byte(forUnit: opacity)
        if alpha == 0 { return }
        let clip = state.clip
        let width = pixelWidth
        let boxWidth = box.width
        // Written with pointers and variables declared once, for debug builds.
        pixels.withUnsafeBufferPointer { sourceBuffer in
            (clip.mask ?? []).withUnsafeBufferPointer { maskBuffer in
                surfaces[surfaces.count - 1].pixmap.withUnsafeMutablePixels { target in
                    let source = sourceBuffer.baseAddress!
                    let mask = clip.mask == nil ? nil : maskBuffer.baseAddress
                    var y = box.minY, x = 0, s: UInt32 = 0, m: UInt32 = 0
                    while y < box.maxY {
                        let row = target + y * width
                        let sourceRow = source + (y - box.minY) * boxWidth - box.minX
                        let maskRow = mask.map { $0 + (y - clip.box.minY) * clip.box.width - clip.box.minX }
                        x = box.minX
                        while x < box.maxX {
                            s = sourceRow[x]
                            if alpha != 255 { s = SourceOver.scale(s, by: alpha) }
                            if let maskRow {
                                m = UInt32(maskRow[x])
                                if m != 255 { s = SourceOver.scale(s, by: m) }
                            }
                            if s >> 24 == 255 {
                                row[x] = s
                            } else if s != 0 {
                                row[x] = SourceOver.blend(source: s, over: row[x])
                            }
                            x += 1
                        }
                        y += 1
                    }
                }
            }
        }
        surfaces[surfaces.count - 1].dirty = surfaces[surfaces.count - 1].dirty.union(box)
    }

    /// Paints `paint` through the alpha of `region` of `image` resampled into `rect`: a template
    /// image (its shape, in the foreground colour).
    public func drawTemplate(_ image: Pixmap, region: ImageSourceRegion? = nil, in rect: Rect,
                             interpolation: ImageInterpolation = .high, paint: Paint) {
        guard let (box, pixels) = resampled(image, region: region, in: rect, interpolation: interpolation),
              let mask = CoverageMask(width: box.width, height: box.height, values: pixels.map { UInt8(truncatingIfNeeded: $0 >> 24) })
        else { return }
        drawMask(mask, atPixelX: box.minX, y: box.minY, paint: paint)
    }

    /// The device pixels `rect` touches inside the clip, resampled; nil when nothing shows.
    private func resampled(_ image: Pixmap, region: ImageSourceRegion?, in rect: Rect,
                           interpolation: ImageInterpolation) -> (PixelBox, [UInt32])? {
        let whole = ImageSourceRegion(x: 0, y: 0, width: image.width, height: image.height)
        var source = region ?? whole
        // A region is kept inside the image.
        source.x = max(0, min(image.width, source.x))
        source.y = max(0, min(image.height, source.y))
        source.width = max(0, min(image.width - source.x, source.width))
        source.height = max(0, min(image.height - source.y, source.height))
        guard source.width > 0, source.height > 0, rect.width > 0, rect.height > 0 else { return nil }
        let device = state.transform.apply(rect)
        let x0 = FixedPoint.from(device.minX), x1 = FixedPoint.from(device.maxX)
        let y0 = FixedPoint.from(device.minY), y1 = FixedPoint.from(device.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        let one = FixedPoint.one
        let bounds = PixelBox(minX: x0 >> FixedPoint.shift, minY: y0 >> FixedPoint.shift,
                              maxX: (x1 + one - 1) >> FixedPoint.shift, maxY: (y1 + one - 1) >> FixedPoint.shift)
        let box = state.clip.box.intersection(bounds)
        if box.isEmpty { return nil }
        let pixels = ImageResampler.resample(image, region: source, x0: x0, y0: y0, x1: x1, y1: y1, box: box, interpolation: interpolation)
        return (box, pixels)
    }
}
