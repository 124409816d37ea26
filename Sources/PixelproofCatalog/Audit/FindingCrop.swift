import Snapshots
import Raster

/// The picture of a finding for the HTML report: the rendered entry cut to the element's frame
/// plus a margin, with the frame outlined in red, so a reader sees what the finding is about.
enum FindingCrop {
    /// The margin around the frame, in points.
    static let margin = 12.0
    static let outline = RGBA8(r: 230, g: 0, b: 60)

    static func crop(_ bitmap: Bitmap, frame: Rect, factor: Int) -> Bitmap {
        let f = Double(factor)
        let x0 = max(0, Int(((frame.minX - margin) * f).rounded(.down))), y0 = max(0, Int(((frame.minY - margin) * f).rounded(.down)))
        let x1 = min(bitmap.width, Int(((frame.maxX + margin) * f).rounded(.up))), y1 = min(bitmap.height, Int(((frame.maxY + margin) * f).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return Bitmap(width: 1, height: 1, fill: outline) }
        var out = Bitmap(width: x1 - x0, height: y1 - y0, fill: .clear)
        for y in y0..<y1 {
            for x in x0..<x1 { out[x - x0, y - y0] = bitmap[x, y] }
        }
        // A 2-pixel outline just outside the frame (cut off where the frame meets the crop's edge).
        let fx0 = Int((frame.minX * f).rounded(.down)) - x0, fy0 = Int((frame.minY * f).rounded(.down)) - y0
        let fx1 = Int((frame.maxX * f).rounded(.up)) - x0, fy1 = Int((frame.maxY * f).rounded(.up)) - y0
        for y in max(0, fy0 - 2)..<min(out.height, fy1 + 2) {
            for x in max(0, fx0 - 2)..<min(out.width, fx1 + 2) where x < fx0 || x >= fx1 || y < fy0 || y >= fy1 {
                out[x, y] = outline
            }
        }
        return out
    }
}
