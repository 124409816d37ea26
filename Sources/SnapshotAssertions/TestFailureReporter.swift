import Foundation
import Snapshots
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Turns a failure message into a test failure of whichever framework runs the test: a recorded
/// issue under Swift Testing, `XCTFail` under XCTest. Also watches XCTest runs, to number
/// snapshots per test run and to mark an unfiltered, green run complete (for orphan pruning).
enum TestFailureReporter {
    static func fail(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }

    /// True inside one case of a parameterized Swift Testing test.
    static var inParameterizedTestCase: Bool {
        #if canImport(Testing)
        return Test.Case.current?.isParameterized == true
        #else
        return false
        #endif
    }

    private static let observer = RunObserver()
    private static let registered = LockedDictionary<Int, Bool>()

    /// Registers the XCTest observer once per process (harmless under Swift Testing).
    static func observeTestRun() {
        let first = registered.update(0, default: false) { done in
            defer { done = true }
            return !done
        }
        if first { XCTestObservationCenter.shared.addTestObserver(observer) }
    }

    final class RunObserver: NSObject, XCTestObservation, @unchecked Sendable {
        func testCaseWillStart(_ testCase: XCTestCase) {
            SnapshotCounter.reset(testName: testCase.name)
        }

        func testSuiteDidFinish(_ testSuite: XCTestSuite) {
            // swift-corelibs-xctest names the outermost suite "All tests" when no filter was given.
            guard testSuite.name == "All tests", let run = testSuite.testRun else { return }
            SnapshotRun.shared.markComplete(succeeded: run.totalFailureCount == 0 && run.unexpectedExceptionCount == 0)
        }
    }
}
