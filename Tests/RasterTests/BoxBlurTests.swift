@testable import Raster
import XCTest

/// `BoxBlur.blur` against a direct, shortcut-free three-pass box blur: the row-copy and
/// equal-column shortcuts must not change a byte.
final class BoxBlurTests: XCTestCase {
    /// Each output the rounded mean of its window, rows first, then columns; outside counts as 0.
    private func reference(_ input: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8] {
        var values = input
        func pass(_ get: (Int) -> Int, _ count: Int, _ size: Int, _ left: Int) -> [UInt8] {
            let reciprocal = ((1 << 24) + size / 2) / size
            return (0..<count).map { i in
                var sum = 0
                for j in (i - left)...(i + size - 1 - left) where j >= 0 && j < count { sum += get(j) }
                return UInt8((sum * reciprocal + (1 << 23)) >> 24)
            }
        }
        for step in BoxBlur.passes(sigma: sigma) {
            for y in 0..<height {
                let row = pass({ Int(values[y * width + $0]) }, width, step.size, step.left)
                for x in 0..<width { values[y * width + x] = row[x] }
            }
        }
        for step in BoxBlur.passes(sigma: sigma) {
            for x in 0..<width {
                let column = pass({ Int(values[$0 * width + x]) }, height, step.size, step.left)
                for y in 0..<height { values[y * width + x] = column[y] }
            }
        }
        return values
    }

    /// A wide rounded card (equal columns in its middle, equal rows along its sides) and a
    /// shape whose middle columns differ in one row only.
    private func masks(width: Int, height: Int) -> [(name: String, content: PixelBox, bytes: [UInt8])] {
        let content = PixelBox(minX: 10, minY: 8, maxX: width - 10, maxY: height - 8)
        var card = [UInt8](repeating: 0, count: width * height)
        let canvas = Canvas(size: Size(width: Double(content.width), height: Double(content.height)), scale: .x1)
        canvas.fill(.roundedRect(Rect(x: 0.5, y: 0.25, width: Double(content.width) - 1, height: Double(content.height) - 0.5),
                                 cornerRadius: 6, style: .circular), .solid(.black))
        for y in 0..<content.height {
            for x in 0..<content.width { card[(y + content.minY) * width + x + content.minX] = canvas.pixmap[x, y].a }
        }
        var notched = card
        notched[(content.minY + content.height / 2) * width + width / 2 + 3] = 90
        var stripe = [UInt8](repeating: 0, count: width * height)
        for y in content.minY..<content.maxY { stripe[y * width + width / 2] = 200 }
        return [("card", content, card), ("card with one odd pixel", content, notched), ("one-column stripe", content, stripe)]
    }

    func testBlurEqualsTheDirectThreePassBlur() {
        let width = 90, height = 50
        for sigma in [1.0, 2.5, 4.0] {
            for mask in masks(width: width, height: height) {
                var bytes = mask.bytes
                bytes.withUnsafeMutableBufferPointer {
                    BoxBlur.blur($0.baseAddress!, width: width, height: height, sigma: sigma, content: mask.content)
                }
                let expected = reference(mask.bytes, width: width, height: height, sigma: sigma)
                let first = zip(bytes, expected).enumerated().first { $0.element.0 != $0.element.1 }
                XCTAssertNil(first, "\(mask.name), sigma \(sigma): first differing byte at x \(first.map { $0.offset % width } ?? -1), y \(first.map { $0.offset / width } ?? -1)")
            }
        }
    }
}
