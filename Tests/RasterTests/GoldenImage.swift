import Foundation
import Raster
import TestSupport

/// Exact comparison of a canvas with a checked-in PNG in `Tests/RasterTests/Golden/`, under
/// `GoldenFile`'s rules: a missing golden is written and fails, `PIXELPROOF_RECORD_GOLDENS=1`
/// re-records and fails (open the PNG and look at it before committing), a mismatch writes
/// `<name>.actual.png` beside the golden and fails.
enum GoldenImage {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func assertMatches(_ canvas: Canvas, named name: String, file: StaticString = #filePath, line: UInt = #line) {
        GoldenFile.assertImage(canvas.makeBitmap(), at: directory.appendingPathComponent(name + ".png"), file: file, line: line)
    }
}
