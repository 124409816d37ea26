import Foundation
import Snapshots

/// Asserts that `value`, snapshotted with `strategy`, matches its reference in
/// `__Snapshots__/<TestFile>/<testName>.<name or counter>.<ext>` beside the test file. Records a
/// missing reference (and fails, saying so). Works in XCTest (an `XCTFail`) and in Swift Testing
/// (a recorded issue), and in tests running in parallel.
///
/// ```swift
/// func testCard() {
///     assertSnapshot(of: Card(), as: .image)                          // testCard.1.png
///     assertSnapshot(of: cardBitmap, as: .image())                    // testCard.2.png
///     assertSnapshot(of: cardBitmap, as: .image(comparator: .pixelmatch()), named: "lenient")
///     assertSnapshot(of: "title: Hello", as: .lines, record: .failed)
/// }
/// ```
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    timeout: TimeInterval = 5,
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

/// swift-snapshot-testing's `record: true` (deprecated there, accepted here): `true` records
/// every reference (`.all`), `false` leaves the mode to the configuration and the environment.
/// `timeout` is accepted and unused: Pixelproof's strategies are synchronous.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(of: try value(), as: strategy, named: name, record: recording ? .all : nil, fileID: fileID,
                   file: filePath, testName: testName, line: line, column: column)
}

/// Asserts `value` against several strategies, each a reference of its own named by its key
/// (`testCard.light.png`, `testCard.dark.png`), as swift-snapshot-testing's `assertSnapshots`.
///
/// ```swift
/// assertSnapshots(of: card, as: ["light": .image, "dark": .image(traits: .init(userInterfaceStyle: .dark))])
/// ```
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotRecordMode? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    // One evaluation of the value for all strategies; sorted names, so failures come in a stable order.
    let evaluated = Result { try value() }
    for name in strategies.keys.sorted() {
        assertSnapshot(of: try evaluated.get(), as: strategies[name]!, named: name, record: record, fileID: fileID,
                       file: filePath, testName: testName, line: line, column: column)
    }
}

/// Asserts `value` against several strategies, numbered like separate `assertSnapshot` calls.
///
/// ```swift
/// assertSnapshots(of: card, as: [.image, .dump])   // testCard.1.png, testCard.2.txt
/// ```
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotRecordMode? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let evaluated = Result { try value() }
    for strategy in strategies {
        assertSnapshot(of: try evaluated.get(), as: strategy, record: record, fileID: fileID,
                       file: filePath, testName: testName, line: line, column: column)
    }
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
    timeout: TimeInterval = 5,
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
    let configuration = SnapshotConfiguration.current
    if let root = configuration.snapshotRoot {
        location = SnapshotLocation(root: root, group: location.group, name: location.name)
    }
    let result = SnapshotRunner.verify(of: try value(), as: strategy, at: location, record: record)
    guard result.isFailure, let message = result.message else { return nil }
    guard let diffTool = configuration.diffTool, let actual = result.artifacts["actual"] else { return message }
    return message + "\n\n" + diffTool.command(location.referenceURL(pathExtension: strategy.pathExtension).path, actual)
}

/// `verifySnapshot` with swift-snapshot-testing's `record: Bool` (`true` records everything).
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool,
    timeout: TimeInterval = 5,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    verifySnapshot(of: try value(), as: strategy, named: name, record: recording ? .all : nil, file: filePath,
                   testName: testName, line: line)
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
