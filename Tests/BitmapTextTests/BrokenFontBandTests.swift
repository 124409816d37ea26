import Foundation
import XCTest
@testable import BitmapText
import Raster

/// A bundled face whose atlas band is missing or damaged: the band's first draw reports the file
/// by name and what is wrong, and the bands that are intact still draw.
final class BrokenFontBandTests: XCTestCase {
    private let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/BitmapText/Resources/Fonts").standardizedFileURL
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-band-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in ["mono-400.png", "mono-400-1.png", "mono-400-2.png"] {
            try FileManager.default.copyItem(at: fonts.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The face as `FontLibrary` builds it, over the copies in `folder`.
    private func face() throws -> BundledFace {
        let metrics = [UInt8](try Data(contentsOf: fonts.appendingPathComponent("mono-400.ppfont")))
        let bands = ["mono-400.png", "mono-400-1.png", "mono-400-2.png"].map { folder.appendingPathComponent($0) }
        return try BundledFace(name: "mono-400.ppfont", bytes: metrics, bandURLs: bands)
    }

    private func glyph(_ scalar: Unicode.Scalar, in face: BundledFace) throws -> Int {
        try XCTUnwrap(face.glyphIndex(for: scalar.value), "U+\(String(scalar.value, radix: 16))")
    }

    private func assertBand(of scalar: Unicode.Scalar, failsMentioning parts: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let face = try face()
        XCTAssertThrowsError(try face.loadBand(holdingGlyph: try glyph(scalar, in: face)), file: file, line: line) { error in
            for part in parts { XCTAssertTrue("\(error)".contains(part), "\(error) should mention \(part)", file: file, line: line) }
        }
    }

    func testIntactBandsLoadAndDrawEveryBand() throws {
        let face = try face()
        for scalar: Unicode.Scalar in ["H", "•", "Ä"] {
            XCTAssertNoThrow(try face.loadBand(holdingGlyph: try glyph(scalar, in: face)))
        }
        XCTAssertEqual(face.decodedBands(), [0, 1, 2])
    }

    func testATruncatedBandIsNamedAndTheOtherBandsStillDraw() throws {
        let band = folder.appendingPathComponent("mono-400-1.png")
        let bytes = try Data(contentsOf: band)
        try bytes.prefix(bytes.count / 2).write(to: band)
        let face = try face()
        XCTAssertThrowsError(try face.loadBand(holdingGlyph: try glyph("•", in: face))) { error in
            XCTAssertTrue("\(error)".hasPrefix("bundled font file mono-400-1.png could not be read"), "\(error)")
        }
        XCTAssertNoThrow(try face.loadBand(holdingGlyph: try glyph("H", in: face)))
        XCTAssertNoThrow(try face.loadBand(holdingGlyph: try glyph("Ä", in: face)))
        XCTAssertFalse(face.mask(glyph: try glyph("H", in: face), pixelsPerEm64: 17 * 64, phase: 0).isEmpty)
    }

    func testAMissingBandIsNamed() throws {
        try FileManager.default.removeItem(at: folder.appendingPathComponent("mono-400-2.png"))
        try assertBand(of: "Ä", failsMentioning: ["mono-400-2.png", "could not be read"])
    }

    func testABandThatIsNotAPNGIsNamed() throws {
        try Data("not a png at all, just some text of some length".utf8).write(to: folder.appendingPathComponent("mono-400.png"))
        try assertBand(of: "H", failsMentioning: ["bundled font file mono-400.png is malformed", "not a PNG file"])
    }

    func testABandOfTheWrongSizeIsNamed() throws {
        // A valid PNG, 4 px wide where the metrics say 1024: every band's header is read on the
        // face's first draw, so even a glyph of band 0 reports band 1.
        let tiny = Bitmap(width: 4, height: 4)
        try PNGCodec.write(tiny, to: folder.appendingPathComponent("mono-400-1.png"))
        try assertBand(of: "H", failsMentioning: ["mono-400-1.png", "atlas band is 4×4 px, the metrics say 1024 px wide"])
    }
}
