import Foundation
import Snapshots

/// Asserts that `value`, snapshotted with `strategy`, matches its reference in
/// `__Snapshots__/<TestFile>/<testName>.<name or counter>.<ext>` beside the test file. Records a
/// missing reference (and fails, saying so). Works in XCTest (an `XCTFail`) and in Swift Testing
/// (a recorded issue), and in tests running in parallel.
///
/// ```swift
/// func testCard() {
///     assertSnapshot(of: cardBitmap, as: .image())                    // testCard.1.png
///     assertSnapshot(of: cardBitmap, as: .image(comparator: .pixelmatch()), named: "lenient")
///     assertSnapshot(of: "title: Hello", as: .lines, record: .failed)
/// }
/// ```
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifySnapshot(of: try value(), as: strategy, named: name, record: record,
                                       file: filePath, testName: testName, line: line) else { return }
    TestFailureReporter.fail(message, fileID: "\(fileID)", filePath: filePath, line: line, column: column)
}

/// Verifies like `assertSnapshot` and returns the failure message instead of failing, `nil` when
/// the snapshot matched. For helpers that add context or assert several things at once.
///
/// ```swift
/// if let message = verifySnapshot(of: card, as: .image(), named: "dark") {
///     XCTFail("dark card: " + message)
/// }
/// ```
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    TestFailureReporter.observeTestRun()
    if name == nil, TestFailureReporter.inParameterizedTestCase {
        return "Name the snapshots of a parameterized test (named: \"…\" built from its arguments): its cases run "
            + "in parallel, so numbering them 1, 2, 3 … would give each case a different reference from run to run."
    }
    let file = "\(filePath)"
    let suffix = name ?? String(SnapshotCounter.next(file: file, testName: testName))
    var location = SnapshotLocation(testFile: file, testName: testName, name: suffix)
    if let root = SnapshotConfiguration.current.snapshotRoot {
        location = SnapshotLocation(root: root, group: location.group, name: location.name)
    }
    let result = SnapshotRunner.verify(of: try value(), as: strategy, at: location, record: record)
    return result.isFailure ? result.message : nil
}

/// Numbers the unnamed snapshots of each test 1, 2, 3 … as swift-snapshot-testing does; reset
/// when XCTest starts the test again.
enum SnapshotCounter {
    private static let counters = LockedDictionary<String, Int>()

    static func next(file: String, testName: String) -> Int {
        counters.update(file + "\u{0}" + SnapshotName.testName(testName), default: 0) { count in
            count += 1
            return count
        }
    }

    /// Forgets the counters of the test named `testName` (any form `SnapshotName.testName` reads).
    static func reset(testName: String) {
        let key = "\u{0}" + SnapshotName.testName(testName)
        counters.removeAll { $0.hasSuffix(key) }
    }
}
