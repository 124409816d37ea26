import Foundation
import XCTest
@testable import BitmapText

/// `isMonospacedDigit` (SwiftUI's `monospacedDigit()`) draws the faces' `tnum` alternates.
final class TabularDigitTests: XCTestCase {
    private func width(_ text: String, _ style: TextStyle, tabular: Bool) -> Double {
        var style = style
        style.isMonospacedDigit = tabular
        return TextLayout(text: text, style: style).size.width
    }

    private let styles: [(String, TextStyle)] = [
        ("body (Inter)", .body),
        ("caption 2 (Inter)", .caption2),
        ("body italic", TextStyle.body.italic()),
        ("headline (Inter SemiBold)", .headline),
        ("large title (InterDisplay)", .largeTitle),
        ("title 1 bold (InterDisplay Bold)", TextStyle.title1.weight(.bold)),
        ("68 pt black (InterDisplay ExtraBold)", TextStyle(size: 68, weight: .black)),
    ]

    func testMonospacedDigitsHaveEqualWidthsAndProportionalOnesDoNot() {
        for (name, style) in styles {
            let ones = width("1111", style, tabular: true), eights = width("8888", style, tabular: true)
            XCTAssertEqual(ones, eights, "\(name): tabular 1111 \(ones) pt, 8888 \(eights) pt")
            XCTAssertEqual(width("0123456789", style, tabular: true), width("9999999999", style, tabular: true), name)
            XCTAssertLessThan(width("1111", style, tabular: false), width("8888", style, tabular: false), "\(name): proportional")
        }
    }

    func testTabularDigitsAreAlternateGlyphsOnlyWhereTheFaceHasThem() throws {
        let inter = try FontLibrary.shared.load(FaceDescriptor(design: .inter, weight: 400, isItalic: false))
        for digit in UInt32(0x30)...0x39 {
            let proportional = try XCTUnwrap(inter.glyphIndex(for: digit)), tabular = try XCTUnwrap(inter.tabularGlyphIndex(for: digit))
            XCTAssertNotEqual(proportional, tabular)
            // Not kerned: a column of figures stays aligned whatever precedes it.
            XCTAssertEqual(inter.kerning(tabular, proportional), 0)
        }
        XCTAssertNotNil(inter.tabularGlyphIndex(for: 0x2E))   // "." has a tabular form too
        XCTAssertNil(inter.tabularGlyphIndex(for: 0x41))
        // DejaVu Sans Mono's digits are already one width; it stores no alternates and is unchanged.
        var code = TextStyle.body
        code.isMonospaced = true
        XCTAssertEqual(width("1234", code, tabular: true), width("1234", code, tabular: false))
    }

    func testLettersAreUnchangedByMonospacedDigits() {
        XCTAssertEqual(width("Hello, world", .body, tabular: true) - width(",", .body, tabular: true),
                       width("Hello, world", .body, tabular: false) - width(",", .body, tabular: false), accuracy: 1e-9)
        XCTAssertEqual(width("Pixelproof", .largeTitle, tabular: true), width("Pixelproof", .largeTitle, tabular: false))
    }

    /// A `.ppfont` with one glyph (U+0041), 1×1 kerning classes and `tabular` alternate records.
    private func file(tabular: [UInt32]) -> [UInt8] {
        var bytes = Array("PPFONT1\0".utf8)
        func u16(_ value: Int) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func u32(_ value: UInt32) { u16(Int(value & 0xFFFF)); u16(Int(value >> 16)) }
        func record(_ codePoint: UInt32) { u32(codePoint); u16(600); u16(0); u16(0); u16(2); u16(2); u16(0); u16(2) }
        for value in [1000, 800, 0xFF38, 0, 700, 500, 96, 8, 8, tabular.count] { u16(value) }
        u32(1)
        record(0x41)
        u16(1); u16(1); u16(0); u16(0); u16(0)
        tabular.forEach(record)
        return bytes
    }

    func testTabularRecordsAreCheckedAndErrorsNameTheFile() throws {
        XCTAssertEqual(try FontLibrary.validate(fontFile: file(tabular: [0x41]), name: "ok.ppfont").glyphs, 2)
        XCTAssertThrowsError(try FontLibrary.validate(fontFile: file(tabular: [0x42]), name: "stray.ppfont")) { error in
            XCTAssertTrue("\(error)".contains("stray.ppfont") && "\(error)".contains("U+42"), "\(error)")
        }
        XCTAssertThrowsError(try FontLibrary.validate(fontFile: file(tabular: [0x41, 0x41]), name: "twice.ppfont")) { error in
            XCTAssertTrue("\(error)".contains("twice.ppfont"), "\(error)")
        }
        XCTAssertThrowsError(try FontLibrary.validate(fontFile: Array(file(tabular: [0x41]).dropLast(3)), name: "short.ppfont")) { error in
            XCTAssertTrue("\(error)".contains("short.ppfont"), "\(error)")
        }
    }
}
