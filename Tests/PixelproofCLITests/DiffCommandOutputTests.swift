import Foundation
@testable import PixelproofCLI
import Raster
import Snapshots
import XCTest

/// `pixelproof diff --json` writes its object by hand; these pin it to `JSONEncoder`'s bytes.
final class DiffCommandOutputTests: XCTestCase {
    func testHandWrittenJSONIsWhatJSONEncoderWrites() throws {
        let a = Bitmap(width: 64, height: 24, fill: .white)
        var b = a
        b.fill(Bitmap.Region(x: 1, y: 1, width: 2, height: 2), with: RGBA8(r: 200, g: 10, b: 10))
        b.fill(Bitmap.Region(x: 50, y: 18, width: 3, height: 2), with: RGBA8(r: 0, g: 0, b: 90))
        let tall = Bitmap(width: 64, height: 25, fill: .white)
        let comparisons = [
            ImageComparator.pixelmatch().compare(a, b),
            ImageComparator.pixelmatch().compare(a, a),
            ImageComparator.pixelmatch().compare(a, tall),
        ]
        XCTAssertEqual(comparisons[0].changedRegions.count, 2, "the regions array holds more than one box")
        for comparison in comparisons {
            for threshold in [0.1, 0, 1, 0.05, 1.0 / 3, 0.123456789] {
                for includeAA in [false, true] {
                    let output = DiffCommandOutput(comparison, threshold: threshold, includeAA: includeAA)
                    XCTAssertEqual(try output.json(), try output.encoded())
                }
            }
        }
    }

    func testNumbersAreWrittenAsJSONEncoderWritesThem() throws {
        let values: [Double] = [0, 1, 100, 0.1, 1e-5, 1.5e-7, 123.456, 1.0 / 3, 2.5e16, 1e21, 0.966531, .leastNonzeroMagnitude, 12_345_678_901_234_567_168]
        for value in values {
            var output = DiffCommandOutput(ImageComparator.exact.compare(Bitmap(width: 1, height: 1), Bitmap(width: 1, height: 1)),
                                           threshold: 0.1, includeAA: false)
            output.ratio = value
            output.worstDeltaE = value
            output.threshold = value
            XCTAssertEqual(try output.json(), try output.encoded(), "\(value)")
        }
    }

    func testTokensHelpIndentsEveryNonEmptyLine() {
        XCTAssertEqual(TokensCommand.indented("one\ntwo"), "      one\n      two")
        XCTAssertEqual(TokensCommand.indented("\none\n\ntwo\n"), "      one\n      two", "empty lines are left out, as split(separator:) did")
        XCTAssertEqual(TokensCommand.indented(""), "")
        for subcommand in TokensCommand.subcommands {
            XCTAssertEqual(TokensCommand.indented(subcommand.summary),
                           subcommand.summary.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
        }
    }

    func testTheProcessContextReadsTheEnvironmentAndFolderWhenAsked() {
        let context = CommandContext.process()
        XCTAssertEqual(context.environment, ProcessInfo.processInfo.environment)
        XCTAssertEqual(context.currentDirectory.path, URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).path)
        XCTAssertEqual(context.environment, ProcessInfo.processInfo.environment, "asked twice, the same")
    }
}
