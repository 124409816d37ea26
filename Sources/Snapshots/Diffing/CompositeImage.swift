import BitmapText
import Raster

/// One image for a failure: *expected | diff | actual*, side by side, each under a label drawn
/// with the bundled bitmap font (so the labels are the same pixels on every machine). Panels sit
/// on a light checkerboard, so transparent pixels show as such.
///
/// ```swift
/// let composite = CompositeImage.draw(reference: expected, actual: actual, diff: diff,
///                                     comparison: comparison)
/// ```
public enum CompositeImage {
    static let margin = 8
    static let labelGap = 4
    static let background = RGBA8(r: 0xF2, g: 0xF2, b: 0xF2)
    static let ink = RGBA8(r: 0x33, g: 0x33, b: 0x33)
    static let checkerLight = RGBA8.white
    static let checkerDark = RGBA8(r: 0xE3, g: 0xE3, b: 0xE3)

    public static func draw(reference: Bitmap, actual: Bitmap, diff: Bitmap, comparison: ImageComparison) -> Bitmap {
        let changed = comparison.sizeChanged ? "size changed" : "\(comparison.differingPixels) px changed"
        let panels: [(String, Bitmap)] = [
            ("expected \(reference.width)×\(reference.height)", reference),
            ("diff: \(changed)", diff),
            ("actual \(actual.width)×\(actual.height)", actual),
        ]
        let labels = panels.map { TextLayout(text: $0.0, style: .footnote) }
        let labelHeight = Int(labels.map(\.size.height).max() ?? 0) + labelGap
        let columnWidths = zip(panels, labels).map { max($0.1.width, Int($1.size.width.rounded(.up))) }
        let width = columnWidths.reduce(margin) { $0 + $1 + margin }
        let height = margin + labelHeight + panels.map(\.1.height).max()! + margin
        var canvas = Bitmap(width: width, height: height, fill: background)
        var x = margin
        for ((_, image), (label, columnWidth)) in zip(panels, zip(labels, columnWidths)) {
            drawLabel(label, x: x, y: margin, into: &canvas)
            drawOverCheckerboard(image, x: x, y: margin + labelHeight, into: &canvas)
            x += columnWidth + margin
        }
        return canvas
    }

    /// Blends the label's glyph coverage in `ink` over the canvas.
    static func drawLabel(_ layout: TextLayout, x: Int, y: Int, into canvas: inout Bitmap) {
        let width = canvas.width, height = canvas.height
        canvas.withUnsafeMutableBytes { bytes in
            let target = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            layout.draw(at: Point(x: Double(x), y: Double(y)), scale: .x1) { mask, left, top in
                for row in 0..<mask.height where top + row >= 0 && top + row < height {
                    for column in 0..<mask.width where left + column >= 0 && left + column < width {
                        let coverage = mask.values[row * mask.width + column]
                        guard coverage > 0 else { continue }
                        blend(ink, coverage: coverage, into: target + ((top + row) * width + left + column) * 4)
                    }
                }
            }
        }
    }

    /// Fills the image's area with an 8-pixel checkerboard, then blends the image over it.
    static func drawOverCheckerboard(_ image: Bitmap, x: Int, y: Int, into canvas: inout Bitmap) {
        let width = canvas.width
        image.withUnsafeBytes { source in
            canvas.withUnsafeMutableBytes { bytes in
                let s = source.baseAddress!.assumingMemoryBound(to: UInt8.self)
                let t = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                for row in 0..<image.height {
                    let targetRow = t + ((y + row) * width + x) * 4
                    let sourceRow = s + row * image.width * 4
                    for column in 0..<image.width {
                        let square = ((row >> 3) ^ (column >> 3)) & 1 == 0 ? checkerLight : checkerDark
                        let pixel = targetRow + column * 4
                        pixel[0] = square.r; pixel[1] = square.g; pixel[2] = square.b; pixel[3] = 255
                        let from = sourceRow + column * 4
                        blend(RGBA8(r: from[0], g: from[1], b: from[2]), coverage: from[3], into: pixel)
                    }
                }
            }
        }
    }

    /// `color` over an opaque pixel with `coverage` (0…255), exactly rounded.
    @inline(__always)
    static func blend(_ color: RGBA8, coverage: UInt8, into pixel: UnsafeMutablePointer<UInt8>) {
        let inverse = 255 &- coverage
        pixel[0] = multiplyRounded(color.r, coverage) &+ multiplyRounded(pixel[0], inverse)
        pixel[1] = multiplyRounded(color.g, coverage) &+ multiplyRounded(pixel[1], inverse)
        pixel[2] = multiplyRounded(color.b, coverage) &+ multiplyRounded(pixel[2], inverse)
        pixel[3] = 255
    }
}
