import Raster
import BitmapText
import Foundation
import SwiftUI
import TestSupport

/// Golden files for this target, in `Tests/LayoutTests/__Snapshots__/`, under `GoldenFile`'s
/// rules: a missing golden is written and fails, `PIXELPROOF_RECORD_GOLDENS=1` re-records and
/// fails, a mismatch writes `<name>.actual.<ext>` beside the golden and fails.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    static func assertText(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        GoldenFile.assertText(text, at: directory.appendingPathComponent(name + ".txt"), file: file, line: line)
    }

    static func assertImage(_ bitmap: Bitmap, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        GoldenFile.assertImage(bitmap, at: directory.appendingPathComponent(name + ".png"), file: file, line: line)
    }
}
