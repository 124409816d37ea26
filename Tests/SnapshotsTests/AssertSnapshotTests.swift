import Foundation
import Raster
@testable import Snapshots
@testable import SnapshotAssertions
import XCTest

/// The assertions as a component package uses them, with references committed in
/// `__Snapshots__/AssertSnapshotTests/` beside this file.
final class AssertSnapshotTests: XCTestCase {
    func testMatchingReferencesPassUnnamedAndNamed() {
        assertSnapshot(of: ImageSnapshotTests.card(), as: .image())
        assertSnapshot(of: "title: Card\nbadge: blue", as: .lines)
        assertSnapshot(of: ImageSnapshotTests.card(), as: .image(comparator: .pixelmatch()), named: "pixelmatch")
    }

    func testUnnamedSnapshotsAreNumberedInOrder() {
        let first = SnapshotCounter.next(file: #filePath, testName: #function)
        XCTAssertEqual(SnapshotCounter.next(file: #filePath, testName: #function), first + 1)
    }

    func testCountersStartAgainWhenXCTestStartsTheTestAgain() {
        let file = "/x/RepeatedTests.swift"
        XCTAssertEqual(SnapshotCounter.next(file: file, testName: "testRepeated()"), 1)
        XCTAssertEqual(SnapshotCounter.next(file: file, testName: "testRepeated()"), 2)
        SnapshotCounter.reset(testName: "RepeatedTests.testRepeated")
        XCTAssertEqual(SnapshotCounter.next(file: file, testName: "testRepeated()"), 1)
    }

    func testVerifySnapshotReturnsTheFailureMessageInsteadOfFailing() throws {
        let changed = ImageSnapshotTests.card(badge: RGBA8(r: 0xE0, g: 0x30, b: 0x30))
        let message = try XCTUnwrap(verifySnapshot(of: changed, as: .image(), named: "blue", record: .never))
        XCTAssertTrue(message.hasPrefix("Snapshot \"AssertSnapshotTests/testVerifySnapshotReturnsTheFailureMessageInsteadOfFailing.blue\" does not match"), message)
        XCTAssertNil(verifySnapshot(of: ImageSnapshotTests.card(), as: .image(), named: "blue", record: .never))
    }

    func testConfiguredSnapshotRootReplacesTheFolderBesideTheTestFile() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let configuration = SnapshotConfiguration(artifactsFolder: folder.artifacts, snapshotRoot: folder.snapshots)
        _ = withSnapshotConfiguration(configuration) { verifySnapshot(of: "x", as: .lines, named: "moved") }
        let expected = folder.snapshots.appendingPathComponent("AssertSnapshotTests/testConfiguredSnapshotRootReplacesTheFolderBesideTheTestFile.moved.txt")
        XCTAssertEqual(try String(contentsOf: expected, encoding: .utf8), "x")
    }

    func testSuiteConfigurationReachesTheAssertion() {
        let message = withSnapshotConfiguration(SnapshotConfiguration(record: .never)) {
            verifySnapshot(of: "never recorded", as: .lines, named: "absent")
        }
        XCTAssertTrue(message?.hasPrefix("No reference for") == true, message ?? "nil")
    }
}
