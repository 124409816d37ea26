import Foundation
import Raster
@testable import Snapshots
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Several processes writing the same references: each starts this test binary again running one
/// of the `CrossProcessWorker` tests below.
final class CrossProcessTests: XCTestCase {
    var folder = TemporaryFolder()

    override func tearDown() {
        folder.remove()
    }

    func worker(_ test: String, id: Int) throws -> Process {
        try WorkerProcess.start("SnapshotsTests.CrossProcessWorker/\(test)",
                                environment: ["PIXELPROOF_WORKER_ROOT": folder.url.path, "PIXELPROOF_WORKER_ID": String(id)])
    }

    func testSeveralProcessesRecordingAtOnceLeaveOnlyCompleteReferences() throws {
        let workers = try (0..<4).map { try worker("testWorkerRecordsSharedSnapshots", id: $0) }
        for process in workers {
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
        }
        let candidates = (0..<4).map(CrossProcessWorker.noise)
        for index in 0..<CrossProcessWorker.sharedCount {
            let url = folder.snapshots.appendingPathComponent("Shared/shared\(index).png")
            XCTAssertTrue(candidates.contains(try PNGCodec.read(contentsOf: url)), url.path)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.snapshots.appendingPathComponent("Shared").path)
            .filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [])
    }

    /// Another process rewrites one reference in a loop, alternating two images, while this one
    /// reads it as fast as it can: every read must be one whole file, byte for byte either PNG.
    /// A writer that truncates and rewrites the file in place is caught by the reads that land
    /// between its truncation and its last byte (an empty or short file). Both images must have
    /// been read, so the reads really overlapped the rewrites; then the writer is killed
    /// mid-loop and the reference left behind must still be whole.
    func testReadersAndAKilledWriterNeverSeeATornReference() throws {
        let url = folder.snapshots.appendingPathComponent("Shared/rewritten.png")
        let candidates = try [CrossProcessWorker.noise(0), CrossProcessWorker.noise(1)].map { try PNGCodec.encode($0) }
        for attempt in 0..<2 {
            let process = try worker("testWorkerRewritesUntilKilled", id: 0)
            defer {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
            }
            var polls = 0
            while !FileManager.default.fileExists(atPath: url.path) && polls < 4000 {
                usleep(5000)
                polls += 1
            }
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "the writer process recorded nothing in 20 s")
            var seen = [0, 0]
            var reads = 0
            var torn: [String] = []
            let deadline = Date().addingTimeInterval(20)
            // Until each image was read several times (dozens of rewrites), at most 20 s.
            while min(seen[0], seen[1]) < 20 && Date() < deadline && torn.count < 5 {
                reads += 1
                let bytes: [UInt8]?
                do {
                    bytes = try AtomicFile.read(contentsOf: url)
                } catch {
                    torn.append("read \(reads) failed: \(error)")
                    continue
                }
                if let index = candidates.firstIndex(where: { $0 == bytes }) {
                    seen[index] += 1
                } else {
                    torn.append("read \(reads): \(bytes.map { "\($0.count) bytes" } ?? "no file"), neither image (\(candidates[0].count) or \(candidates[1].count) bytes)")
                }
            }
            XCTAssertEqual(torn, [], "attempt \(attempt): torn reads while another process rewrote the reference")
            if torn.isEmpty {
                XCTAssertGreaterThanOrEqual(min(seen[0], seen[1]), 20, "attempt \(attempt): \(reads) reads saw the images \(seen) times; the writer did not rewrite during the reads")
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let left = try AtomicFile.read(contentsOf: url)
            XCTAssertTrue(candidates.contains { $0 == left }, "attempt \(attempt): the killed writer left \(left?.count ?? 0) bytes, neither image")
        }
    }
}

/// The helper processes of `CrossProcessTests`; skipped when run on their own.
final class CrossProcessWorker: XCTestCase {
    static let sharedCount = 12

    /// A 256×256 image of pseudo-random pixels (about 260 KB as PNG), different per seed.
    static func noise(_ seed: Int) -> Bitmap {
        var bytes = [UInt8](repeating: 255, count: 256 * 256 * 4)
        var state = UInt32(truncatingIfNeeded: seed &* 2_654_435_761 &+ 1)
        bytes.withUnsafeMutableBufferPointer { buffer in
            let pointer = buffer.baseAddress!
            var i = 0
            while i < buffer.count {
                state ^= state << 13; state ^= state >> 17; state ^= state << 5
                pointer[i] = UInt8(truncatingIfNeeded: state)
                pointer[i &+ 1] = UInt8(truncatingIfNeeded: state >> 8)
                pointer[i &+ 2] = UInt8(truncatingIfNeeded: state >> 16)
                i &+= 4
            }
        }
        return Bitmap(width: 256, height: 256, bytes: bytes)!
    }

    func workerSetting() throws -> (TemporaryDirectory, Int) {
        let environment = ProcessInfo.processInfo.environment
        guard let root = environment["PIXELPROOF_WORKER_ROOT"], let id = environment["PIXELPROOF_WORKER_ID"].flatMap(Int.init) else {
            throw XCTSkip("a helper process of CrossProcessTests")
        }
        return (TemporaryDirectory(existing: URL(fileURLWithPath: root)), id)
    }

    func testWorkerRecordsSharedSnapshots() throws {
        let (folder, id) = try workerSetting()
        let image = Self.noise(id)
        for index in 0..<Self.sharedCount {
            let result = SnapshotRunner.verify(name: "shared\(index)", group: "Shared", bitmap: image, root: folder.snapshots,
                                               record: .all, configuration: folder.configuration())
            XCTAssertTrue([.new, .recorded].contains(result.status), result.message ?? "")
        }
    }

    func testWorkerRewritesUntilKilled() throws {
        let (folder, _) = try workerSetting()
        var round = 0
        while true {
            _ = SnapshotRunner.verify(name: "rewritten", group: "Shared", bitmap: Self.noise(round & 1), root: folder.snapshots,
                                      record: .all, configuration: folder.configuration())
            round += 1
        }
    }
}
