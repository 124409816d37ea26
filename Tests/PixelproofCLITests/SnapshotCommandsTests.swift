import Foundation
@testable import PixelproofCLI
import Raster
import Snapshots
import TestSupport
import XCTest

/// `pixelproof diff`, `report` and `prune`.
final class SnapshotCommandsTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(prefix: "pixelproof-cli").url
        var a = Bitmap(width: 12, height: 6, fill: .white)
        a.fill(Bitmap.Region(x: 4, y: 2, width: 3, height: 3), with: RGBA8(r: 255, g: 0, b: 0))
        try PNGCodec.write(a, to: folder.appendingPathComponent("a.png"))
        try PNGCodec.write(Bitmap(width: 12, height: 6, fill: .white), to: folder.appendingPathComponent("b.png"))
        try PNGCodec.write(Bitmap(width: 12, height: 7, fill: .white), to: folder.appendingPathComponent("tall.png"))
    }

    func run(_ arguments: [String], output: CapturedOutput = CapturedOutput()) -> (Int32, CapturedOutput) {
        (PixelproofTool.run(arguments, context: output.context(directory: folder)), output)
    }

    func testDiffPrintsJSONAndExitsOneWhenPixelsDiffer() throws {
        let (code, output) = run(["diff", "a.png", "b.png", "--json"])
        XCTAssertEqual(code, 1)
        let json = try JSONSerialization.jsonObject(with: Data(output.out.utf8)) as! [String: Any]
        XCTAssertEqual(json["width"] as? Int, 12)
        XCTAssertEqual(json["height"] as? Int, 6)
        XCTAssertEqual(json["diffPixels"] as? Int, 9)
        XCTAssertEqual(json["identical"] as? Bool, false)
    }

    func testDiffOfEqualImagesExitsZero() {
        let (code, output) = run(["diff", "b.png", "b.png"])
        XCTAssertEqual(code, 0)
        XCTAssertEqual(output.out, "0 pixels changed (0.00 %)\n")
    }

    func testDiffOfDifferentSizesSaysSoAndExitsOne() {
        let (code, output) = run(["diff", "b.png", "tall.png"])
        XCTAssertEqual(code, 1)
        XCTAssertEqual(output.out, "sizes differ: b.png is 12×6, tall.png is 12×7\n")
    }

    func testDiffWritesTheDiffImage() throws {
        XCTAssertEqual(run(["diff", "a.png", "b.png", "--output", "d.png", "--threshold", "0.05"]).0, 1)
        let diff = try PNGCodec.read(contentsOf: folder.appendingPathComponent("d.png"))
        XCTAssertEqual(diff[5, 3], DiffImage.changedColor)
    }

    func testDiffOfAMissingFileExitsTwo() {
        let (code, output) = run(["diff", "a.png", "nope.png"])
        XCTAssertEqual(code, 2)
        XCTAssertTrue(output.error.contains("nope.png"), output.error)
    }

    func testReportRebuildsTheReportFilesFromTheArtifacts() throws {
        let artifacts = folder.appendingPathComponent("artifacts")
        let configuration = SnapshotConfiguration(artifactsFolder: artifacts, environment: [:])
        _ = SnapshotRunner.verify(of: "x", as: .lines, at: SnapshotLocation(root: folder.appendingPathComponent("__Snapshots__"), group: "G", name: "n"), configuration: configuration)
        let (code, output) = run(["report", "--artifacts", "artifacts"])
        XCTAssertEqual(code, 0, output.error)
        XCTAssertTrue(output.out.contains("1 snapshots, 0 passed, 0 failed, 0 recorded, 1 new"), output.out)
        for name in ["report.json", "junit.xml", "index.html"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(name).path), name)
        }
    }

    func testPruneRefusesWithoutACompleteRun() {
        let artifacts = folder.appendingPathComponent("artifacts")
        let configuration = SnapshotConfiguration(artifactsFolder: artifacts, environment: [:])
        _ = SnapshotRunner.verify(of: "x", as: .lines, at: SnapshotLocation(root: folder.appendingPathComponent("__Snapshots__"), group: "G", name: "n"), configuration: configuration)
        let (code, output) = run(["prune", "--artifacts", "artifacts", "--delete"])
        XCTAssertEqual(code, 2)
        XCTAssertTrue(output.error.contains("not a complete run"), output.error)
    }
}
