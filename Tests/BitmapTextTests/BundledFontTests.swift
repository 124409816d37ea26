import Foundation
import XCTest
@testable import BitmapText
import Raster

final class BundledFontTests: XCTestCase {
    func testEveryBundledFaceLoadsWithItsMetricsAndAtlas() throws {
        for descriptor in FaceDescriptor.all {
            let face = try FontLibrary.shared.load(descriptor)
            XCTAssertGreaterThan(face.unitsPerEm, 0, descriptor.resourceName)
            XCTAssertEqual(face.storedPixelsPerEm, 96, descriptor.resourceName)
            XCTAssertGreaterThan(face.ascender, face.capHeight, descriptor.resourceName)
            // "H" resampled at 17 px is inked.
            let h = try XCTUnwrap(face.glyphIndex(for: 0x48), descriptor.resourceName)
            XCTAssertFalse(face.mask(glyph: h, pixelsPerEm64: 17 * 64, phase: 0).isEmpty, descriptor.resourceName)
        }
    }

    func testEachBandOfEveryFaceDecodesOnTheFirstDrawOfOneOfItsGlyphs() throws {
        let library = FontLibrary()
        for descriptor in FaceDescriptor.all {
            let face = try library.load(descriptor)
            XCTAssertEqual(face.decodedBands(), [], "\(descriptor.resourceName): laying out decodes nothing")
            // Band 0: ASCII; 1: the punctuation UI text mixes in (Latin-1's, U+2000–U+206F, €, ●);
            // 2: the rest (letters beyond ASCII, other currency signs, arrows).
            let h = try XCTUnwrap(face.glyphIndex(for: 0x48))
            XCTAssertFalse(face.mask(glyph: h, pixelsPerEm64: 17 * 64, phase: 0).isEmpty)
            XCTAssertEqual(face.decodedBands(), [0], descriptor.resourceName)
            for scalar: UInt32 in [0x2026, 0x25CF, 0xD7] {   // … ● ×
                let glyph = try XCTUnwrap(face.glyphIndex(for: scalar))
                XCTAssertFalse(face.mask(glyph: glyph, pixelsPerEm64: 17 * 64, phase: 1).isEmpty)
            }
            XCTAssertEqual(face.decodedBands(), [0, 1], descriptor.resourceName)
            for scalar: UInt32 in [0xC4, 0x100, 0x2192] {   // Ä Ā →
                let glyph = try XCTUnwrap(face.glyphIndex(for: scalar))
                XCTAssertFalse(face.mask(glyph: glyph, pixelsPerEm64: 17 * 64, phase: 2).isEmpty)
            }
            XCTAssertEqual(face.decodedBands(), [0, 1, 2], descriptor.resourceName)
        }
    }

    func testTheTabularFiguresLieInTheFirstBand() throws {
        let library = FontLibrary()
        let face = try library.load(FaceDescriptor(design: .inter, weight: 400, isItalic: false))
        let zero = try XCTUnwrap(face.tabularGlyphIndex(for: 0x30))
        XCTAssertFalse(face.mask(glyph: zero, pixelsPerEm64: 17 * 64, phase: 0).isEmpty)
        XCTAssertEqual(face.decodedBands(), [0])
    }

