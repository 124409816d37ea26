import Dispatch
import Foundation
@testable import Snapshots
@testable import SnapshotAssertions
import XCTest

final class ConcurrencyTests: XCTestCase {
    var folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
    }

    func testManyAssertionsInParallelRecordThenPassEachTheirOwnReference() {
        let configuration = folder.configuration()
        let folder = self.folder
        let statuses = LockedDictionary<Int, SnapshotResult.Status>()
        for expected in [SnapshotResult.Status.new, .passed] {
            DispatchQueue.concurrentPerform(iterations: 64) { index in
                let location = folder.location("item\(index)", group: "Group\(index % 4)")
                statuses[index] = SnapshotRunner.verify(of: "value \(index)", as: .lines, at: location, configuration: configuration).status
            }
            for index in 0..<64 { XCTAssertEqual(statuses[index], expected, "item\(index)") }
        }
    }

    func testCounterNumbersParallelUnnamedSnapshotsWithoutGapsOrRepeats() {
        let numbers = LockedDictionary<Int, Int>()
        DispatchQueue.concurrentPerform(iterations: 100) { index in
            numbers[index] = SnapshotCounter.next(file: "/x/ParallelTests.swift", testName: "testParallel()")
        }
        XCTAssertEqual(Set((0..<100).map { numbers[$0]! }), Set(1...100))
    }
}
