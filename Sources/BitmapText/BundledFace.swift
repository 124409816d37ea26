import Foundation
import Raster
import Synchronization

/// One bundled face (`Resources/Fonts/<name>.ppfont` + `<name>.png`, `<name>-1.png`,
/// `<name>-2.png`, made by `scripts/import-fonts`; format in `Resources/Fonts/README.md`):
/// font-unit metrics, one record per code point, kerning classes, the `tnum` tabular alternates,
/// and the atlas of 8-bit coverage masks rendered at `storedPixelsPerEm`, stored as three bands
/// of rows (ASCII and the tabular figures; common punctuation and symbols; the rest). A band is decoded on
/// the first draw of one of its glyphs, not on the first layout, so a run decodes only the bands
/// it draws from (most draw from the first, 11 % of the atlas rows, and some from the second, 8 %).
///
/// ```swift
/// let face = FontLibrary.shared.face(.interText(weight: 400, italic: false))
/// face.advance(of: 65)       // "A" in font units (2048 per em)
/// ```
final class BundledFace: Sendable {
    struct Glyph: Sendable {
        /// Pen advance in font units.
        var advance: Int
        /// The mask's place in the atlas and size, in stored pixels.
        var atlasX: Int, atlasY: Int, width: Int, height: Int
        /// The mask's left edge right of the pen and its top edge above the baseline, in stored pixels.
        var left: Int, top: Int
    }

    let name: String
    let unitsPerEm: Int
    /// `hhea` ascender (positive, up) and descender (positive, down) and line gap, in font units.
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let capHeight: Int
    let xHeight: Int
    /// The size the masks are stored at, in pixels per em.
    let storedPixelsPerEm: Int
    /// One glyph per stored code point, then the tabular alternates (indices from
    /// `leftClasses.count` on; they are not kerned).
    let glyphs: [Glyph]
    private let index: [UInt32: Int]
    /// The tabular (`tnum`) alternate of a code point: its index in `glyphs`.
    private let tabularIndex: [UInt32: Int]
    private let leftClasses: [UInt16]
    private let rightClasses: [UInt16]
    private let rightClassCount: Int
    private let kerning: [Int16]
    private let atlasWidth: Int
    private let atlasHeight: Int
    /// The band files, top to bottom; `nil` for a face parsed without its atlas.
    private let bandURLs: [URL]?
    /// Each band's first row in the atlas and height (read from the files' headers on the first
    /// draw), and its coverage once decoded.
    private let bands = Mutex<[AtlasBand]?>(nil)
    private let masks = Mutex<[MaskKey: PlacedMask]>([:])

    struct MaskKey: Hashable {
        /// Glyph index, or -1 for the replacement box.
        var glyph: Int
        /// Target size in 1/64 device pixel per em.
        var pixelsPerEm64: Int
        /// Horizontal pen phase in quarter pixels (0…3).
        var phase: Int
    }

