import Foundation
import Raster
import XCTest

/// Checked-in golden files of Pixelproof's own tests (images and texts a test must reproduce
/// exactly), with one rule for every test target:
///
/// - a missing golden is written, and the test fails saying so (look at it, run again);
/// - `PIXELPROOF_RECORD_GOLDENS=1` rewrites every golden the run reaches, and each of those tests
///   fails too, so a recording run can never pass (as the snapshot harness does when it records);
/// - a mismatch writes the actual output beside the golden as `<name>.actual.<ext>` (ignored by
///   git) and fails naming both.
///
/// ```swift
/// GoldenFile.assertImage(canvas.makeBitmap(), at: goldenFolder.appendingPathComponent("rectangles.png"))
/// ```
public enum GoldenFile {
    /// The one environment variable that re-records goldens.
    public static let recordVariable = "PIXELPROOF_RECORD_GOLDENS"

    public static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    /// Compares pixels (not file bytes, so a golden written by an older encoder still matches).
    public static func assertImage(_ bitmap: Bitmap, at url: URL, file: StaticString = #filePath, line: UInt = #line) {
        let bytes: [UInt8]
        do {
            bytes = try PNGCodec.encode(bitmap)
        } catch {
            return XCTFail("cannot encode the image for \(url.path): \(error)", file: file, line: line)
        }
        check(bytes, at: url, file: file, line: line) { expected in
            guard let reference = try? PNGCodec.decode(expected, source: url.path) else { return "golden \(url.path) is not a readable PNG" }
            if reference == bitmap { return nil }
            guard reference.width == bitmap.width, reference.height == bitmap.height else {
                return "image is \(bitmap.width)×\(bitmap.height), golden \(url.path) is \(reference.width)×\(reference.height)"
            }
            var differing = 0
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width where reference[x, y] != bitmap[x, y] { differing += 1 }
            }
            return "\(differing) of \(bitmap.width)×\(bitmap.height) pixels differ from golden \(url.path)"
        }
    }

    /// Compares texts; the message shows the first differing line.
    public static func assertText(_ text: String, at url: URL, file: StaticString = #filePath, line: UInt = #line) {
        check(Array(text.utf8), at: url, file: file, line: line) { expected in
            "text differs from golden \(url.path):\n" + firstDifference(String(decoding: expected, as: UTF8.self), text)
        }
    }

    /// `mismatch` gets the golden's bytes when they differ from `actual` and returns why they do
    /// not match, or `nil` when they match after all (same pixels, other encoding).
    public static func check(_ actual: [UInt8], at url: URL, file: StaticString = #filePath, line: UInt = #line,
                             mismatch: ([UInt8]) -> String?) {
        let exists = FileManager.default.fileExists(atPath: url.path)
        if isRecording || !exists {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(actual, to: url)
            } catch {
                return XCTFail("cannot record golden \(url.path): \(error)", file: file, line: line)
            }
            let why = exists ? "\(recordVariable)=1 is set" : "there was none"
            return XCTFail("recorded golden \(url.path) (\(why)); look at it, then run again without \(recordVariable)", file: file, line: line)
        }
        let expected: [UInt8]
        do {
            expected = try AtomicFile.read(contentsOf: url) ?? []
        } catch {
            return XCTFail("cannot read golden \(url.path): \(error)", file: file, line: line)
        }
        guard expected != actual, let message = mismatch(expected) else { return }
        let actualURL = url.deletingPathExtension().appendingPathExtension("actual." + url.pathExtension)
        try? AtomicFile.write(actual, to: actualURL)
        XCTFail(message + "\nthis run's output: \(actualURL.path); if the change is intended, re-record with \(recordVariable)=1 and look at it",
                file: file, line: line)
    }

    /// The first differing line of two texts.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
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