    func testCommittedFontDataStaysWithinTwelveMegabytes() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/BitmapText/Resources/Fonts")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(names.filter { $0.hasSuffix(".ppfont") }.count, FaceDescriptor.all.count)
        XCTAssertEqual(names.filter { $0.hasSuffix(".png") }.count, 3 * FaceDescriptor.all.count, "three atlas bands a face")
        let bytes = try names.reduce(0) { total, name in
            total + ((try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.size] as? Int) ?? 0)
        }
        XCTAssertLessThanOrEqual(bytes, 12_000_000, "\(folder.path) holds \(bytes) bytes")
    }

    func testInterCoversTheScriptsAndSymbolsTheBriefNames() throws {
        let face = try FontLibrary.shared.load(FaceDescriptor(design: .inter, weight: 400, isItalic: false))
        let wanted: [UInt32] = Array(0x20...0x7E) + Array(0xA0...0xFF) + Array(0x100...0x17F).filter { $0 != 0x149 }   // ŉ, deprecated, not in Inter
            + [0x391, 0x3A9, 0x3B1, 0x3C9, 0x410, 0x42F, 0x430, 0x44F]   // Greek and Cyrillic capitals and small letters
            + [0x2018, 0x2019, 0x201C, 0x201D, 0x2013, 0x2014, 0x2022, 0x2026, 0x20AC, 0x20BD, 0x2190, 0x2192, 0x25CF]
        XCTAssertEqual(wanted.filter { face.glyphIndex(for: $0) == nil }.map { String($0, radix: 16) }, [])
    }

    func testKerningComesFromGPOS() throws {
        let face = try FontLibrary.shared.load(FaceDescriptor(design: .inter, weight: 400, isItalic: false))
        let a = try XCTUnwrap(face.glyphIndex(for: 0x41)), v = try XCTUnwrap(face.glyphIndex(for: 0x56))
        let t = try XCTUnwrap(face.glyphIndex(for: 0x54)), y = try XCTUnwrap(face.glyphIndex(for: 0x79))
        XCTAssertLessThan(face.kerning(a, v), 0)   // "AV" tightens
        XCTAssertLessThan(face.kerning(t, y), 0)   // "Ty": the y tucks under the T
        XCTAssertLessThan(TextLayout(text: "AV", style: .body).size.width, TextLayout(text: "A", style: .body).size.width + TextLayout(text: "V", style: .body).size.width)
    }

    func testSwiftUIWeightsMapToTheNearestStoredWeight() {
        func face(_ weight: FontWeight, points: Double = 17, italic: Bool = false) -> String {
            FaceDescriptor(style: TextStyle(size: points, weight: weight, isItalic: italic), points: points).resourceName
        }
        XCTAssertEqual(FontWeight.allCases.map { face($0) },
                       ["inter-300", "inter-300", "inter-300", "inter-400", "inter-500", "inter-600", "inter-700", "inter-800", "inter-800"])
        XCTAssertEqual(face(.regular, points: 20), "interdisplay-400")
        XCTAssertEqual(face(.regular, points: 19.5), "inter-400")
        XCTAssertEqual(face(.semibold, italic: true), "inter-600-italic")
        XCTAssertEqual(face(.medium, italic: true), "inter-600-italic")
        // Italic display sizes draw with InterDisplay's italics, as upright ones with InterDisplay.
        XCTAssertEqual(face(.regular, points: 28, italic: true), "interdisplay-400-italic")
        XCTAssertEqual(face(.bold, points: 34, italic: true), "interdisplay-700-italic")
        XCTAssertEqual(face(.regular, points: 19.5, italic: true), "inter-400-italic")
        var serif = TextStyle(size: 17, weight: .semibold)
        serif.family = .serif
        XCTAssertEqual(FaceDescriptor(style: serif, points: 17).resourceName, "serif-700")
        serif.isItalic = true
        XCTAssertEqual(FaceDescriptor(style: serif, points: 17).resourceName, "serif-700-italic")
        serif.weight = .regular
        XCTAssertEqual(FaceDescriptor(style: serif, points: 17).resourceName, "serif-400-italic")
    }

    func testAMalformedFontFileIsRefusedWithItsName() {
        XCTAssertThrowsError(try BundledFace(name: "broken.ppfont", bytes: Array("PPFONT1\0".utf8) + [1], bandURLs: nil)) { error in
            XCTAssertTrue("\(error)".contains("broken.ppfont"), "\(error)")
        }
        XCTAssertThrowsError(try BundledFace(name: "other.ppfont", bytes: Array("BDF 2.1\n".utf8), bandURLs: nil))
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/BitmapText/Resources/Fonts/mono-400.ppfont")
        let bytes = [UInt8]((try? Data(contentsOf: url)) ?? Data())
        XCTAssertNoThrow(try BundledFace(name: "mono-400.ppfont", bytes: bytes, bandURLs: nil))
        XCTAssertThrowsError(try BundledFace(name: "long.ppfont", bytes: bytes + [0], bandURLs: nil)) { error in
            XCTAssertTrue("\(error)".contains("1 bytes follow the tabular alternates"), "\(error)")
        }
    }
}
