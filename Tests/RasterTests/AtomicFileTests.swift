import Foundation
import Raster
import TestSupport
import XCTest

/// Whole-file writes: complete or not at all, and nothing left behind.
final class AtomicFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(prefix: "pixelproof-atomic-file").url
    }

    private func folderContents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testWritesTheBytesAndLeavesNoTemporaryFile() throws {
        let target = folder.appendingPathComponent("a.png")
        try AtomicFile.write([1, 2, 3], to: target)
        XCTAssertEqual(try [UInt8](Data(contentsOf: target)), [1, 2, 3])
        XCTAssertEqual(try folderContents(), ["a.png"])
    }

    func testReplacesAnExistingFileWhole() throws {
        let target = folder.appendingPathComponent("a.png")
        try AtomicFile.write([UInt8](repeating: 9, count: 1000), to: target)
        try AtomicFile.write([7], to: target)
        XCTAssertEqual(try [UInt8](Data(contentsOf: target)), [7])
        XCTAssertEqual(try folderContents(), ["a.png"])
    }

    func testMissingFolderThrowsAnErrorNamingThePath() {
        let target = folder.appendingPathComponent("missing/a.png")
        XCTAssertThrowsError(try AtomicFile.write([1], to: target)) { error in
            guard case AtomicFileError.cannotCreateTemporary(let path, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(path, target.path)
            XCTAssertTrue("\(error)".contains(target.path))
        }
    }

    func testFailedRenameLeavesDestinationAndNoTemporaryFile() throws {
        let target = folder.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write([1], to: target)) { error in
            guard case AtomicFileError.cannotReplace(let path, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(path, target.path)
        }
        XCTAssertEqual(try folderContents(), ["taken"])
    }

    func testReadReturnsTheWholeFileOrNilWhenThereIsNone() throws {
        let target = folder.appendingPathComponent("a.png")
        XCTAssertNil(try AtomicFile.read(contentsOf: target))
        try AtomicFile.write([7, 8, 9], to: target)
        XCTAssertEqual(try AtomicFile.read(contentsOf: target), [7, 8, 9])
    }

    func testReadOfAFolderThrowsAnErrorNamingThePath() {
        XCTAssertThrowsError(try AtomicFile.read(contentsOf: folder)) { error in
            XCTAssertEqual("\(error)", "cannot read \(folder.path): not a regular file")
        }
    }

    func testReadWhileAnotherThreadReplacesTheFileSeesOneWholeVersion() throws {
        let target = folder.appendingPathComponent("busy.png")
        let short = [UInt8](repeating: 1, count: 1_000), long = [UInt8](repeating: 2, count: 50_000)
        try AtomicFile.write(short, to: target)
        let writer = DispatchGroup()
        DispatchQueue.global().async(group: writer) {
            for round in 0..<200 { try? AtomicFile.write(round % 2 == 0 ? long : short, to: target) }
        }
        for _ in 0..<200 {
            let bytes = try AtomicFile.read(contentsOf: target)
            XCTAssertTrue(bytes == short || bytes == long)
        }
        writer.wait()
    }

    /// A file whose size says more than it holds must be refused, not returned short: the state a
    /// reader sees when a file shrinks between `fstat` and `read`. Linux's sysfs attribute files
    /// are such files (size 4096, a few bytes of text), so the case needs no race.
    func testAFileHoldingLessThanItsSizeIsRefusedNotReturnedShort() throws {
        let url = URL(fileURLWithPath: "/sys/kernel/mm/transparent_hugepage/enabled")
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let size = attributes[.size] as? Int, size == 4096 else {
            throw XCTSkip("no sysfs attribute file at \(url.path) to stand for a file that shrank")
        }
        XCTAssertThrowsError(try AtomicFile.read(contentsOf: url)) { error in
            XCTAssertTrue("\(error)".contains("shrank"), "\(error)")
        }
    }
}