    /// Parses a `.ppfont` file. `bandURLs` are the atlas's band PNGs, top to bottom, read on first draw.
    init(name: String, bytes: [UInt8], bandURLs: [URL]?) throws(FontLibrary.LoadError) {
        var reader = ByteReader(bytes: bytes, name: name)
        guard bytes.count >= 8, Array(bytes[0..<8]) == Array("PPFONT1\0".utf8) else {
            throw .malformed(name: name, reason: "not a Pixelproof font file (the first 8 bytes are not PPFONT1)")
        }
        reader.offset = 8
        self.name = name
        unitsPerEm = try reader.u16()
        ascender = try reader.i16()
        descender = -(try reader.i16())
        lineGap = try reader.i16()
        capHeight = try reader.i16()
        xHeight = try reader.i16()
        storedPixelsPerEm = try reader.u16()
        atlasWidth = try reader.u16()
        atlasHeight = try reader.u16()
        let tabularCount = try reader.u16()
        let count = try reader.u32()
        guard unitsPerEm > 0, storedPixelsPerEm > 0, count <= 65_535 else {
            throw .malformed(name: name, reason: "units per em \(unitsPerEm), stored size \(storedPixelsPerEm) px, \(count) glyphs")
        }
        var glyphs: [Glyph] = []
        var index: [UInt32: Int] = [:]
        guard count * 18 <= bytes.count - reader.offset else {
            throw .malformed(name: name, reason: "\(count) glyph records need \(count * 18) bytes, \(bytes.count - reader.offset) follow")
        }
        glyphs.reserveCapacity(count + tabularCount)
        let width = atlasWidth, height = atlasHeight
        func record(_ reader: inout ByteReader, _ kind: String) throws(FontLibrary.LoadError) -> (UInt32, Glyph) {
            let codePoint = UInt32(try reader.u32())
            let glyph = Glyph(advance: try reader.u16(), atlasX: try reader.u16(), atlasY: try reader.u16(), width: try reader.u16(),
                              height: try reader.u16(), left: try reader.i16(), top: try reader.i16())
            guard glyph.atlasX + glyph.width <= width, glyph.atlasY + glyph.height <= height else {
                throw .malformed(name: name, reason: "\(kind) U+\(String(codePoint, radix: 16, uppercase: true)) lies outside the \(width)×\(height) atlas")
            }
            return (codePoint, glyph)
        }
        for position in 0..<count {
            let (codePoint, glyph) = try record(&reader, "glyph")
            glyphs.append(glyph)
            index[codePoint] = position
        }
        let leftCount = try reader.u16(), rightCount = try reader.u16()
        var left: [UInt16] = [], right: [UInt16] = []
        for _ in 0..<count { left.append(UInt16(try reader.u16())) }
        for _ in 0..<count { right.append(UInt16(try reader.u16())) }
        guard left.allSatisfy({ Int($0) < leftCount }), right.allSatisfy({ Int($0) < rightCount }) else {
            throw .malformed(name: name, reason: "a kerning class is out of range (\(leftCount)×\(rightCount) classes)")
        }
        // Checked before reserving: two u16 class counts could otherwise ask for 8 GB.
        guard leftCount * rightCount * 2 <= bytes.count - reader.offset else {
            throw .malformed(name: name, reason: "the \(leftCount)×\(rightCount) kerning table needs \(leftCount * rightCount * 2) bytes, \(bytes.count - reader.offset) follow")
        }
        var kerning: [Int16] = []
        kerning.reserveCapacity(leftCount * rightCount)
        for _ in 0..<(leftCount * rightCount) { kerning.append(Int16(truncatingIfNeeded: try reader.i16())) }
        var tabularIndex: [UInt32: Int] = [:]
        for _ in 0..<tabularCount {
            let (codePoint, glyph) = try record(&reader, "tabular alternate of")
            guard index[codePoint] != nil, tabularIndex[codePoint] == nil else {
                throw .malformed(name: name, reason: "the tabular alternate of U+\(String(codePoint, radix: 16, uppercase: true)) replaces no stored glyph or is listed twice")
            }
            tabularIndex[codePoint] = glyphs.count
            glyphs.append(glyph)
        }
        guard reader.offset == bytes.count else {
            throw .malformed(name: name, reason: "\(bytes.count - reader.offset) bytes follow the tabular alternates")
        }
        self.glyphs = glyphs
        self.index = index
        self.tabularIndex = tabularIndex
        leftClasses = left
        rightClasses = right
        rightClassCount = rightCount
        self.kerning = kerning
        self.bandURLs = bandURLs
    }

    /// The glyph index of a code point, if the face has it.
    func glyphIndex(for scalar: UInt32) -> Int? { index[scalar] }

    /// The glyph index of a code point's tabular (`tnum`) alternate, if the face has one.
    func tabularGlyphIndex(for scalar: UInt32) -> Int? { tabularIndex[scalar] }

    /// Kerning between two glyphs, in font units (negative tightens); 0 next to a tabular
    /// alternate (columns of figures stay aligned).
    func kerning(_ left: Int, _ right: Int) -> Int {
        guard left < leftClasses.count, right < rightClasses.count else { return 0 }
        return Int(kerning[Int(leftClasses[left]) * rightClassCount + Int(rightClasses[right])])
    }

    /// The mask of glyph `glyph` (or the replacement box for -1) for a pen at quarter-pixel
    /// `phase` and a size of `pixelsPerEm64 / 64` device pixels per em, built once and kept.
    func mask(glyph: Int, pixelsPerEm64: Int, phase: Int) -> PlacedMask {
        let key = MaskKey(glyph: glyph, pixelsPerEm64: pixelsPerEm64, phase: phase)
        if let cached = masks.withLock({ $0[key] }) { return cached }
        let placed: PlacedMask
        if glyph < 0 {
            placed = ReplacementBox.mask(pixelsPerEm64: pixelsPerEm64, capHeight: capHeight, unitsPerEm: unitsPerEm, phase: phase)
        } else {
            let record = glyphs[glyph]
            let (pixels, firstRow): ([UInt8], Int)
            do {
                (pixels, firstRow) = try band(holding: record)
            } catch {
                preconditionFailure("\(error)")
            }
            placed = pixels.withUnsafeBufferPointer { pixels in
                GlyphResampler.resample(
                    pixels, stride: atlasWidth, x: record.atlasX, y: record.atlasY - firstRow, width: record.width, height: record.height,
                    left: record.left, top: record.top, storedPixelsPerEm: storedPixelsPerEm, pixelsPerEm64: pixelsPerEm64, phase: phase)
            }
        }
        masks.withLock { $0[key] = placed }
        return placed
    }

    /// Reads the band that holds glyph `glyph`'s mask, as its first draw would (throws naming the
    /// file when a band is missing or broken; `mask` stops the process then).
    func loadBand(holdingGlyph glyph: Int) throws(FontLibrary.LoadError) {
        _ = try band(holding: glyphs[glyph])
    }

