import Foundation
import Raster
@testable import Snapshots
import XCTest

final class ImageSnapshotTests: XCTestCase {
    var folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
    }

    static func card(badge: RGBA8 = RGBA8(r: 0x2F, g: 0x6B, b: 0xFF)) -> Bitmap {
        var image = Bitmap(width: 48, height: 32, fill: .white)
        image.fill(Bitmap.Region(x: 4, y: 4, width: 40, height: 24), with: RGBA8(r: 0xEE, g: 0xEE, b: 0xF4))
        image.fill(Bitmap.Region(x: 30, y: 8, width: 10, height: 10), with: badge)
        return image
    }

    func verify(_ image: Bitmap, comparator: ImageComparator? = nil) -> SnapshotResult {
        SnapshotRunner.verify(name: "card", group: "Cards", bitmap: image, root: folder.snapshots,
                              comparator: comparator, configuration: folder.configuration())
    }

    func testRecordsAPNGThatDecodesToTheSamePixels() throws {
        XCTAssertEqual(verify(Self.card()).status, .new)
        let stored = try PNGCodec.read(contentsOf: folder.snapshots.appendingPathComponent("Cards/card.png"))
        XCTAssertEqual(stored, Self.card())
        XCTAssertEqual(verify(Self.card()).status, .passed)
    }

    func testAFailureWritesReferenceActualDiffAndCompositeImages() throws {
        _ = verify(Self.card())
        let result = verify(Self.card(badge: RGBA8(r: 0xE0, g: 0x30, b: 0x30)))
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(result.differingPixels, 100)
        XCTAssertEqual(result.regions, [[30, 8, 10, 10]])
        for kind in ["reference", "actual", "diff", "composite"] {
            let path = try XCTUnwrap(result.artifacts[kind], kind)
            XCTAssertTrue(path.hasSuffix("artifacts/__Snapshots__/Cards/card.\(kind).png"), path)
            XCTAssertNoThrow(try PNGCodec.read(contentsOf: URL(fileURLWithPath: path)))
            if kind != "reference" { XCTAssertTrue(result.message!.contains(path), kind) }
        }
        XCTAssertTrue(result.message!.contains("reference: " + folder.snapshots.appendingPathComponent("Cards/card.png").path))
        let diff = try PNGCodec.read(contentsOf: URL(fileURLWithPath: result.artifacts["diff"]!))
        XCTAssertEqual(diff[35, 12], DiffImage.changedColor)
        XCTAssertEqual(try PNGCodec.read(contentsOf: URL(fileURLWithPath: result.artifacts["actual"]!)), Self.card(badge: RGBA8(r: 0xE0, g: 0x30, b: 0x30)))
    }

    func testTheFailureMessageGivesCountsRatioDeltaEAndBoxes() {
        _ = verify(Self.card())
        let message = verify(Self.card(badge: RGBA8(r: 0xE0, g: 0x30, b: 0x30))).message!
        XCTAssertTrue(message.hasPrefix("Snapshot \"Cards/card\" does not match its reference (exact): 100 pixels changed (6.51 %), worst ΔE "), message)
        XCTAssertTrue(message.contains("in 1 region: 10×10 at (30, 8)"), message)
    }

    func testASizeChangeFailsWithBothSizesAndADiffCoveringBoth() throws {
        _ = verify(Self.card())
        let result = verify(Bitmap(width: 50, height: 32, fill: .white))
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(result.summary, "size changed from 48×32 to 50×32")
        let diff = try PNGCodec.read(contentsOf: URL(fileURLWithPath: result.artifacts["diff"]!))
        XCTAssertEqual(diff.width, 50)
    }

    func testDifferencesWithinTheComparatorsBudgetPassButAreReported() {
        _ = verify(Self.card())
        var nearly = Self.card()
        nearly[1, 1] = RGBA8(r: 250, g: 250, b: 250)
        let result = verify(nearly, comparator: .tolerance(channel: 0, maxPixels: 1))
        XCTAssertEqual(result.status, .passed)
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertTrue(result.summary.hasPrefix("passed within the budget: 1 pixel changed"))
    }

    func testAnUnreadableReferenceFailsWithItsPath() throws {
        let url = folder.snapshots.appendingPathComponent("Cards/card.png")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: url)
        let result = verify(Self.card())
        XCTAssertEqual(result.status, .failed)
        XCTAssertTrue(result.message!.hasPrefix("Could not verify snapshot \"Cards/card\""), result.message!)
        XCTAssertTrue(result.message!.contains(url.path))
    }

    func testPullbackBuildsAStrategyForAnotherType() {
        struct Swatch { var color: RGBA8 }
        let strategy: Snapshotting<Swatch, Bitmap> = Snapshotting.image().pullback { Bitmap(width: 4, height: 4, fill: $0.color) }
        let location = folder.location("swatch")
        XCTAssertEqual(SnapshotRunner.verify(of: Swatch(color: .black), as: strategy, at: location, configuration: folder.configuration()).status, .new)
        XCTAssertEqual(SnapshotRunner.verify(of: Swatch(color: .white), as: strategy, at: location, configuration: folder.configuration()).status, .failed)
    }
}
