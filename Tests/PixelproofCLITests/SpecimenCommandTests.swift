import Foundation
import PixelproofCLI
import Raster
import TestSupport
import XCTest

final class SpecimenCommandTests: XCTestCase {
    func testWritesThePageOfTheChosenSizeAndScale() throws {
        let folder = try makeTemporaryDirectory(prefix: "pixelproof-cli-specimen", create: false).url
        let output = CapturedOutput()
        XCTAssertEqual(PixelproofTool.run(["specimen", "--output", folder.path, "--scale", "1", "--size", "Large"], context: output.context()), 0, output.error)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names, ["specimen-Large-1x.png"])
        XCTAssertTrue(output.out.hasPrefix("wrote "), output.out)
        let page = try PNGCodec.read(contentsOf: folder.appendingPathComponent("specimen-Large-1x.png"))
        XCTAssertEqual(page.width, 704)
    }

    func testUnknownDynamicTypeSizeExitsTwo() {
        let output = CapturedOutput()
        XCTAssertEqual(PixelproofTool.run(["specimen", "--output", "/tmp/unused", "--size", "Huge"], context: output.context()), 2)
    }

    func testMissingOutputFolderExitsTwo() {
        let output = CapturedOutput()
        XCTAssertEqual(PixelproofTool.run(["specimen"], context: output.context()), 2)
        XCTAssertTrue(output.error.contains("--output DIR"), output.error)
    }
}
