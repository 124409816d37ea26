import Foundation
import Snapshots
import XCTest

/// Snapshot and group names that try to leave the snapshot folder, or that file systems treat
/// specially, go through the whole runner and land at one exact, safe path inside the root.
final class HostileNameTests: XCTestCase {
    /// Made in `setUp`, not as a default value: XCTest creates an instance of every test class even
    /// for a filtered run, and a folder made there would outlive the tests that never ran.
    var folder: ScratchFolder!

    override func setUp() {
        folder = ScratchFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// Records `name` in `group` and returns the files below the snapshot root.
    func record(_ name: String, group: String = "Group") -> (SnapshotResult, [String]) {
        let result = SnapshotRunner.verify(of: "value", as: .lines, at: SnapshotLocation(root: folder.snapshots, group: group, name: name),
                                           configuration: folder.configuration())
        let files = folder.allPaths().filter { $0.hasPrefix("__Snapshots__/") && $0.hasSuffix(".txt") }
        return (result, files)
    }

    func testParentDirectoryNamesAreRecordedInsideTheRoot() {
        let (result, files) = record("../../../outside", group: "../..")
        XCTAssertEqual(result.status, .new)
        XCTAssertEqual(files, ["__Snapshots__/_/outside.txt"])
        XCTAssertEqual(folder.allPaths().filter { !$0.hasPrefix("__Snapshots__") && !$0.hasPrefix("artifacts") }, [])
    }

    func testSlashesInANameMakeOneFileNotFolders() {
        XCTAssertEqual(record("dark/mode/large").1, ["__Snapshots__/Group/dark-mode-large.txt"])
    }

    func testNulAndControlCharactersInANameBecomeOneDash() {
        XCTAssertEqual(record("a\0\u{1}\nb").1, ["__Snapshots__/Group/a-b.txt"])
    }

    func testAVeryLongNameIsCutToAValidFileNameWithAHash() {
        let (result, files) = record(String(repeating: "x", count: 10_000))
        XCTAssertEqual(result.status, .new)
        XCTAssertEqual(files.count, 1)
        let fileName = URL(fileURLWithPath: files[0]).lastPathComponent
        // 143 kept characters, "-", a 16-digit hash, ".txt": far below the 255-byte limit of file names.
        XCTAssertEqual(fileName.utf8.count, 164)
        XCTAssertTrue(fileName.hasPrefix(String(repeating: "x", count: 143) + "-"), fileName)
    }

    func testTwoLongNamesWithTheSamePrefixGetTwoFiles() {
        _ = record(String(repeating: "y", count: 500) + "1")
        XCTAssertEqual(record(String(repeating: "y", count: 500) + "2").1.count, 2)
    }

    func testUnicodeNamesAreKeptAndBothNormalFormsShareOneFile() {
        let composed = "Überschrift café", decomposed = "U\u{308}berschrift cafe\u{301}"
        XCTAssertEqual(record(composed).1, ["__Snapshots__/Group/Überschrift-café.txt"])
        XCTAssertEqual(record(decomposed).0.status, .passed)
    }

    func testNamesDifferingOnlyInCaseFailWithoutWritingASecondFile() {
        XCTAssertEqual(record("PrimaryButton").0.status, .new)
        let (second, files) = record("primarybutton")
        XCTAssertEqual(second.status, .failed)
        XCTAssertTrue(second.message!.contains("differ only in letter case"), second.message!)
        XCTAssertEqual(files, ["__Snapshots__/Group/PrimaryButton.txt"])
    }

    func testAnEmptyOrDotsOnlyNameBecomesAnUnderscore() {
        XCTAssertEqual(record("..").1, ["__Snapshots__/Group/_.txt"])
    }
}
