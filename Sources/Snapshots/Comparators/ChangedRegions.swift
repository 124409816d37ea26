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
        var parent = Array(0..<tileCount)
        func root(_ tile: Int) -> Int {
            var tile = tile
            while parent[tile] != tile {
                parent[tile] = parent[parent[tile]]
                tile = parent[tile]
            }
            return tile
        }
        for ty in 0..<tilesY {
            for tx in 0..<tilesX where bounds[(ty &* tilesX &+ tx) &* 4] != Int.max {
                let tile = ty &* tilesX &+ tx
                for (dx, dy) in [(1, 0), (-1, 1), (0, 1), (1, 1)] {
                    let nx = tx &+ dx, ny = ty &+ dy
                    guard nx >= 0, nx < tilesX, ny < tilesY else { continue }
                    let neighbour = ny &* tilesX &+ nx
                    guard bounds[neighbour &* 4] != Int.max else { continue }
                    let a = root(tile), b = root(neighbour)
                    if a != b { parent[max(a, b)] = min(a, b) }
                }
            }
        }
        var groups: [Int: (minX: Int, minY: Int, maxX: Int, maxY: Int)] = [:]
        var order: [Int] = []
        for tile in 0..<tileCount where bounds[tile &* 4] != Int.max {
            let group = root(tile)
            let box = (bounds[tile &* 4], bounds[tile &* 4 &+ 1], bounds[tile &* 4 &+ 2], bounds[tile &* 4 &+ 3])
            if let existing = groups[group] {
                groups[group] = (min(existing.minX, box.0), min(existing.minY, box.1), max(existing.maxX, box.2), max(existing.maxY, box.3))
            } else {
                groups[group] = box
                order.append(group)
            }
        }
        let boxes = order.map { group -> Bitmap.Region in
            let box = groups[group]!
            return Bitmap.Region(x: box.minX, y: box.minY, width: box.maxX - box.minX + 1, height: box.maxY - box.minY + 1)
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
