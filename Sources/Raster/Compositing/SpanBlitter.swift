import CPrefetch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A paint ready to composite: a packed premultiplied colour (opacity applied) or a gradient.
enum ResolvedPaint {
    case solid(UInt32)
    case gradient(GradientTable)
    case shading(ShadingTable)

    init(_ paint: Paint, transform: Transform) {
        switch paint.shader {
        case .solid(let colour):
            self = .solid(SourceOver.scale(SourceOver.pack(colour.premultiplied), by: paint.opacityByte))
        case .linearGradient(let gradient):
            self = .gradient(GradientTable(gradient, transform: transform, opacity: paint.opacityByte))
        case .radialGradient(let shading):
            self = .shading(ShadingTable(shading, transform: transform, opacity: paint.opacityByte))
        case .conicGradient(let shading):
            self = .shading(ShadingTable(shading, transform: transform, opacity: paint.opacityByte))
        }
    }
}

/// Composites coverage spans of one paint onto pixels, source-over, through a clip.
///
/// Runs of full coverage in an opaque colour are one `memcpy` each from `solidRow` (a row of
/// that colour), so large interiors cost little even in debug builds; everything else is one
/// tight loop per span over an `UnsafeMutablePointer<UInt32>` with wrapping arithmetic.
struct SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let paint: ResolvedPaint
    /// As many pixels of the solid paint's colour as the longest span, when it is opaque, else nil.
    let solidRow: UnsafePointer<UInt32>?
    let clipBox: PixelBox
    /// The clip's coverage bytes for `clipBox`, or nil when the clip is a plain box.
    let clipMask: UnsafePointer<UInt8>?
    /// The row below the last one the drawing covers (at most `clipBox.maxY`): `prefetchAhead`
    /// asks for no row from there on, which the drawing would never touch.
    let rowsEnd: Int

    /// Composites the spans of row `y`; spans must lie inside `clipBox`.
    func blitRow(_ y: Int, _ spans: UnsafeMutablePointer<CoverageSpan>, _ count: Int) {
        let row = pixels + y &* width
        prefetchAhead(y, Int(spans[0].x), Int(spans[count &- 1].x) &+ Int(spans[count &- 1].length))
        let maskRow = clipMask.map { $0 + ((y &- clipBox.minY) &* clipBox.width &- clipBox.minX) }
        var i = 0
        var x = 0, length = 0
        if let solidRow, maskRow == nil, case .solid(let colour) = paint {
            // Spans of one draw never overlap, so their order is free: the fully covered runs are
            // copied first, which brings the row into the cache before the edge pixels, whose
            // blends must read it.
            while i < count {
                if spans[i].coverage == 255 {
                    x = Int(spans[i].x)
                    length = Int(spans[i].length)
                    if length >= 32 { memcpy(row + x, solidRow, length &* 4) } else { SpanBlitter.fill(row + x, length, colour) }
                }
                i &+= 1
            }
            i = 0
            while i < count {
                if spans[i].coverage != 255 {
                    SpanBlitter.edge(row + Int(spans[i].x), Int(spans[i].length), colour, UInt32(spans[i].coverage))
                }
                i &+= 1
            }
            return
        }
        if maskRow == nil, case .solid(let colour) = paint {
            // A translucent colour without a clip mask: the loop below with its paint switch and
            // mask test taken out.
            while i < count {
                x = Int(spans[i].x)
                length = Int(spans[i].length)
                if spans[i].coverage == 255 {
                    SpanBlitter.solid(row + x, length, colour, 255)
                } else {
                    SpanBlitter.edge(row + x, length, colour, UInt32(spans[i].coverage))
                }
                i &+= 1
            }
            return
        }
        while i < count {
            x = Int(spans[i].x)
            length = Int(spans[i].length)
            switch paint {
            case .solid(let colour):
                if let maskRow {
                    SpanBlitter.solidMasked(row + x, maskRow + x, length, colour, UInt32(spans[i].coverage))
                } else if spans[i].coverage == 255 {
                    SpanBlitter.solid(row + x, length, colour, 255)
                } else {
                    SpanBlitter.edge(row + x, length, colour, UInt32(spans[i].coverage))
                }
            case .gradient(let table):
                gradient(row, x, y, length, table, UInt32(spans[i].coverage), maskRow)
            case .shading(let table):
                shading(row, x, y, length, table, UInt32(spans[i].coverage), maskRow)
            }
            i &+= 1
        }
    }

    /// Composites the same spans onto rows `y ..< y + rowCount` (a shape's straight sides, where
    /// consecutive rows have the same coverage). An opaque solid colour without a clip mask goes
    /// span by span: the fully covered runs of every row first, then each edge span's scaled
    /// colour is computed once for all the rows. Every pixel gets the bytes `blitRow` gives it
    /// (the spans of one row never overlap, and rows are independent); other paints go row by row.
    func blitRows(_ y: Int, _ rowCount: Int, _ spans: UnsafeMutablePointer<CoverageSpan>, _ count: Int) {
        guard rowCount > 1, let solidRow, clipMask == nil, case .solid(let colour) = paint else {
            var k = 0
            while k < rowCount {
                blitRow(y &+ k, spans, count)
                k &+= 1
            }
            return
        }
        let minX = Int(spans[0].x), maxX = Int(spans[count &- 1].x) &+ Int(spans[count &- 1].length)
        // Variables declared once, for debug builds.
        var k = 0, i = 0, x = 0, length = 0
        while k < rowCount {
            prefetchAhead(y &+ k, minX, maxX)
            k &+= 1
        }
        let first = pixels + y &* width
        var row = first
        while i < count {
            if spans[i].coverage == 255 {
                x = Int(spans[i].x)
                length = Int(spans[i].length)
                row = first + x
                k = 0
                while k < rowCount {
                    if length >= 32 { memcpy(row, solidRow, length &* 4) } else { SpanBlitter.fill(row, length, colour) }
                    row += width
                    k &+= 1
                }
            }
            i &+= 1
        }
        i = 0
        while i < count {
            if spans[i].coverage != 255 {
                SpanBlitter.edge(first + Int(spans[i].x), width, rowCount, Int(spans[i].length), colour, UInt32(spans[i].coverage))
            }
            i &+= 1
        }
    }

    /// How many rows ahead `prefetchAhead` asks for.
    static let prefetchDistance = 6

    /// Asks the cache for the pixels `minX..<maxX` of the row `prefetchDistance` below `y`, which
    /// a shape usually covers next: each draw's rows are otherwise first read from memory one at a
    /// time, and that wait, not the blending, was most of the compositing time.
    ///
    /// Debug builds skip the hints (here and in `prefetchTop`): their code is slow enough for
    /// memory to keep up, and each hint is a function call there.
    @inline(__always)
    func prefetchAhead(_ y: Int, _ minX: Int, _ maxX: Int) {
        #if !DEBUG
        let ahead = y &+ SpanBlitter.prefetchDistance
        if ahead >= rowsEnd { return }
        let row = pixels + ahead &* width
        var x = minX
        while x < maxX {
            pp_prefetch_for_write(row + x)
            x &+= 16
        }
        pp_prefetch_for_write(row + (maxX &- 1))
        #endif
    }

    /// Asks the cache for the first `prefetchDistance` rows of `box`, before the coverage of a
    /// shape in that box is computed; `prefetchAhead` keeps up from there.
    func prefetchTop(of box: PixelBox) {
        #if !DEBUG
        var y = box.minY
        let end = min(box.maxY, box.minY &+ SpanBlitter.prefetchDistance)
        var row = pixels
        var x = 0
        while y < end {
            row = pixels + y &* width
            x = box.minX
            while x < box.maxX {
                pp_prefetch_for_write(row + x)
                x &+= 16
            }
            pp_prefetch_for_write(row + (box.maxX &- 1))
            y &+= 1
        }
        #endif
    }

    /// `length` pixels of `colour`, each at the coverage in `coverages`: the direct path for
    /// masks whose coverage changes from pixel to pixel (blurred shadows, anti-aliased glyphs).
    ///
    /// The loop has no branches, so release builds vectorize it: coverage 0 scales the source to
    /// 0 and leaves the destination as it is (`d ⊗ 255 = d`), and coverage 255 of an opaque
    /// colour gives the colour (`d ⊗ 0 = 0`), exactly what skipping and storing would give.
    static func solidCoverages(_ target: UnsafeMutablePointer<UInt32>, _ coverages: UnsafePointer<UInt8>, _ length: Int,
                               _ colour: UInt32) {
        // The scale and the blend are written out and variables declared once, for debug builds.
        var i = 0
        var c: UInt32 = 0, s: UInt32 = 0, d: UInt32 = 0, rb: UInt32 = 0, ga: UInt32 = 0, inverse: UInt32 = 0
        let colourRB = colour & 0x00FF_00FF, colourGA = (colour >> 8) & 0x00FF_00FF
        while i < length {
            c = UInt32(coverages[i])
            rb = colourRB &* c &+ 0x0080_0080
            rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            ga = colourGA &* c &+ 0x0080_0080
            ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
            s = rb | ga
            inverse = 255 &- (s >> 24)
            d = target[i]
            rb = (d & 0x00FF_00FF) &* inverse &+ 0x0080_0080
            rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            ga = ((d >> 8) & 0x00FF_00FF) &* inverse &+ 0x0080_0080
            ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
            target[i] = s &+ (rb | ga)
            i &+= 1
        }
    }

    /// `solidCoverages` as each build runs it: release builds take `solidCoverageGroups`, debug
    /// builds (where Swift's SIMD code goes lane by lane) the plain loop; the bytes are the same.
    @inline(__always)
    static func blendCoverages(_ target: UnsafeMutablePointer<UInt32>, _ coverages: UnsafePointer<UInt8>, _ length: Int,
                               _ colour: UInt32) {
        #if DEBUG
        solidCoverages(target, coverages, length, colour)
        #else
        solidCoverageGroups(target, coverages, length, colour)
        #endif
    }

    /// Release builds' `solidCoverages` for glyphs, whose coverage is mostly 0 or 255 with
    /// anti-aliased edges (compiled in debug too, so tests can check it there). Four coverage
    /// bytes at a time, read as one word: all 0 leaves the four pixels alone, all 255 of an
    /// opaque colour stores the colour (what the blend gives then, see `solidCoverages`), and any
    /// other four go through `blendCoverageVector`, the plain loop's arithmetic in 16-bit lanes.
    /// The last `length % 4` pixels go through it too, as the last four with the others' coverage
    /// taken as 0; rows shorter than four take the plain loop.
    static func solidCoverageGroups(_ target: UnsafeMutablePointer<UInt32>, _ coverages: UnsafePointer<UInt8>, _ length: Int,
                                    _ colour: UInt32) {
        let raw = UnsafeRawPointer(coverages), out = UnsafeMutableRawPointer(target)
        let full: UInt32 = colour >> 24 == 255 ? 0xFFFF_FFFF : 0
        let colourLanes = unsafeBitCast(SIMD4<UInt32>(repeating: colour), to: SIMD8<UInt16>.self)
        let colours = SIMD4<UInt32>(repeating: colour)
        var i = 0
        var word: UInt32 = 0
        while i &+ 4 <= length {
            word = raw.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            if word == 0 {
                // Nothing to draw.
            } else if word == full {
                out.storeBytes(of: colours, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            } else {
                blendCoverageVector(out + i &* 4, word, colourLanes)
            }
            i &+= 4
        }
        if i == length { return }
        if length < 4 { return solidCoverages(target, coverages, length, colour) }
        // The last one to three pixels as the last four, the ones already done at coverage 0,
        // which leaves them as they are.
        word = raw.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self) & (UInt32.max &<< UInt32(truncatingIfNeeded: 8 &* (4 &- (length &- i))))
        if word != 0 { blendCoverageVector(out + (length &- 4) &* 4, word, colourLanes) }
    }

    /// Four pixels at `pixels` under the colour (`colourLanes`: it in both halves of every
    /// lane pair) at the four coverage bytes of `word` (the first pixel's in the low byte):
    /// the source is the colour scaled by each pixel's coverage, and the pixel becomes
    /// `source + pixel ⊗ (255 − source alpha)`, each scale `SourceOver.scaleLanes` (the scalar
    /// arithmetic in 16-bit lanes, which x86-64's baseline SSE2 multiplies), so the same bytes
    /// as `solidCoverages`.
    @inline(__always)
    static func blendCoverageVector(_ pixels: UnsafeMutableRawPointer, _ word: UInt32, _ colourLanes: SIMD8<UInt16>) {
        let bytes = unsafeBitCast(word, to: SIMD4<UInt8>.self)
        let coverage = SIMD4<UInt32>(truncatingIfNeeded: bytes)
        let coverageLanes = unsafeBitCast(coverage | (coverage &<< 16), to: SIMD8<UInt16>.self)
        let source = unsafeBitCast(SourceOver.scaleLanes(colourLanes, by: coverageLanes), to: SIMD4<UInt32>.self)
        let inverse = SIMD4<UInt32>(repeating: 255) &- (source &>> 24)
        let inverseLanes = unsafeBitCast(inverse | (inverse &<< 16), to: SIMD8<UInt16>.self)
        let destination = pixels.loadUnaligned(as: SIMD8<UInt16>.self)
        let scaled = unsafeBitCast(SourceOver.scaleLanes(destination, by: inverseLanes), to: SIMD4<UInt32>.self)
        pixels.storeBytes(of: source &+ scaled, as: SIMD4<UInt32>.self)
    }

    /// `solidCoverages` for rows with long runs of one coverage (a blurred shadow's interior and
    /// its empty corners): every run of at least 32 equal bytes goes through `solid` (nothing for
    /// coverage 0, one vector blend per four pixels otherwise), the bytes between runs through
    /// `solidCoverageGroups`. Both give each pixel the bytes `solidCoverages` gives it, so the result is
    /// the same. Runs are found 16 coverage bytes at a time; debug builds, where Swift's SIMD code
    /// goes lane by lane, keep the plain loop.
    @inline(__always)
    static func solidCoverageRuns(_ target: UnsafeMutablePointer<UInt32>, _ coverages: UnsafePointer<UInt8>, _ length: Int,
                                  _ colour: UInt32) {
        #if DEBUG
        solidCoverages(target, coverages, length, colour)
        #else
        solidCoverageRunsFound(target, coverages, length, colour)
        #endif
    }

    /// Release builds' `solidCoverageRuns` (compiled in debug too, so tests can check it there).
    static func solidCoverageRunsFound(_ target: UnsafeMutablePointer<UInt32>, _ coverages: UnsafePointer<UInt8>, _ length: Int,
                                       _ colour: UInt32) {
        let raw = UnsafeRawPointer(coverages)
        var pending = 0, i = 0, j = 0
        var c: UInt8 = 0
        while i < length {
            c = coverages[i]
            j = i &+ 1
            // Byte by byte up to 32 (varying stretches cost one comparison per byte), then
            // 16 bytes at a time.
            while j < length && j &- i < 32 && coverages[j] == c { j &+= 1 }
            if j &- i >= 32 {
                let lanes = SIMD16<UInt8>(repeating: c)
                while j &+ 16 <= length && raw.loadUnaligned(fromByteOffset: j, as: SIMD16<UInt8>.self) == lanes { j &+= 16 }
                while j < length && coverages[j] == c { j &+= 1 }
                if i > pending { solidCoverageGroups(target + pending, coverages + pending, i &- pending, colour) }
                solid(target + i, j &- i, colour, UInt32(c))
                pending = j
            }
            i = j
        }
        if length > pending { solidCoverageGroups(target + pending, coverages + pending, length &- pending, colour) }
    }

    /// `length` pixels of `colour` at coverage `coverage`.
    @inline(__always)
    static func solid(_ target: UnsafeMutablePointer<UInt32>, _ length: Int, _ colour: UInt32, _ coverage: UInt32) {
        let source = coverage == 255 ? colour : SourceOver.scale(colour, by: coverage)
        let alpha = source >> 24
        if alpha == 255 { return fill(target, length, source) }
        if source == 0 { return }
        let inverse = 255 &- alpha
        var done = 0
        #if !DEBUG
        done = SpanBlitter.blendVectors(target, length, source, inverse)
        #endif
        blendRun(target + done, length &- done, source, inverse)
    }

    /// `source` (premultiplied, `inverse` = 255 − its alpha) over `length` pixels at `target`:
    /// `SourceOver.blend` written out, since debug builds do not inline it and this loop is where
    /// translucent interiors and anti-aliased edges spend their time.
    @inline(__always)
    static func blendRun(_ target: UnsafeMutablePointer<UInt32>, _ length: Int, _ source: UInt32, _ inverse: UInt32) {
        var i = 0
        var d: UInt32 = 0, rb: UInt32 = 0, ga: UInt32 = 0
        while i < length {
            d = target[i]
            rb = (d & 0x00FF_00FF) &* inverse &+ 0x0080_0080
            rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            ga = ((d >> 8) & 0x00FF_00FF) &* inverse &+ 0x0080_0080
            ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
            target[i] = source &+ (rb | ga)
            i &+= 1
        }
    }

    /// `source` over the first `length / 4 × 4` pixels of `target`, four at a time, returning how
    /// many it did: the 16 bytes of four pixels scaled by `inverse` as eight 16-bit lanes
    /// (`SourceOver.scaleLanes`, the scalar loop's arithmetic, so the same bytes), then `source`
    /// added per pixel as a 32-bit sum. x86-64's baseline SSE2 multiplies 16-bit lanes but not
    /// 32-bit ones, so the compiler's own vectorization of the scalar loop emulates its 32-bit
    /// products (33 instructions per four pixels; this takes 24). Release builds only: debug
    /// builds run Swift's generic SIMD code lane by lane.
    @inline(__always)
    static func blendVectors(_ target: UnsafeMutablePointer<UInt32>, _ length: Int, _ source: UInt32,
                             _ inverse: UInt32) -> Int {
        let raw = UnsafeMutableRawPointer(target)
        let factor = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: inverse))
        let sourceLanes = SIMD4<UInt32>(repeating: source)
        var i = 0
        while i &+ 4 <= length {
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self)
            let scaled = unsafeBitCast(SourceOver.scaleLanes(d, by: factor), to: SIMD4<UInt32>.self)
            raw.storeBytes(of: scaled &+ sourceLanes, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            i &+= 4
        }
        return i
    }

    /// `length` pixels (an anti-aliased edge: usually one or two) of `colour` at `coverage`,
    /// without `solid`'s branches and set-up: coverage 0 leaves each pixel as it is
    /// (`d ⊗ 255 = d`) and an opaque result replaces it (`d ⊗ 0 = 0`), so the plain blend gives
    /// exactly what `solid` gives.
    @inline(__always)
    static func edge(_ target: UnsafeMutablePointer<UInt32>, _ length: Int, _ colour: UInt32, _ coverage: UInt32) {
        let source = SourceOver.scale(colour, by: coverage)
        blendRun(target, length, source, 255 &- (source >> 24))
    }

    /// `edge` on `rowCount` rows `stride` pixels apart, the scaled colour computed once (the same
    /// arithmetic, so the same bytes).
    @inline(__always)
    static func edge(_ target: UnsafeMutablePointer<UInt32>, _ stride: Int, _ rowCount: Int, _ length: Int,
                     _ colour: UInt32, _ coverage: UInt32) {
        let source = SourceOver.scale(colour, by: coverage)
        let inverse = 255 &- (source >> 24)
        var row = target
        var k = 0
        while k < rowCount {
            blendRun(row, length, source, inverse)
            row += stride
            k &+= 1
        }
    }

    /// `length` pixels of `colour` at coverage `coverage` times the clip's coverage.
    static func solidMasked(_ target: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ length: Int,
                            _ colour: UInt32, _ coverage: UInt32) {
        let source = coverage == 255 ? colour : SourceOver.scale(colour, by: coverage)
        if source == 0 { return }
        let opaque = source >> 24 == 255
        // The blend is written out and variables declared once, for debug builds.
        var i = 0
        var m: UInt32 = 0, s: UInt32 = 0, d: UInt32 = 0, rb: UInt32 = 0, ga: UInt32 = 0, inverse: UInt32 = 0
        while i < length {
            m = UInt32(mask[i])
            if m == 255 && opaque {
                target[i] = source
            } else if m != 0 {
                s = m == 255 ? source : SourceOver.scale(source, by: m)
                inverse = 255 &- (s >> 24)
                d = target[i]
                rb = (d & 0x00FF_00FF) &* inverse &+ 0x0080_0080
                rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                ga = ((d >> 8) & 0x00FF_00FF) &* inverse &+ 0x0080_0080
                ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
                target[i] = s &+ (rb | ga)
            }
            i &+= 1
        }
    }

    private func gradient(_ row: UnsafeMutablePointer<UInt32>, _ x: Int, _ y: Int, _ length: Int, _ table: GradientTable,
                          _ coverage: UInt32, _ maskRow: UnsafePointer<UInt8>?) {
        table.colors.withUnsafeBufferPointer { colours in
            let lut = colours.baseAddress!
            var t = table.parameter(x: x, y: y)
            let step = table.stepX
            var i = 0
            while i < length {
                var source = lut[GradientTable.index(t)]
                var m = coverage
                if let maskRow { m = SourceOver.scale(m, by: UInt32(maskRow[x &+ i])) & 0xFF }
                if m != 255 { source = SourceOver.scale(source, by: m) }
                let p = row + (x &+ i)
                p.pointee = SourceOver.blend(source: source, over: p.pointee)
                t &+= step
                i &+= 1
            }
        }
    }

    private func shading(_ row: UnsafeMutablePointer<UInt32>, _ x: Int, _ y: Int, _ length: Int, _ table: ShadingTable,
                         _ coverage: UInt32, _ maskRow: UnsafePointer<UInt8>?) {
        var i = 0
        while i < length {
            var source = table.colors[table.index(x: x &+ i, y: y)]
            var m = coverage
            if let maskRow { m = SourceOver.scale(m, by: UInt32(maskRow[x &+ i])) & 0xFF }
            if m != 255 { source = SourceOver.scale(source, by: m) }
            let p = row + (x &+ i)
            p.pointee = SourceOver.blend(source: source, over: p.pointee)
            i &+= 1
        }
    }

    /// Sets `length` pixels to `value`: stores for short runs, then copies that double each time.
    @inline(__always)
    static func fill(_ target: UnsafeMutablePointer<UInt32>, _ length: Int, _ value: UInt32) {
        if length <= 32 {
            var i = 0
            while i < length { target[i] = value; i &+= 1 }
            return
        }
        var i = 0
        while i < 8 { target[i] = value; i &+= 1 }
        var filled = 8
        while filled < length {
            let chunk = min(filled, length - filled)
            memcpy(target + filled, target, chunk * 4)
            filled += chunk
        }
    }
}
