import BitmapText
import Raster
@testable import SwiftUI
import XCTest

/// Custom fonts, `@ScaledMetric`, password dots and the caret follow Dynamic Type with the text.
final class TextScalingTests: XCTestCase {
    func testCustomFontsAndScaledMetricUseTheSameCurve() {
        for style in Font.TextStyle.allCases {
            for size in DynamicTypeSize.allCases {
                let custom = TextStyle(size: 24, relativeTo: style.slot).pointSize(at: size)
                XCTAssertEqual(ScaledMetric<Double>.scaled(24, relativeTo: style, at: size), custom, accuracy: 1e-9, "\(style) \(size)")
            }
        }
        // Font.custom resolves to that style: 24 pt relative to Body at AX3 is 24 × 40 / 17.
        let layout = TextLayout(text: "Hi", style: TextStyle(size: 24, relativeTo: .body), dynamicTypeSize: .accessibility3)
        XCTAssertEqual(layout.pointSize, 24 * 40 / 17, accuracy: 1e-9)
    }

    /// Ink bounds (rows and columns with any coverage) of what differs from the background.
    private func inkBox(_ bitmap: Bitmap, where matches: (RGBA8) -> Bool) -> (width: Int, height: Int) {
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where matches(bitmap[x, y]) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? (0, 0) : (maxX - minX + 1, maxY - minY + 1)
    }

    func testPasswordDotsScaleWithTheFont() throws {
        func dots(_ size: DynamicTypeSize) throws -> (width: Int, height: Int) {
            let bitmap = try render(SecureField("Password", text: .constant("secret")).foregroundStyle(Color.black),
                                    size: .width(390), dynamicTypeSize: size, background: .white)
            return inkBox(bitmap) { $0.r < 128 && $0.g < 128 && $0.b < 128 }
        }
        let large = try dots(.large), ax3 = try dots(.accessibility3)
        XCTAssertGreaterThan(large.width, 0)
        // The field's text grows from Large to AX3, and the bullets (glyphs of the face) with it.
        XCTAssertGreaterThan(Double(ax3.width), 1.5 * Double(large.width))
        XCTAssertGreaterThan(Double(ax3.height), 1.5 * Double(large.height))
    }

    func testTheCaretScalesWithTheFont() throws {
        let ink = RGBA8(r: 0xFF, g: 0x00, b: 0xFF)
        func caret(_ size: DynamicTypeSize) throws -> (width: Int, height: Int) {
            let bitmap = try render(TextField("Name", text: .constant("Ada")).focused(true).tint(Color(ink)),
                                    size: .width(390), scale: .x2, dynamicTypeSize: size, background: .white)
            // Magenta over white, any coverage: red and blue stay full, green drops.
            return inkBox(bitmap) { $0.r > 240 && $0.b > 240 && Int($0.r) - Int($0.g) > 20 }
        }
        let large = try caret(.large), ax3 = try caret(.accessibility3)
        // 2 pt wide at 17 pt (4 px at 2x, one more where the edge is anti-aliased), the font's
        // ascent + descent tall (16 + 4 pt: 40 px).
        XCTAssertTrue((4...5).contains(large.width), "\(large)")
        XCTAssertTrue((40...41).contains(large.height), "\(large)")
        XCTAssertGreaterThan(ax3.width, large.width + 2)
        XCTAssertGreaterThan(Double(ax3.height), 1.5 * Double(large.height))
    }
}
