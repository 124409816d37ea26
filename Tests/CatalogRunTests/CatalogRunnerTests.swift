import XCTest
import Raster
@testable import PixelproofCatalog
@testable import Snapshots

final class CatalogRunnerTests: XCTestCase {
    var catalog: TestCatalog!

    override func setUp() { catalog = TestCatalog() }
    override func tearDown() { catalog.remove() }

    private func record() throws {
        _ = try CatalogRunner.run(TestCatalog.entries, tokens: catalog.tokens, options: catalog.options(record: .all))
    }

    func testVerifyPassesOnAFreshlyRecordedCatalogAndWritesTheReports() throws {
        try record()
        let summary = try CatalogRunner.run(TestCatalog.entries, tokens: catalog.tokens, options: catalog.options())
        XCTAssertTrue(summary.allPassed)
        XCTAssertEqual(summary.report.totals.passed, 6)
        XCTAssertEqual(summary.reportFiles.map(\.lastPathComponent), ["report.json", "junit.xml", "index.html"])
        XCTAssertEqual(summary.report.orphans, [])
    }

    func testVerifyFailsWithArtifactsAfterATokenChange() throws {
        try record()
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#5B8CFF")
        let summary = try CatalogRunner.run(TestCatalog.entries, tokens: catalog.tokens, options: catalog.options())
        XCTAssertFalse(summary.allPassed)
        let failed = summary.report.snapshots.filter(\.isFailure)
        XCTAssertEqual(failed.map(\.identifier), ["Card/plain.light@2x", "Swatch/accent.light@2x"])
        for result in failed {
            for kind in ["reference", "actual", "diff", "composite"] {
                XCTAssertTrue(FileManager.default.fileExists(atPath: result.artifacts[kind] ?? "-"), "\(result.identifier) \(kind)")
            }
        }
        XCTAssertTrue(summary.text.contains("6 snapshots: 4 passed, 2 failed"))
    }

    func testVerifyWithoutAReferenceFailsAndWritesNothingToTheStore() throws {
        let summary = try CatalogRunner.run(TestCatalog.entries, tokens: catalog.tokens, options: catalog.options())
        XCTAssertEqual(summary.report.totals.failed, 6)
        XCTAssertTrue(summary.text.contains("6 entries have no reference; write them with 'pixelproof record --mode missing'"), summary.text)
        XCTAssertFalse(FileManager.default.fileExists(atPath: catalog.snapshots.path))
    }

    func testRecordMissingWritesOnlyTheReferencesThatDoNotExist() throws {
        let swatches = try CatalogRunner.select(TestCatalog.entries, patterns: [CatalogPattern("Swatch")])
        _ = try CatalogRunner.run(swatches, tokens: catalog.tokens, options: catalog.options(record: .missing, complete: false))
        let summary = try CatalogRunner.run(TestCatalog.entries, tokens: catalog.tokens, options: catalog.options(record: .missing))
        XCTAssertEqual(summary.report.snapshots.filter { $0.status == .new }.map(\.identifier), ["Card/plain.dark@2x", "Card/plain.light@2x"])
        XCTAssertEqual(summary.report.totals.passed, 4)
    }

    func testProgressArrivesInEntryOrderWhateverTheJobCount() throws {
        try record()
        var orders: [[String]] = []
        for jobs in [1, 3, 8] {
            var seen: [String] = []
            var counts: [Int] = []
            _ = try CatalogRunner.run(TestCatalog.entries, tokens: catalog.tokens, options: catalog.options(jobs: jobs)) { progress in
                seen.append(progress.result.identifier)
                counts.append(progress.completed)
            }
            XCTAssertEqual(counts, Array(1...6))
            orders.append(seen)
        }
        XCTAssertEqual(orders[0], TestCatalog.entries.map(\.identifier))
        XCTAssertEqual(orders[1], orders[0])
        XCTAssertEqual(orders[2], orders[0])
    }

    func testAnEntryThatThrowsFailsWithItsErrorAndTheOthersStillRun() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "no such component" } }
        let broken = CatalogSnapshot(path: "Broken/entry") { _ in throw Broken() }
        let summary = try CatalogRunner.run(TestCatalog.entries + [broken], tokens: catalog.tokens, options: catalog.options(record: .all))
        let result = try XCTUnwrap(summary.report.snapshots.first { $0.identifier == "Broken/entry" })
        XCTAssertEqual(result.status, .failed)
        XCTAssertTrue(result.message?.contains("no such component") == true)
        XCTAssertEqual(summary.report.totals.recorded + summary.report.totals.new, 6)
    }

    func testANestedPathKeepsItsFoldersOnDiskAndItsWholeNameInTheReport() throws {
        let nested = CatalogSnapshot(path: "Button/primary/disabled.dark.default", mode: "dark") { _ in
            RenderedSnapshot(bitmap: Bitmap(width: 2, height: 2, fill: .black), tokenPaths: [])
        }
        let summary = try CatalogRunner.run([nested], tokens: catalog.tokens, options: catalog.options(record: .all))
        XCTAssertEqual(summary.report.snapshots.map(\.identifier), ["Button/primary/disabled.dark.default"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: catalog.snapshots.appendingPathComponent("Button/primary/disabled.dark.default.png").path))
        XCTAssertEqual(try SnapshotReport.collect(artifactsRoot: catalog.artifacts).snapshots.map(\.identifier), ["Button/primary/disabled.dark.default"])
    }

    func testResultsReportAndMarkerAreFiledUnderTheRunIdentifierOfTheOptions() throws {
        var options = catalog.options(record: .all)
        options.runID = "catalog-run-7"
        let summary = try CatalogRunner.run(TestCatalog.entries, tokens: catalog.tokens, options: options)
        XCTAssertEqual(summary.report.runID, "catalog-run-7")
        XCTAssertEqual(Set(try SnapshotReport.entries(in: catalog.artifacts).map(\.runID)), ["catalog-run-7"])
        XCTAssertEqual(CompleteRunMarker.read(from: catalog.artifacts)?.runID, "catalog-run-7")
    }

    func testTheReportOfARunIsWrittenOnceAndNotRebuiltAtExit() throws {
        try record()
        let artifacts = catalog.artifacts.standardizedFileURL.path
        XCTAssertTrue(SnapshotRun.shared.artifactsRoots.map(\.path).contains(artifacts), "\(SnapshotRun.shared.artifactsRoots)")
        XCTAssertFalse(SnapshotRun.shared.unreportedRoots.map(\.path).contains(artifacts))
    }

    func testOrphansAreListedOnlyAfterACompleteRun() throws {
        try record()
        try FileManager.default.createDirectory(at: catalog.snapshots.appendingPathComponent("Old"), withIntermediateDirectories: true)
        try Data([1]).write(to: catalog.snapshots.appendingPathComponent("Old/gone.png"))
        let partial = try CatalogRunner.run(Array(TestCatalog.entries.prefix(2)), tokens: catalog.tokens, options: catalog.options(complete: false))
        XCTAssertNil(partial.report.orphans)
        let complete = try CatalogRunner.run(TestCatalog.entries, tokens: catalog.tokens, options: catalog.options())
        XCTAssertEqual(complete.report.orphans?.map { URL(fileURLWithPath: $0).lastPathComponent }, ["gone.png"])
    }
}
