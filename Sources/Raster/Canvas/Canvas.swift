import CPrefetch

/// A drawing surface in points at a display scale: shapes, paths, strokes, glyph masks,
/// clips, opacity layers and shadows, composited premultiplied and bit-identically.
///
/// Pixel size is points × scale. The current transform maps points to device pixels; it starts
/// as the display scale and `translateBy`/`scaleBy` change it. `save()`/`restore()` keep and
/// bring back the transform and the clip.
///
/// ```swift
/// let canvas = Canvas(size: Size(width: 120, height: 44), scale: .x2, background: .white)
/// canvas.fill(.roundedRect(Rect(x: 8, y: 4, width: 104, height: 36), cornerRadius: 10),
///             .solid(RGBA8(hex: "#2F6BFF")!))
/// let image = canvas.makeBitmap()   // 240 × 88 pixels, straight alpha
/// ```
public final class Canvas {
    /// The size in points.
    public let size: Size
    public let scale: DisplayScale
    public let pixelWidth: Int
    public let pixelHeight: Int

    struct State {
        var transform: Transform
        var clip: ClipRegion
    }

    /// A surface being drawn on: the canvas itself, or an open layer above it.
    struct Surface {
        var pixmap: Pixmap
        var opacity: UInt32
        var shadow: Shadow?
        /// The pixels drawn so far, so closing a layer composites only those.
        var dirty: PixelBox
        /// Mask, colour, blur, transform and blend mode applied when the layer closes.
        var effects: LayerEffects? = nil
        /// The clip in effect when an effects layer began, to composite it through.
        var savedClip: ClipRegion? = nil
        /// An alpha mask being drawn for the effects layer below it (`beginMask()`).
        var isMask = false
    }

    var state: State
    private var savedStates: [State] = []
    /// The surfaces, with every deferred draw composited first: everything that reads or writes
    /// pixels other than `draw` goes through here, so no one sees a canvas with draws pending.
    var surfaces: [Surface] {
        _read {
            if deferred?.isEmpty == false { flush() }
            yield storedSurfaces
        }
        _modify {
            if deferred?.isEmpty == false { flush() }
            yield &storedSurfaces
        }
    }
    private var storedSurfaces: [Surface]
    /// Filled shapes' coverage rows not yet composited, on canvases large enough for that to pay
    /// (`defersDraws`); nil on smaller ones, which are drawn at once.
    private let deferred: DeferredSpans?
    /// Canvases of at least this many pixels composite their fills band by band
    /// (`DeferredSpans`): about 1 MB of pixels, half a core's L2, below which the whole canvas
    /// stays in the cache anyway. Tests lower it to draw small canvases both ways.
    nonisolated(unsafe) static var deferringPixelCount = 1 << 18
    /// The last opaque colour drawn, repeated, for bulk copies (`SpanBlitter.solidRow`): room for
    /// a canvas-wide row, whose first `solidRowCount` pixels are `solidRowColour`. Filled only as
    /// wide as the shapes drawn in it, and only when the colour changes, so a scene cycling
    /// through colours does not rewrite a whole row per shape.
    private var solidRowPixels: UnsafeMutablePointer<UInt32>?
    private var solidRowColour: UInt32 = 0
    private var solidRowCount = 0
    /// The rasterizer's working memory, reused from one shape to the next.
    let coverageScratch = CoverageScratch()

    /// A transparent (or `background`-filled) canvas of `size` points at `scale`.
    public init(size: Size, scale: DisplayScale, background: RGBA8 = .clear) {
        self.size = size
        self.scale = scale
        pixelWidth = max(0, saturatingInt(scale.pixels(forPoints: size.width)))
        pixelHeight = max(0, saturatingInt(scale.pixels(forPoints: size.height)))
        let factor = Double(scale.factor)
        let whole = PixelBox(minX: 0, minY: 0, maxX: pixelWidth, maxY: pixelHeight)
        state = State(transform: Transform(scaleX: factor, y: factor), clip: ClipRegion(box: whole))
        storedSurfaces = [Surface(pixmap: Pixmap(width: pixelWidth, height: pixelHeight, fill: background),
                                  opacity: 255, shadow: nil, dirty: .empty)]
        deferred = pixelWidth * pixelHeight >= Canvas.deferringPixelCount ? DeferredSpans(height: pixelHeight) : nil
    }

    /// Points to device pixels, as things are drawn now.
    public var transform: Transform { state.transform }

    /// The canvas's pixels so far (premultiplied), without layers still open.
    public var pixmap: Pixmap { surfaces[0].pixmap }

    /// The picture in straight alpha (`Pixmap.makeBitmap`). Closes no layers: call after the
    /// last `endLayer()`.
    public func makeBitmap() -> Bitmap { surfaces[0].pixmap.makeBitmap() }

    /// Remembers the transform and the clip until the matching `restore()`.
    public func save() { savedStates.append(state) }

    /// Brings back the transform and clip of the matching `save()`; does nothing without one.
    public func restore() {
        if let last = savedStates.popLast() { state = last }
    }

    /// Moves the origin by (`x`, `y`) points in the current coordinates.
    public func translateBy(x: Double, y: Double) { state.transform = state.transform.translatedBy(x: x, y: y) }

    /// Scales the current coordinates by (`x`, `y`).
    public func scaleBy(x: Double, y: Double) { state.transform = state.transform.scaledBy(x: x, y: y) }

