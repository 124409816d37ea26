import Foundation
import Layout
import XCTest

/// Golden files for this target, in `Tests/LayoutTests/__Snapshots__/`. A missing golden is
/// written and the test fails saying so; `PIXELPROOF_RECORD_GOLDENS=1` (the one variable every
/// golden helper reads) rewrites them on purpose, and a recording test fails too, so a run that
/// recorded can never pass. On a mismatch the actual output is written beside the golden as
/// `<name>.actual.<ext>`.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["PIXELPROOF_RECORD_GOLDENS"] == "1" }

    static func assertText(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = directory.appendingPathComponent(name + ".txt")
        try assert(Array(text.utf8), at: url, file: file, line: line) { expected in
            "text differs from \(url.path):\n" + lineDiff(String(decoding: expected, as: UTF8.self), text)
        }
    }

    static func assertImage(_ bitmap: Bitmap, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = directory.appendingPathComponent(name + ".png")
        let bytes = try PNGCodec.encode(bitmap)
        try assert(bytes, at: url, file: file, line: line) { expected in
            guard let reference = try? PNGCodec.decode(expected) else { return "unreadable golden \(url.path)" }
            if reference == bitmap { return nil }
            return "image differs from \(url.path) (\(reference.width)×\(reference.height) vs \(bitmap.width)×\(bitmap.height))"
        }
    }

    private static func assert(_ actual: [UInt8], at url: URL, file: StaticString, line: UInt, mismatch: ([UInt8]) -> String?) throws {
        let manager = FileManager.default
        if isRecording || !manager.fileExists(atPath: url.path) {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual).write(to: url)
            XCTFail("recorded \(isRecording ? "" : "missing ")golden \(url.path); look at it, then run again without PIXELPROOF_RECORD_GOLDENS",
                    file: file, line: line)
            return
        }
        let expected = [UInt8](try Data(contentsOf: url))
        guard expected != actual, let message = mismatch(expected) else { return }
        let actualURL = url.deletingPathExtension().appendingPathExtension("actual." + url.pathExtension)
        try Data(actual).write(to: actualURL)
        XCTFail(message + "\nactual written to \(actualURL.path)", file: file, line: line)
    }

    /// The first differing line of two texts, for failure messages.
    private static func lineDiff(_ expected: String, _ actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "<end>"
            let right = index < b.count ? String(b[index]) : "<end>"
            if left != right { return "line \(index + 1):\n- \(left)\n+ \(right)" }
        }
        return "(same lines, different bytes)"
    }
}
