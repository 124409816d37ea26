import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Snapshots
import XCTest

final class ReportTests: XCTestCase {
    var folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
    }

    /// One passed, one failed (with markup in its text), one new snapshot; returns the written report files.
    func runThreeSnapshots() throws -> [URL] {
        let configuration = folder.configuration()
        _ = SnapshotRunner.verify(of: "same", as: .lines, at: folder.location("passes"), configuration: configuration)
        _ = SnapshotRunner.verify(of: "<b>old</b>", as: .lines, at: folder.location("fails"), configuration: configuration)
        XCTAssertEqual(SnapshotRunner.verify(of: "same", as: .lines, at: folder.location("passes"), configuration: configuration).status, .passed)
        XCTAssertEqual(SnapshotRunner.verify(of: "<script>alert(1)</script>", as: .lines, at: folder.location("fails"), configuration: configuration).status, .failed)
        XCTAssertEqual(SnapshotRunner.verify(of: "x", as: .lines, at: folder.location("appears"), configuration: configuration).status, .new)
        return try SnapshotReport.collect(artifactsRoot: folder.artifacts).write(to: folder.artifacts)
    }

    func testReportJSONHasTotalsAndEverySnapshot() throws {
        let files = try runThreeSnapshots()
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: files[0])) as! [String: Any]
        let totals = json["totals"] as! [String: Int]
        XCTAssertEqual(totals, ["total": 3, "passed": 1, "failed": 1, "recorded": 0, "new": 1])
        let snapshots = json["snapshots"] as! [[String: Any]]
        XCTAssertEqual(snapshots.map { $0["identifier"] as! String }, ["Tests/appears", "Tests/fails", "Tests/passes"])
        let failed = snapshots[1]["artifacts"] as! [String: String]
        XCTAssertTrue(FileManager.default.fileExists(atPath: failed["diff"]!))
    }

    func testJUnitXMLParsesWithOneTestCasePerSnapshotAndTheFailures() throws {
        let files = try runThreeSnapshots()
        let counter = ElementCounter()
        let parser = XMLParser(contentsOf: files[1])!
        parser.delegate = counter
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        XCTAssertEqual(counter.counts["testcase"], 3)
        XCTAssertEqual(counter.counts["failure"], 2)
    }

    func testHTMLEscapesEveryTextItShows() throws {
        let html = try String(contentsOf: try runThreeSnapshots()[2], encoding: .utf8)
        XCTAssertFalse(html.contains("<script>alert"))
        XCTAssertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        XCTAssertTrue(html.contains("Tests/fails"))
    }

    func testOrphansAreListedOnlyAfterACompleteRun() throws {
        let configuration = folder.configuration()
        for name in ["kept", "gone"] {
            _ = SnapshotRunner.verify(of: name, as: .lines, at: folder.location(name), configuration: configuration)
        }
        XCTAssertNil(try SnapshotReport.collect(artifactsRoot: folder.artifacts).orphans)
        let later = TemporaryFolder()
        defer { later.remove() }
        let run = SnapshotConfiguration(artifactsFolder: later.artifacts, environment: [:])
        XCTAssertEqual(SnapshotRunner.verify(of: "kept", as: .lines, at: folder.location("kept"), configuration: run).status, .passed)
        try CompleteRunMarker(runID: SnapshotRun.identifier, succeeded: true, finishedAt: 0).write(to: later.artifacts)
        let orphans = try SnapshotReport.collect(artifactsRoot: later.artifacts).orphans
        XCTAssertEqual(orphans?.map { URL(fileURLWithPath: $0).lastPathComponent }, ["gone.txt"])
    }

    func testPruneRefusesWithoutACompleteRunAndDeletesOnlyOrphansAfterOne() throws {
        let configuration = folder.configuration()
        _ = SnapshotRunner.verify(of: "a", as: .lines, at: folder.location("orphan"), configuration: configuration)
        let run = TemporaryFolder()
        defer { run.remove() }
        let clean = SnapshotConfiguration(artifactsFolder: run.artifacts, environment: [:])
        _ = SnapshotRunner.verify(of: "b", as: .lines, at: folder.location("used"), configuration: configuration)
        XCTAssertEqual(SnapshotRunner.verify(of: "b", as: .lines, at: folder.location("used"), configuration: clean).status, .passed)
        XCTAssertThrowsError(try OrphanPruner.plan(artifactsRoot: run.artifacts)) { error in
            XCTAssertTrue("\(error)".contains("not a complete run"))
        }
        try CompleteRunMarker(runID: SnapshotRun.identifier, succeeded: true, finishedAt: 0).write(to: run.artifacts)
        let plan = try OrphanPruner.plan(artifactsRoot: run.artifacts)
        XCTAssertEqual(plan.orphans.map(\.lastPathComponent), ["orphan.txt"])
        try OrphanPruner.delete(plan)
        let remaining = try FileManager.default.contentsOfDirectory(atPath: folder.snapshots.appendingPathComponent("Tests").path)
        XCTAssertEqual(remaining, ["used.txt"])
    }

    func testPruneRefusesAfterARunThatRecorded() throws {
        _ = SnapshotRunner.verify(of: "a", as: .lines, at: folder.location("new"), configuration: folder.configuration())
        try CompleteRunMarker(runID: SnapshotRun.identifier, succeeded: true, finishedAt: 0).write(to: folder.artifacts)
        XCTAssertThrowsError(try OrphanPruner.plan(artifactsRoot: folder.artifacts)) { error in
            XCTAssertTrue("\(error)".contains("did not pass cleanly"))
        }
    }
}

final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        counts[elementName, default: 0] += 1
    }
}
