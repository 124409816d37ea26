import Foundation
import Raster

/// The hand-built image pairs of Fixtures/pixelmatch-pairs.txt (shared with
/// scripts/pixelmatch-crosscheck), and a way to draw small bitmaps from rows of characters.
enum PixelPairs {
    static let palette: [Character: RGBA8] = {
        var palette: [Character: RGBA8] = [
            ".": .white, "#": .black,
            "r": RGBA8(r: 255, g: 0, b: 0), "R": RGBA8(r: 230, g: 0, b: 0), "b": RGBA8(r: 0, g: 0, b: 255),
            "g": RGBA8(r: 0, g: 160, b: 0),
            "t": RGBA8(r: 0, g: 0, b: 0, a: 0), "w": RGBA8(r: 255, g: 255, b: 255, a: 0),
            "a": RGBA8(r: 0, g: 0, b: 0, a: 16), "c": RGBA8(r: 0, g: 0, b: 0, a: 64),
            "e": RGBA8(r: 0, g: 0, b: 0, a: 128), "x": RGBA8(r: 255, g: 0, b: 0, a: 128),
        ]
        for n in 1...9 { palette[Character(String(n))] = RGBA8(r: UInt8(n * 25), g: UInt8(n * 25), b: UInt8(n * 25)) }
        return palette
    }()

    /// A bitmap from rows of palette characters.
    static func bitmap(_ rows: [String]) -> Bitmap {
        var image = Bitmap(width: rows.first?.count ?? 0, height: rows.count)
        for (y, row) in rows.enumerated() {
            for (x, character) in row.enumerated() { image[x, y] = palette[character]! }
        }
        return image
    }

    static let all: [String: (Bitmap, Bitmap)] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/pixelmatch-pairs.txt")
        let text = try! String(contentsOf: url, encoding: .utf8)
        var pairs: [String: (Bitmap, Bitmap)] = [:]
        var name: String?, rows: [String] = [], first: [String] = []
        for line in text.components(separatedBy: "\n") + [""] {
            if name == nil && line.hasPrefix("#") { continue }
            if line.hasPrefix("pair ") {
                name = String(line.dropFirst(5))
                rows = []
            } else if line == "--" {
                first = rows
                rows = []
            } else if line.isEmpty, let current = name {
                pairs[current] = (bitmap(first), bitmap(rows))
                name = nil
            } else if name != nil {
                rows.append(line)
            }
        }
        return pairs
    }()

    static func pair(_ name: String) -> (Bitmap, Bitmap) { all[name]! }
}
