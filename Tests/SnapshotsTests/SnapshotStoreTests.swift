import Foundation
@testable import Snapshots
import XCTest

final class SnapshotNameTests: XCTestCase {
    /// Names that are already clean pass through without the character walk; the result must be
    /// the walk's for every name, clean or not (random names over an alphabet of every kind of
    /// character the rules treat differently, at lengths around the limit too).
    func testPassingACleanNameThroughGivesWhatTheWalkGives() {
        let alphabet: [Character] = ["a", "Z", "0", "9", "-", "_", ".", "@", "+", "=", ",", " ", "/", "é", "e\u{301}", "ß", "\u{0}", "~"]
        var generator = SystemRandomNumberGenerator()
        var names = ["", "a", "Button", "default.light.ax1", "icon-disabled", "-a", "a-", ".a", "a.", "a..b", "a.b", "a,b=c+d@e_f",
                     String(repeating: "a", count: SnapshotName.maximumBytes), String(repeating: "a", count: SnapshotName.maximumBytes + 1)]
        for _ in 0..<3000 {
            let length = [Int.random(in: 0...12, using: &generator), Int.random(in: 155...165, using: &generator)].randomElement(using: &generator)!
            // Half of them from the characters a clean name may hold, so the pass-through is taken often.
            let letters = Bool.random(using: &generator) ? Array(alphabet.prefix(11)) : alphabet
            names.append(String((0..<length).map { _ in letters.randomElement(using: &generator)! }))
        }
        // Every ASCII character between two letters (the pass-through judges ASCII bytes by a table).
        names += (0..<128).map { "a\(Character(Unicode.Scalar(UInt8($0))))b" }
        for name in names {
            XCTAssertEqual(SnapshotName.sanitize(name), SnapshotName.sanitizedByWalking(name), "'\(name)'")
        }
    }

    func testParentReferencesCannotClimbOutOfTheRoot() {
        XCTAssertEqual(SnapshotName.sanitize("../evil"), "evil")
        XCTAssertEqual(SnapshotName.sanitize("../../etc/passwd"), "etc-passwd")
        XCTAssertEqual(SnapshotName.sanitize(".."), "_")
        XCTAssertEqual(SnapshotName.sanitize("a..b"), "a.b")
    }

    func testSlashesAndSpacesBecomeDashes() {
        XCTAssertEqual(SnapshotName.sanitize("card / dark mode"), "card-dark-mode")
        XCTAssertEqual(SnapshotName.sanitize("a\\b:c"), "a-b-c")
    }

    func testControlCharactersAndNulAreRemoved() {
        XCTAssertEqual(SnapshotName.sanitize("a\u{0}b\nc\u{7F}"), "a-b-c")
    }

    func testUnicodeLettersStayAndAreNormalised() {
        XCTAssertEqual(SnapshotName.sanitize("Überschrift"), "Überschrift")
        XCTAssertEqual(SnapshotName.sanitize("U\u{308}berschrift"), "Überschrift")
        XCTAssertEqual(SnapshotName.sanitize("日本語 ラベル"), "日本語-ラベル")
    }

    func testLongNamesAreCutAndKeepADistinguishingHash() {
        let a = SnapshotName.sanitize(String(repeating: "x", count: 300) + "a")
        let b = SnapshotName.sanitize(String(repeating: "x", count: 300) + "b")
        XCTAssertLessThanOrEqual(a.utf8.count, SnapshotName.maximumBytes)
        XCTAssertNotEqual(a, b)
    }

    func testTestFunctionNamesLoseTheirParentheses() {
        XCTAssertEqual(SnapshotName.testName("testCard()"), "testCard")
        XCTAssertEqual(SnapshotName.testName("-[CardTests testCard]"), "testCard")
        XCTAssertEqual(SnapshotName.testName("CardTests.testCard"), "testCard")
        XCTAssertEqual(SnapshotName.testName("cardLooks(colorScheme:)"), "cardLooks")
    }

    func testDefaultLocationIsBesideTheTestFile() {
        let location = SnapshotLocation(testFile: "/p/Tests/CardTests/CardTests.swift", testName: "testCard()", name: "1")
        XCTAssertEqual(location.referenceURL(pathExtension: "png").path, "/p/Tests/CardTests/__Snapshots__/CardTests/testCard.1.png")
    }

    func testNestedLocationIsNamedByItsWholePathBelowTheRoot() {
        let location = SnapshotLocation(root: URL(fileURLWithPath: "/p/__Snapshots__"), folders: ["Button"], group: "primary", name: "disabled.dark")
        XCTAssertEqual(location.identifier, "Button/primary/disabled.dark")
        XCTAssertEqual(location.referenceURL(pathExtension: "png").path, "/p/__Snapshots__/Button/primary/disabled.dark.png")
    }
}

