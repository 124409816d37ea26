import Foundation
import XCTest
@testable import BitmapText
import Raster

/// Short specimen pages compared byte for byte with PNGs in `Golden/`, each looked at before it
/// was committed. To accept new images on purpose: `PIXELPROOF_RECORD_GOLDENS=1 swift test
/// --filter SpecimenGoldenTests`, then look at every changed PNG.
final class SpecimenGoldenTests: XCTestCase {
    private let text = "Hello, world — Ελληνικά, русский → ┌─┐ \u{E000} and a line that wraps."

    private func assertGolden(_ bitmap: Bitmap, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("Golden")
        let url = folder.appendingPathComponent(name + ".png")
        let record = ProcessInfo.processInfo.environment["PIXELPROOF_RECORD_GOLDENS"] == "1"
        guard !record, FileManager.default.fileExists(atPath: url.path) else {
            try PNGCodec.write(bitmap, to: url)
            XCTFail("recorded \(url.path); look at it, then run the tests again", file: file, line: line)
            return
        }
        let golden = try PNGCodec.read(contentsOf: url)
        if golden != bitmap {
            let actual = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".actual.png")
            try PNGCodec.write(bitmap, to: actual)
            XCTFail("\(name) differs from \(url.path); this run's image: \(actual.path)", file: file, line: line)
        }
    }

    func testBodyHeadlineAndCaptionTwoAtOneTimes() throws {
        try assertGolden(Specimen.page(slots: [.headline, .body, .caption2], dynamicTypeSize: .large, scale: .x1, text: text, measure: 180), named: "body-headline-caption2-1x")
    }

    func testBodyHeadlineAndCaptionTwoAtTwoTimes() throws {
        try assertGolden(Specimen.page(slots: [.headline, .body, .caption2], dynamicTypeSize: .large, scale: .x2, text: text, measure: 180), named: "body-headline-caption2-2x")
    }

    func testTitleTwoMagnifiedAtAccessibilityFive() throws {
        try assertGolden(Specimen.page(slots: [.title2], dynamicTypeSize: .accessibility5, scale: .x1, text: "Wrap → Ω", measure: 180), named: "title2-AX5-1x")
    }
}
