import Foundation
import Raster
import XCTest

/// Exact comparison of a canvas with a checked-in PNG in `Tests/RasterTests/Golden/`.
///
/// A missing or different golden fails the test. Set `PIXELPROOF_RECORD_GOLDENS=1` (the one
/// variable every golden helper reads) to write the current pixels as the new golden instead; the
/// test then fails saying so, so a recording run never passes (open the PNG and look at it
/// before committing, then run again without the variable).
enum GoldenImage {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static var recording: Bool { ProcessInfo.processInfo.environment["PIXELPROOF_RECORD_GOLDENS"] == "1" }

    static func assertMatches(_ canvas: Canvas, named name: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = directory.appendingPathComponent(name + ".png")
        let actual = canvas.makeBitmap()
        if recording {
            XCTAssertNoThrow(try PNGCodec.write(actual, to: url), file: file, line: line)
            XCTFail("recorded golden \(url.path); look at it, then run again without PIXELPROOF_RECORD_GOLDENS", file: file, line: line)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            XCTFail("no golden image \(url.path); run with PIXELPROOF_RECORD_GOLDENS=1 to record it, then look at it", file: file, line: line)
            return
        }
        do {
            let expected = try PNGCodec.read(contentsOf: url)
            if expected != actual {
                var differing = 0
                if expected.width == actual.width && expected.height == actual.height {
                    for (a, b) in zip(expected.bytes, actual.bytes) where a != b { differing += 1 }
                }
                XCTFail("\(name): \(actual.width)×\(actual.height) pixels differ from \(url.path) "
                        + "(\(expected.width)×\(expected.height), \(differing) bytes differ); if the change is intended, "
                        + "re-record with PIXELPROOF_RECORD_GOLDENS=1 and look at the image", file: file, line: line)
            }
        } catch {
            XCTFail("\(name): cannot read \(url.path): \(error)", file: file, line: line)
        }
    }
}
