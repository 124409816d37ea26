import Foundation
import XCTest

/// Many threads recording and verifying the same and different snapshots at once. The heavy
/// version, with several processes, is `scripts/stress`, which runs `ConcurrencyStressWorker`.
final class ConcurrencyStressTests: XCTestCase {
    /// Made in `setUp`, not as a default value: XCTest creates an instance of every test class even
    /// for a filtered run, and a folder made there would outlive the tests that never ran.
    var folder: ScratchFolder!

    override func setUp() {
        folder = ScratchFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func testRacingWritersLeaveExactlyOneWritersImageInEveryReferenceAndNoTemporaryFiles() throws {
        let run = StressRun(folder: folder, worker: 0, threads: 8, rounds: 3)
        XCTAssertEqual(run.run(), [])
        XCTAssertEqual(try StressRun.check(folder, workers: 1, threads: 8), [])
    }
}

/// The processes of `scripts/stress`; skipped unless the script sets `PIXELPROOF_STRESS_ROOT`.
/// `PIXELPROOF_STRESS_WORKER` (this process's number), `_THREADS` and `_ROUNDS` size the work;
/// `PIXELPROOF_STRESS_WORKERS` (the process count) tells the check what to expect.
final class ConcurrencyStressWorker: XCTestCase {
    func setting(_ name: String) throws -> Int {
        guard let value = ProcessInfo.processInfo.environment["PIXELPROOF_STRESS_\(name)"].flatMap(Int.init) else {
            throw XCTSkip("run by scripts/stress")
        }
        return value
    }

    func folder() throws -> ScratchFolder {
        guard let root = ProcessInfo.processInfo.environment["PIXELPROOF_STRESS_ROOT"] else { throw XCTSkip("run by scripts/stress") }
        return ScratchFolder(existing: URL(fileURLWithPath: root))
    }

    func testWorker() throws {
        let run = StressRun(folder: try folder(), worker: try setting("WORKER"), threads: try setting("THREADS"), rounds: try setting("ROUNDS"))
        XCTAssertEqual(run.run(), [])
    }

    func testCheck() throws {
        let (folder, workers, threads) = (try folder(), try setting("WORKERS"), try setting("THREADS"))
        XCTAssertEqual(try StressRun.check(folder, workers: workers, threads: threads), [])
    }
}