    /// Composites `contours` (device pixels) with `paint` through the clip onto the current surface.
    func draw(_ contours: [Polyline], rule: FillRule, paint: Paint) {
        let box = state.clip.box.intersection(PolygonRasterizer.bounds(of: contours))
        if box.isEmpty { return }
        let resolved = ResolvedPaint(paint, transform: state.transform)
        let top = storedSurfaces.count - 1
        if let deferred, state.clip.mask == nil {
            if deferred.surface != top && !deferred.isEmpty { flush() }
            if deferred.byteCount > DeferredSpans.limit { flush() }
            deferred.surface = top
            deferred.begin(resolved, spanWidth: box.width)
            PolygonRasterizer.rasterize(contours, rule: rule, box: box, scratch: coverageScratch) { y, spans, count in
                deferred.record(y, spans, count)
            }
        } else {
            withBlitter(resolved, spanWidth: box.width) { blitter in
                blitter.prefetchTop(of: box)
                PolygonRasterizer.rasterize(contours, rule: rule, box: box, scratch: coverageScratch) { y, spans, count in
                    blitter.blitRow(y, spans, count)
                }
            }
        }
        storedSurfaces[top].dirty = storedSurfaces[top].dirty.union(box)
    }

    /// Composites the deferred draws (`DeferredSpans`) band by band, each band's shapes in the
    /// order they were drawn.
    func flush() {
        guard let deferred, let surface = deferred.surface, !deferred.isEmpty else { return }
        let width = pixelWidth, height = pixelHeight
        let whole = PixelBox(minX: 0, minY: 0, maxX: width, maxY: height)
        let culler = deferred.culler
        let opaque = deferred.paints.map { entry -> Bool in
            if case .solid(let colour) = entry.paint { return colour >> 24 == 255 }
            return false
        }
        opaque.withUnsafeBufferPointer { opaque in
            deferred.paints.withUnsafeBufferPointer { paints in
                storedSurfaces[surface].pixmap.withUnsafeMutablePixels { pixels in
                    deferred.drain { minY, words, count in
                        // The culled records, read from the end: draw order.
                        var i = culler.cull(words, count, minY: minY, opaque: opaque.baseAddress!)
                        let records = culler.output
                        while i > 0 {
                            // A paint record, then (back to front) that shape's rows.
                            let (paint, spanWidth) = paints[Int(records[i &- 2])]
                            let blitter = SpanBlitter(pixels: pixels, width: width, paint: paint,
                                                      solidRow: solidRow(for: paint, spanWidth: spanWidth), clipBox: whole,
                                                      clipMask: nil, prefetches: false)
                            i = Canvas.replayCulled(records, before: i &- 2, blitter)
                        }
                    }
                }
            }
        }
        deferred.reset()
    }

    /// Blits the culled row records that end before `end`, back to the next paint record, and
    /// returns where that paint record ends.
    private static func replayCulled(_ records: UnsafeMutablePointer<Int32>, before end: Int, _ blitter: SpanBlitter) -> Int {
        var i = end
        var n = 0
        while i > 0 {
            n = Int(records[i &- 1])
            if n < 0 { break }
            i &-= 2 &+ 3 &* n
            blitter.blitRow(Int(records[i &+ 3 &* n]), UnsafeMutableRawPointer(records + i).assumingMemoryBound(to: CoverageSpan.self), n)
        }
        return i
    }

    /// Makes `solidRow` hold at least `spanWidth` pixels of `paint`'s colour when it is an
    /// opaque solid and returns its start, else nil. Valid until the next call.
    private func solidRow(for paint: ResolvedPaint, spanWidth: Int) -> UnsafePointer<UInt32>? {
        guard case .solid(let colour) = paint, colour >> 24 == 255 else { return nil }
        let width = pixelWidth
        let needed = min(max(spanWidth, 0), width)
        let row: UnsafeMutablePointer<UInt32>
        if let solidRowPixels { row = solidRowPixels } else {
            row = .allocate(capacity: max(width, 1))
            solidRowPixels = row
            solidRowCount = 0
        }
        if solidRowColour != colour { solidRowColour = colour; solidRowCount = 0 }
        if solidRowCount < needed {
            (row + solidRowCount).initialize(repeating: colour, count: needed - solidRowCount)
            solidRowCount = needed
        }
        return UnsafePointer(row)
    }

    deinit { solidRowPixels?.deallocate() }

    /// Runs `body` with a blitter onto the current surface through the current clip; its spans
    /// are at most `spanWidth` pixels long.
    func withBlitter(_ paint: ResolvedPaint, spanWidth: Int, _ body: (SpanBlitter) -> Void) {
        // Deferred draws first: replaying them refills the solid row.
        flush()
        let clip = state.clip
        let width = pixelWidth
        let solid = solidRow(for: paint, spanWidth: spanWidth)
        surfaces[surfaces.count - 1].pixmap.withUnsafeMutablePixels { pixels in
            if let mask = clip.mask {
                mask.withUnsafeBufferPointer { maskBytes in
                    body(SpanBlitter(pixels: pixels, width: width, paint: paint, solidRow: solid, clipBox: clip.box,
                                     clipMask: maskBytes.baseAddress))
                }
            } else {
                body(SpanBlitter(pixels: pixels, width: width, paint: paint, solidRow: solid, clipBox: clip.box, clipMask: nil))
            }
        }
    }
}
