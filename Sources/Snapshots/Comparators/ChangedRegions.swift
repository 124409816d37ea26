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
                        for x in 0..<width where row[x] == DifferenceMask.Verdict.changed.rawValue {
                            let slot = (tileRow &+ (x >> tileShift)) &* 4
                            if t[slot] == Int.max {
                                t[slot] = x; t[slot &+ 1] = y; t[slot &+ 2] = x; t[slot &+ 3] = y
                            } else {
                                if x < t[slot] { t[slot] = x }
                                if x > t[slot &+ 2] { t[slot &+ 2] = x }
                                t[slot &+ 3] = y
                            }
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
}