    /// The decoded band that holds `record`'s mask and the band's first row in the atlas. A blank
    /// glyph reads nothing.
    private func band(holding record: Glyph) throws(FontLibrary.LoadError) -> (pixels: [UInt8], firstRow: Int) {
        guard record.width > 0, record.height > 0 else { return ([], record.atlasY) }
        return try bands.withLock { (bands) throws(FontLibrary.LoadError) -> ([UInt8], Int) in
            if bands == nil { bands = try readBandHeaders() }
            guard let index = bands!.firstIndex(where: { record.atlasY < $0.firstRow + $0.height }),
                  record.atlasY + record.height <= bands![index].firstRow + bands![index].height else {
                throw .malformed(name: name, reason: "the mask at atlas row \(record.atlasY) (\(record.height) rows) does not lie inside one band")
            }
            if bands![index].pixels == nil { bands![index].pixels = try decode(bands![index]) }
            return (bands![index].pixels!, bands![index].firstRow)
        }
    }

    /// The bands decoded so far (0 is the top one), for tests that watch what a draw decodes.
    func decodedBands() -> [Int] {
        bands.withLock { bands in (bands ?? []).indices.filter { bands![$0].pixels != nil } }
    }

    /// Every band's place, from the PNG headers; the bands must tile the atlas the metrics describe.
    private func readBandHeaders() throws(FontLibrary.LoadError) -> [AtlasBand] {
        guard let bandURLs, !bandURLs.isEmpty else { throw .missingResource(name: name.replacingOccurrences(of: ".ppfont", with: ".png")) }
        var bands: [AtlasBand] = []
        var firstRow = 0
        for url in bandURLs {
            // The signature and the IHDR chunk's width and height (big-endian); the decode checks the rest.
            let head: [UInt8]
            do {
                let handle = try FileHandle(forReadingFrom: url)
                defer { try? handle.close() }
                head = [UInt8](try handle.read(upToCount: 24) ?? Data())
            } catch {
                throw .unreadable(name: url.lastPathComponent, reason: "\(error)")
            }
            guard head.count == 24, head[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
                  head[12..<16].elementsEqual(Array("IHDR".utf8)) else {
                throw .malformed(name: url.lastPathComponent, reason: "not a PNG file that starts with its IHDR chunk")
            }
            let width = head[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = head[20..<24].reduce(0) { $0 << 8 | Int($1) }
            guard width == atlasWidth, height > 0 else {
                throw .malformed(name: url.lastPathComponent, reason: "atlas band is \(width)×\(height) px, the metrics say \(atlasWidth) px wide")
            }
            bands.append(AtlasBand(url: url, firstRow: firstRow, height: height))
            firstRow += height
        }
        guard firstRow == atlasHeight else {
            throw .malformed(name: name, reason: "the atlas bands are \(firstRow) rows high in all, the metrics say \(atlasHeight)")
        }
        return bands
    }

    private func decode(_ band: AtlasBand) throws(FontLibrary.LoadError) -> [UInt8] {
        let fileName = band.url.lastPathComponent
        let image: (width: Int, height: Int, samples: [UInt8])
        do {
            // Grey bands decode straight to one byte a pixel (any other form: its first channel).
            image = try PNGCodec.readGrey(contentsOf: band.url)
        } catch {
            throw .unreadable(name: fileName, reason: "\(error)")
        }
        guard image.width == atlasWidth, image.height == band.height else {
            throw .malformed(name: fileName, reason: "atlas band is \(image.width)×\(image.height), its header said \(atlasWidth)×\(band.height)")
        }
        return image.samples
    }
}

/// One horizontal band of a face's atlas: its file, first row and height, and its coverage once decoded.
private struct AtlasBand {
    let url: URL
    let firstRow: Int
    let height: Int
    var pixels: [UInt8]?
}

/// A resampled glyph mask and where its top-left corner sits: `x` device pixels right of the
/// pen's whole pixel, `y` pixels below the baseline (negative: above).
struct PlacedMask: Sendable {
    var mask: CoverageMask
    var x: Int
    var y: Int
    var isEmpty: Bool { mask.width == 0 || mask.height == 0 }
}

/// Little-endian reads with a message naming the file when it ends early.
struct ByteReader {
    let bytes: [UInt8]
    let name: String
    var offset = 0

    mutating func u16() throws(FontLibrary.LoadError) -> Int {
        guard offset + 2 <= bytes.count else { throw .malformed(name: name, reason: "the file ends at byte \(offset) inside a record") }
        defer { offset += 2 }
        return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    mutating func i16() throws(FontLibrary.LoadError) -> Int {
        let value = try u16()
        return value >= 0x8000 ? value - 0x10000 : value
    }

    mutating func u32() throws(FontLibrary.LoadError) -> Int {
        let low = try u16(), high = try u16()
        return low | high << 16
    }
}
