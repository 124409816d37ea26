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
    var surfaces: [Surface]
    /// The last opaque colour drawn, repeated, for bulk copies (`SpanBlitter.solidRow`): its
    /// first `solidRowCount` pixels are `solidRowColour`. Filled only as wide as the shapes
    /// drawn in it, and only when the colour changes, so a scene cycling through colours does
    /// not rewrite a whole row per shape.
    private var solidRow: [UInt32] = []
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
        surfaces = [Surface(pixmap: Pixmap(width: pixelWidth, height: pixelHeight, fill: background),
                            opacity: 255, shadow: nil, dirty: .empty)]
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
        withBlitter(resolved, box: box) { blitter in
            blitter.prefetchTop(of: box)
            PolygonRasterizer.rasterize(contours, rule: rule, box: box, scratch: coverageScratch) { y, rowCount, spans, count in
                if rowCount == 1 { blitter.blitRow(y, spans, count) } else { blitter.blitRows(y, rowCount, spans, count) }
            }
        }
        surfaces[surfaces.count - 1].dirty = surfaces[surfaces.count - 1].dirty.union(box)
    }

    /// Runs `body` with a blitter onto the current surface through the current clip, for a
    /// drawing inside `box` (within the clip's box): its spans are at most `box.width` pixels
    /// long, and the blitter asks the cache for no row below `box`.
    func withBlitter(_ paint: ResolvedPaint, box: PixelBox, _ body: (SpanBlitter) -> Void) {
        let spanWidth = box.width
        let clip = state.clip
        let width = pixelWidth
        var opaque = false
        if case .solid(let colour) = paint, colour >> 24 == 255 {
            opaque = true
            let needed = min(max(spanWidth, 0), width)
            if solidRow.count != width { solidRow = [UInt32](repeating: 0, count: width); solidRowCount = 0 }
            if solidRowColour != colour { solidRowColour = colour; solidRowCount = 0 }
            if solidRowCount < needed {
                let from = solidRowCount
                solidRow.withUnsafeMutableBufferPointer { row in
                    (row.baseAddress! + from).update(repeating: colour, count: needed - from)
                }
                solidRowCount = needed
            }
        }
        solidRow.withUnsafeBufferPointer { row in
            let solid = opaque ? UnsafePointer(row.baseAddress) : nil
            surfaces[surfaces.count - 1].pixmap.withUnsafeMutablePixels { pixels in
                if let mask = clip.mask {
                    mask.withUnsafeBufferPointer { maskBytes in
                        body(SpanBlitter(pixels: pixels, width: width, paint: paint, solidRow: solid, clipBox: clip.box,
                                         clipMask: maskBytes.baseAddress, rowsEnd: box.maxY))
                    }
                } else {
                    body(SpanBlitter(pixels: pixels, width: width, paint: paint, solidRow: solid, clipBox: clip.box, clipMask: nil,
                                     rowsEnd: box.maxY))
                }
            }
        }
    }
}
