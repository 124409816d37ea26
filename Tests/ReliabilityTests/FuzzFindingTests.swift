import BitmapText
import Foundation
import PixelproofCLI
import Raster
import Tokens
import XCTest

/// Every input the fuzzers (scripts/fuzz) found crashing, kept in `FuzzFindings/<target>/`, now
/// gets a clear error instead. A new finding is added by copying its file into the folder of its
/// target.
final class FuzzFindingTests: XCTestCase {
    static let findings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzFindings")

    func inputs(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = Self.findings.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return try names.sorted().filter { !$0.hasPrefix(".") }.map {
            ($0, [UInt8](try Data(contentsOf: folder.appendingPathComponent($0))))
        }
    }

    func testBDFFindingsAreRefusedWithAnErrorNamingTheFile() throws {
        let inputs = try inputs("bdf")
        XCTAssertFalse(inputs.isEmpty)
        for input in inputs {
            XCTAssertThrowsError(try BDFParser.parse(input.bytes, fileName: input.name), input.name) { error in
                XCTAssertTrue("\(error)".hasPrefix(input.name + ":"), "\(error)")
            }
        }
    }

    func testBDFBoxFarLargerThanItsBitmapRowsIsRefusedAtTheFirstShortRow() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.findings.appendingPathComponent("bdf/bbx-asks-for-10-gigabytes.bdf")))
        XCTAssertThrowsError(try BDFParser.parse(bytes, fileName: "huge.bdf")) { error in
            XCTAssertEqual(error as? BDFError, .badBitmapRow(file: "huge.bdf", line: 13, text: "E0"))
        }
    }

    func testPNGFindingsAreRefusedOrRoundTrip() throws {
        for input in try inputs("png") {
            guard let image = try? PNGCodec.decode(input.bytes, source: input.name) else { continue }
            XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(image)), image, input.name)
        }
    }

    func testTokenFindingsLoadOrReportProblems() throws {
        let folder = ScratchFolder()
        defer { folder.remove() }
        for input in try inputs("tokens") {
            let url = folder.url.appendingPathComponent(input.name)
            try Data(input.bytes).write(to: url)
            do {
                _ = try TokenSet.load(paths: [url])
            } catch {
                XCTAssertFalse(error.problems.isEmpty, input.name)
            }
        }
    }

    func testArgumentFindingsParseOrThrow() throws {
        for input in try inputs("arguments") {
            let words = input.bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            for command in commandTable { _ = try? ArgumentParser.parse(Array(words.dropFirst()), for: command.spec) }
        }
    }
}
