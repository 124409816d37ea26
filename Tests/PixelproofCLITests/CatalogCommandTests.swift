import Foundation
import PixelproofCLI
import Raster
import TestSupport
import XCTest

final class CatalogCommandTests: XCTestCase {
    func testWritesOneContactSheetPerChosenComponent() throws {
        let folder = try makeTemporaryDirectory(prefix: "pixelproof-cli-catalog", create: false).url
        let output = CapturedOutput()
        let status = PixelproofTool.run(["catalog", "--output", folder.path, "--component", "Badge", "--component", "Chip"],
                                        context: output.context())
        XCTAssertEqual(status, 0, output.error)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["Badge.png", "Chip.png"])
        XCTAssertTrue(output.out.contains("Badge.png"), output.out)
        let sheet = try PNGCodec.read(contentsOf: folder.appendingPathComponent("Badge.png"))
        XCTAssertGreaterThan(sheet.width, 0)
    }

    func testUnknownComponentExitsTwoAndNamesTheComponents() {
        let output = CapturedOutput()
        XCTAssertEqual(PixelproofTool.run(["catalog", "--output", "/tmp/unused", "--component", "Carousel"], context: output.context()), 2)
        XCTAssertTrue(output.error.contains("Button"), output.error)
    }

    func testMissingOutputFolderExitsTwo() {
        let output = CapturedOutput()
        XCTAssertEqual(PixelproofTool.run(["catalog"], context: output.context()), 2)
        XCTAssertTrue(output.error.contains("--output DIR"), output.error)
    }
}
