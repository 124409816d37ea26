import Foundation
import XCTest
@testable import BitmapText
import Raster
import TestSupport

/// Short specimen pages compared with PNGs in `Golden/`, each looked at before it was committed,
/// under `GoldenFile`'s rules. To accept new images on purpose: `PIXELPROOF_RECORD_GOLDENS=1 swift
/// test --filter SpecimenGoldenTests` (the recording run fails), then look at every changed PNG.
final class SpecimenGoldenTests: XCTestCase {
    private let text = "Hello, world — “AVA” Ελληνικά, русский → ● \u{E000} and a line that wraps."

    private func assertGolden(_ bitmap: Bitmap, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("Golden")
        GoldenFile.assertImage(bitmap, at: folder.appendingPathComponent(name + ".png"), file: file, line: line)
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
