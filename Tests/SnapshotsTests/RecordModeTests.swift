import Foundation
@testable import Snapshots
import XCTest

/// Each record mode against a missing, a matching and a differing reference (text snapshots, so
/// these tests need no PNG codec).
final class RecordModeTests: XCTestCase {
    var folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
    }

    enum Reference { case missing, matching, differing }

    /// Prepares the reference, verifies "actual" under `mode`, returns the result and the reference text after.
    func run(_ mode: SnapshotRecordMode, _ reference: Reference) throws -> (SnapshotResult, String?) {
        let location = folder.location("card.\(mode.rawValue)")
        let url = location.referenceURL(pathExtension: "txt")
        if reference != .missing {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (reference == .matching ? "actual" : "expected").write(to: url, atomically: false, encoding: .utf8)
        }
        let result = SnapshotRunner.verify(of: "actual", as: .lines, at: location, configuration: folder.configuration(record: mode))
        return (result, try? String(contentsOf: url, encoding: .utf8))
    }

    func testAllRecordsAMissingReferenceAndFails() throws {
        let (result, after) = try run(.all, .missing)
        XCTAssertEqual(result.status, .new)
        XCTAssertEqual(after, "actual")
        XCTAssertTrue(result.message!.hasPrefix("Recorded a new reference"))
    }

    func testAllFailsEvenWhenTheReferenceMatches() throws {
        let (result, after) = try run(.all, .matching)
        XCTAssertEqual(result.status, .recorded)
        XCTAssertEqual(after, "actual")
        XCTAssertTrue(result.message!.contains("already matched"))
    }

    func testAllOverwritesADifferingReference() throws {
        let (result, after) = try run(.all, .differing)
        XCTAssertEqual(result.status, .recorded)
        XCTAssertEqual(after, "actual")
    }

    func testMissingRecordsAMissingReferenceAndFails() throws {
        let (result, after) = try run(.missing, .missing)
        XCTAssertEqual(result.status, .new)
        XCTAssertTrue(result.isFailure)
        XCTAssertEqual(after, "actual")
    }

    func testMissingPassesAMatchingReference() throws {
        let (result, _) = try run(.missing, .matching)
        XCTAssertEqual(result.status, .passed)
        XCTAssertNil(result.message)
    }

    func testMissingFailsADifferingReferenceAndKeepsIt() throws {
        let (result, after) = try run(.missing, .differing)
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(after, "expected")
        XCTAssertEqual(Set(result.artifacts.keys), ["reference", "actual", "diff"])
        XCTAssertEqual(try String(contentsOfFile: result.artifacts["actual"]!, encoding: .utf8), "actual")
    }

    func testFailedRecordsAMissingReference() throws {
        let (result, after) = try run(.failed, .missing)
        XCTAssertEqual(result.status, .new)
        XCTAssertEqual(after, "actual")
    }

    func testFailedPassesAMatchingReference() throws {
        XCTAssertEqual(try run(.failed, .matching).0.status, .passed)
    }

    func testFailedOverwritesADifferingReferenceAndStillFails() throws {
        let (result, after) = try run(.failed, .differing)
        XCTAssertEqual(result.status, .recorded)
        XCTAssertEqual(after, "actual")
        XCTAssertTrue(result.message!.contains("re-recorded"))
        XCTAssertNotNil(result.artifacts["diff"])
    }

    func testNeverFailsAMissingReferenceWithoutWritingIt() throws {
        let (result, after) = try run(.never, .missing)
        XCTAssertEqual(result.status, .failed)
        XCTAssertNil(after)
        XCTAssertTrue(result.message!.hasPrefix("No reference"))
        XCTAssertNotNil(result.artifacts["actual"])
    }

    func testNeverPassesAMatchingReference() throws {
        XCTAssertEqual(try run(.never, .matching).0.status, .passed)
    }

    func testNeverFailsADifferingReferenceAndKeepsIt() throws {
        let (result, after) = try run(.never, .differing)
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(after, "expected")
    }

    func testPassingAgainRemovesTheArtifactsOfAnEarlierFailure() throws {
        let (failure, _) = try run(.missing, .differing)
        let location = folder.location("card.missing")
        try "actual".write(to: location.referenceURL(pathExtension: "txt"), atomically: false, encoding: .utf8)
        XCTAssertEqual(SnapshotRunner.verify(of: "actual", as: .lines, at: location, configuration: folder.configuration()).status, .passed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: failure.artifacts["actual"]!))
    }
}

final class RecordModePrecedenceTests: XCTestCase {
    func testAssertionArgumentBeatsConfigurationAndEnvironment() throws {
        let configuration = SnapshotConfiguration(record: .never, environment: ["PIXELPROOF_RECORD": "all"])
        XCTAssertEqual(try configuration.recordMode(assertion: .failed), .failed)
    }

    func testConfigurationBeatsEnvironment() throws {
        let configuration = SnapshotConfiguration(record: .never, environment: ["PIXELPROOF_RECORD": "all"])
        XCTAssertEqual(try configuration.recordMode(assertion: nil), .never)
    }

    func testPixelproofVariableBeatsTheSwiftSnapshotTestingOne() throws {
        let environment = ["PIXELPROOF_RECORD": "failed", "SNAPSHOT_TESTING_RECORD": "all"]
        XCTAssertEqual(try SnapshotConfiguration(environment: environment).recordMode(assertion: nil), .failed)
    }

    func testSwiftSnapshotTestingVariableIsHonoured() throws {
        XCTAssertEqual(try SnapshotConfiguration(environment: ["SNAPSHOT_TESTING_RECORD": "never"]).recordMode(assertion: nil), .never)
    }

    func testDefaultIsMissing() throws {
        XCTAssertEqual(try SnapshotConfiguration(environment: [:]).recordMode(assertion: nil), .missing)
    }

    func testUnknownEnvironmentValueFailsWithTheAllowedValues() {
        XCTAssertThrowsError(try SnapshotConfiguration(environment: ["PIXELPROOF_RECORD": "yes"]).recordMode(assertion: nil)) { error in
            XCTAssertEqual("\(error)", "PIXELPROOF_RECORD=yes is not a record mode; use all, missing, failed or never")
        }
    }

    func testTaskLocalConfigurationAppliesInsideItsScope() throws {
        let mode = try withSnapshotConfiguration(SnapshotConfiguration(record: .all, environment: [:])) {
            try SnapshotConfiguration.current.recordMode(assertion: nil)
        }
        XCTAssertEqual(mode, .all)
    }
}
