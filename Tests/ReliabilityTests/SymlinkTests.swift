import Foundation
import Snapshots
import XCTest

/// Symbolic links inside `__Snapshots__` that point outside it: reads may follow them, writes
/// never change anything outside the root.
final class SymlinkTests: XCTestCase {
    /// Made in `setUp`, not as a default value: XCTest creates an instance of every test class even
    /// for a filtered run, and a folder made there would outlive the tests that never ran.
    var folder: ScratchFolder!

    override func setUp() {
        folder = ScratchFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    var outside: URL { folder.url.appendingPathComponent("outside") }

    func testRecordingIntoAGroupFolderLinkedOutsideIsRefusedAndWritesNothingThere() throws {
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.snapshots, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.snapshots.appendingPathComponent("Group"), withDestinationURL: outside)
        let result = SnapshotRunner.verify(of: "value", as: .lines, at: SnapshotLocation(root: folder.snapshots, group: "Group", name: "card"),
                                           configuration: folder.configuration(record: .all))
        XCTAssertEqual(result.status, .failed)
        XCTAssertTrue(result.message!.contains("outside \(folder.snapshots.path)"), result.message!)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
    }

    func testRecordingOverAReferenceLinkedToAFileOutsideReplacesTheLinkNotTheFile() throws {
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let victim = outside.appendingPathComponent("precious.txt")
        try "precious".write(to: victim, atomically: false, encoding: .utf8)
        let group = folder.snapshots.appendingPathComponent("Group")
        try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
        let reference = group.appendingPathComponent("card.txt")
        try FileManager.default.createSymbolicLink(at: reference, withDestinationURL: victim)
        let result = SnapshotRunner.verify(of: "value", as: .lines, at: SnapshotLocation(root: folder.snapshots, group: "Group", name: "card"),
                                           configuration: folder.configuration(record: .all))
        XCTAssertEqual(result.status, .recorded)
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "precious")
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: reference.path))
        XCTAssertEqual(try String(contentsOf: reference, encoding: .utf8), "value")
    }

    func testASnapshotRootThatIsItselfALinkIsUsedAsTheRoot() throws {
        let real = folder.url.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.snapshots, withDestinationURL: real)
        let result = SnapshotRunner.verify(of: "value", as: .lines, at: SnapshotLocation(root: folder.snapshots, group: "Group", name: "card"),
                                           configuration: folder.configuration())
        XCTAssertEqual(result.status, .new)
        XCTAssertEqual(try String(contentsOf: real.appendingPathComponent("Group/card.txt"), encoding: .utf8), "value")
    }
}
