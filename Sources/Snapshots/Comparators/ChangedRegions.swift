import Raster

/// Boxes around groups of changed pixels. The mask is cut into 16×16 tiles; each tile keeps the
/// exact bounds of its changed pixels; tiles that touch (8 neighbours) form one group, whose box
/// is the union of its tiles' bounds. Pixels within about a tile of each other therefore share a
/// box, which is what a reader wants ("the button's label moved"), not one box per pixel.
enum ChangedRegions {
    /// At most this many boxes are listed; the rest are counted.
    static let limit = 8
    static let tileShift = 4

    static func find(in mask: DifferenceMask) -> (boxes: [Bitmap.Region], omitted: Int) {
        let width = mask.width, height = mask.height
        guard width > 0, height > 0 else { return ([], 0) }
        let tilesX = (width &+ 15) >> tileShift, tilesY = (height &+ 15) >> tileShift
        let tileCount = tilesX &* tilesY
        // Per tile: minX, minY, maxX, maxY of changed pixels; minX == Int.max means empty.
        var bounds = [Int](repeating: Int.max, count: tileCount &* 4)
        mask.values.withUnsafeBufferPointer { maskBuffer in
            bounds.withUnsafeMutableBufferPointer { boundsBuffer in
                let m = maskBuffer.baseAddress!, t = boundsBuffer.baseAddress!
                // Bands of whole tile rows on every core: each writes only its tiles' bounds.
                _ = RowBands.run(width: width, height: height, alignment: 1 << tileShift) { band in
                    for y in band where mask.rows[y] != 0 {
                        let row = m + y &* width
                        let tileRow = (y >> tileShift) &* tilesX
                        // Per tile of the row: its first and last changed pixel, found 8 verdicts
                        // at a time (the same bounds as visiting each changed pixel).
                        var tileStart = 0
                        while tileStart < width {
                            let tileEnd = min(tileStart &+ (1 << tileShift), width)
                            guard let span = changedSpan(row, tileStart, tileEnd) else {
                                tileStart = tileEnd
                                continue
                            }
                            let (first, last) = span
                            let slot = (tileRow &+ (tileStart >> tileShift)) &* 4
                            if t[slot] == Int.max {
                                t[slot] = first; t[slot &+ 1] = y; t[slot &+ 2] = last; t[slot &+ 3] = y
                            } else {
                                if first < t[slot] { t[slot] = first }
                                if last > t[slot &+ 2] { t[slot &+ 2] = last }
                                t[slot &+ 3] = y
                            }
                            tileStart = tileEnd
                        }
                    }
                }
            }
        }
        // Tiles that touch join one group (union-find); a group's root is its lowest tile, so
        // walking the tiles upwards meets each root before the rest of its group, and each
        // tile's bounds are merged into its root's slot of `bounds` (the root's own were read
        // already): the groups in order of their first tile, with no table beside them.
        var roots: [Int] = []
        var parent = Array(0..<tileCount)
        parent.withUnsafeMutableBufferPointer { parentBuffer in
            bounds.withUnsafeMutableBufferPointer { boundsBuffer in
                let p = parentBuffer.baseAddress!, t = boundsBuffer.baseAddress!
                func root(_ tile: Int) -> Int {
                    var tile = tile
                    while p[tile] != tile {
                        p[tile] = p[p[tile]]
                        tile = p[tile]
                    }
                    return tile
                }
                func join(_ tile: Int, _ nx: Int, _ ny: Int) {
                    guard nx >= 0, nx < tilesX, ny < tilesY else { return }
                    let neighbour = ny &* tilesX &+ nx
                    guard t[neighbour &* 4] != Int.max else { return }
                    let a = root(tile), b = root(neighbour)
                    if a != b { p[max(a, b)] = min(a, b) }
                }
                for ty in 0..<tilesY {
                    for tx in 0..<tilesX where t[(ty &* tilesX &+ tx) &* 4] != Int.max {
                        let tile = ty &* tilesX &+ tx
                        join(tile, tx &+ 1, ty)
                        join(tile, tx &- 1, ty &+ 1)
                        join(tile, tx, ty &+ 1)
                        join(tile, tx &+ 1, ty &+ 1)
                    }
                }
                for tile in 0..<tileCount where t[tile &* 4] != Int.max {
                    let group = root(tile)
                    if group == tile {
                        roots.append(tile)
                        continue
                    }
                    let g = group &* 4, o = tile &* 4
                    t[g] = min(t[g], t[o]); t[g &+ 1] = min(t[g &+ 1], t[o &+ 1])
                    t[g &+ 2] = max(t[g &+ 2], t[o &+ 2]); t[g &+ 3] = max(t[g &+ 3], t[o &+ 3])
                }
            }
        }
        let boxes = roots.map { group -> Bitmap.Region in
            let g = group &* 4
            return Bitmap.Region(x: bounds[g], y: bounds[g &+ 1], width: bounds[g &+ 2] - bounds[g] + 1, height: bounds[g &+ 3] - bounds[g &+ 1] + 1)
        }.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
        return (Array(boxes.prefix(limit)), max(0, boxes.count - limit))
    }

    /// The first and last x in `start ..< end` whose verdict is `.changed`, or nil. Whole groups of
    /// eight verdicts are read as one word: verdicts are 0, 1 or 2 (`DifferenceMask.Verdict`), so
    /// bit 0 of a byte is set exactly for `.changed`, and the word's lowest (highest) such bit is the first (last) one.
    @inline(__always)
    static func changedSpan(_ row: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> (first: Int, last: Int)? {
        let changed = DifferenceMask.Verdict.changed.rawValue
        var first = -1, last = -1
        var x = start
        while x < end {
            if end &- x >= 8 {
                let bits = UInt64(littleEndian: UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self)) & 0x0101_0101_0101_0101
                if bits != 0 {
                    if first < 0 { first = x &+ bits.trailingZeroBitCount >> 3 }
                    last = x &+ (63 &- bits.leadingZeroBitCount) >> 3
                }
                x &+= 8
            } else {
                if row[x] == changed {
                    if first < 0 { first = x }
                    last = x
                }
                x &+= 1
            }
        }
        return first < 0 ? nil : (first, last)
    }
}
