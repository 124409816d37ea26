import Dispatch
import Foundation
import Snapshots
import XCTest

/// Many threads making the first writes into a snapshot root that does not exist yet (what
/// `pixelproof record --jobs N` does on a fresh checkout): every write lands, none is refused as
/// "outside the root".
final class FreshRootRaceTests: XCTestCase {
    var folder: ScratchFolder!

    override func setUp() {
        folder = ScratchFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func testConcurrentFirstWritesIntoAMissingRootAllSucceed() {
        let failures = LockedList()
        for round in 0..<200 {
            let store = ContainedFolder(root: folder.url.appendingPathComponent("round\(round)/__Snapshots__"))
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                do {
                    try store.write([UInt8(index)], to: ["Group\(index % 3)", "snapshot\(index).png"])
                } catch {
                    failures.append("round \(round), writer \(index): \(error)")
                }
            }
        }
        XCTAssertEqual(failures.lines, [])
    }
}
