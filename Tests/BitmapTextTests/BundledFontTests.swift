import XCTest
@testable import BitmapText

final class BundledFontTests: XCTestCase {
    func testEveryBundledStrikeParsesWithItsNamedPixelSize() throws {
        for descriptor in StrikeCatalog.all {
            let strike = try FontLibrary.shared.load(descriptor)
            XCTAssertEqual(strike.font.pixelSize, descriptor.pixelSize, "\(descriptor)")
        }
    }

    /// Drawing may swap a strike for a crisper one of the same face, so their code points must match.
    func testEveryStrikeOfAHelveticaFaceHasTheSameCodePoints() throws {
        for face in Set(StrikeCatalog.all.filter { $0.source == .helvetica }.map(\.face)) {
            let strikes = try StrikeCatalog.all.filter { $0.source == .helvetica && $0.face == face }.map { try FontLibrary.shared.load($0) }
            let reference = Set(strikes[0].font.glyphs.keys)
            XCTAssertGreaterThanOrEqual(reference.count, 721)   // 754 upright, 721 oblique
            for strike in strikes { XCTAssertEqual(Set(strike.font.glyphs.keys), reference, "\(strike.descriptor)") }
        }
    }

    func testHelveticaCoversLatinOneQuotesDashesBulletEllipsisAndEuro() throws {
        let strike = try FontLibrary.shared.load(StrikeDescriptor(source: .helvetica, face: .regular, pixelSize: 17))
        let wanted: [UInt32] = Array(0x20...0x7E) + Array(0xA0...0xFF) + [0x2018, 0x2019, 0x201C, 0x201D, 0x2013, 0x2014, 0x2022, 0x2026, 0x20AC]
        XCTAssertEqual(wanted.filter { strike.glyph(for: $0) == nil }, [])
    }

    func testFallbackCoversGreekCyrillicArrowsAndBoxDrawing() throws {
        let strike = try FontLibrary.shared.load(StrikeDescriptor(source: .fixed, face: .regular, pixelSize: 13))
        let wanted: [UInt32] = [0x03B1, 0x03A9, 0x0436, 0x042F, 0x2190, 0x2192, 0x2500, 0x2502, 0x250C, 0x2588]
        XCTAssertEqual(wanted.filter { strike.glyph(for: $0) == nil }, [])
    }
}