final class ContainedFolderTests: XCTestCase {
    var folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
    }

    func testRefusesParentComponents() {
        let store = ContainedFolder(root: folder.snapshots)
        XCTAssertThrowsError(try store.write([1], to: ["..", "evil.png"]))
        XCTAssertThrowsError(try store.write([1], to: ["a/b.png"]))
    }

    /// `url` is what `read` and `remove` use, and neither checks links afterwards (only `write`
    /// resolves the folder), so the component check is all that keeps them inside the root.
    func testURLRefusesEveryUnsafeComponent() {
        let store = ContainedFolder(root: folder.snapshots)
        for components in [["..", "evil.png"], ["G", "..", "..", "evil.png"], ["."], ["", "a.png"], ["a/b.png"], ["a\0.png"],
                           // A slash followed by a combining mark is one character to Swift, still a slash to the file system.
                           ["../\u{301}evil.png"], ["a/\u{301}"]] {
            XCTAssertThrowsError(try store.url(components), "\(components)") { error in
                guard case SnapshotStoreError.unsafeComponent = error else { return XCTFail("\(components): \(error)") }
            }
        }
        XCTAssertEqual(try store.url(["G", "a.png"]).path, folder.snapshots.appendingPathComponent("G/a.png").path)
    }

    func testReadRefusesParentComponentsAndReadsNothingOutsideTheRoot() throws {
        try FileManager.default.createDirectory(at: folder.snapshots, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: folder.url.appendingPathComponent("secret.png"))
        let store = ContainedFolder(root: folder.snapshots)
        XCTAssertThrowsError(try store.read(["..", "secret.png"])) { error in
            XCTAssertEqual(error as? SnapshotStoreError, .unsafeComponent("..", root: folder.snapshots.path))
        }
    }

    func testRemoveRefusesParentComponentsAndLeavesTheFileOutside() throws {
        try FileManager.default.createDirectory(at: folder.snapshots, withIntermediateDirectories: true)
        let outside = folder.url.appendingPathComponent("keep.png")
        try Data("keep".utf8).write(to: outside)
        XCTAssertThrowsError(try ContainedFolder(root: folder.snapshots).remove(["..", "keep.png"]))
        XCTAssertTrue(FileManager.default.fileExists(atPath: outside.path))
    }

    func testRefusesToWriteThroughALinkThatLeavesTheRoot() throws {
        let outside = folder.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.snapshots, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.snapshots.appendingPathComponent("Group"), withDestinationURL: outside)
        XCTAssertThrowsError(try ContainedFolder(root: folder.snapshots).write([1], to: ["Group", "a.png"])) { error in
            XCTAssertTrue("\(error)".contains("outside"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
    }

    /// "Inside" means below the root's path plus a slash: a sibling folder whose name starts with
    /// the root's (`__Snapshots__-outside` beside `__Snapshots__`) is outside.
    func testRefusesToWriteThroughALinkToASiblingFolderSharingTheRootsNamePrefix() throws {
        let sibling = folder.url.appendingPathComponent("__Snapshots__-outside")
        try FileManager.default.createDirectory(at: sibling, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.snapshots, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.snapshots.appendingPathComponent("Group"), withDestinationURL: sibling)
        XCTAssertThrowsError(try ContainedFolder(root: folder.snapshots).write([1], to: ["Group", "a.png"])) { error in
            guard case SnapshotStoreError.outsideRoot = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sibling.path), [])
    }

    func testWritesReplaceTheWholeFileAndLeaveNoTemporaryFiles() throws {
        let store = ContainedFolder(root: folder.snapshots)
        try store.write(Array(repeating: 1, count: 1000), to: ["G", "a.png"], durable: true)
        try store.write([2, 2], to: ["G", "a.png"])
        XCTAssertEqual(try store.read(["G", "a.png"]), [2, 2])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.snapshots.appendingPathComponent("G").path), ["a.png"])
    }

    func testNamesThatDifferOnlyInCaseAreRefused() {
        let configuration = folder.configuration()
        XCTAssertEqual(SnapshotRunner.verify(of: "a", as: .lines, at: folder.location("Card"), configuration: configuration).status, .new)
        let clash = SnapshotRunner.verify(of: "a", as: .lines, at: folder.location("card"), configuration: configuration)
        XCTAssertEqual(clash.status, .failed)
        XCTAssertTrue(clash.message!.contains("differ only in letter case"), clash.message!)
    }
}
