import Foundation
import Raster
import Snapshots
import XCTest

/// Recording into a snapshot folder that cannot take the write, run by `scripts/faults` (these
/// tests skip without it). The script mounts a tiny tmpfs as `PIXELPROOF_FAULT_ROOT`, runs
/// `testPrepare` to record a reference, then fills the file system (`PIXELPROOF_FAULT=full`) or
/// remounts it read-only (`PIXELPROOF_FAULT=readonly`) and runs `testRecordingFails`: every
/// recording must fail with a message naming the file and the cause, the existing reference must
/// keep its exact bytes, and no temporary file may remain.
final class FaultWorker: XCTestCase {
    func folder() throws -> (snapshots: URL, configuration: SnapshotConfiguration) {
        let environment = ProcessInfo.processInfo.environment
        guard let root = environment["PIXELPROOF_FAULT_ROOT"], let artifacts = environment["PIXELPROOF_FAULT_ARTIFACTS"] else {
            throw XCTSkip("run by scripts/faults")
        }
        return (URL(fileURLWithPath: root).appendingPathComponent("__Snapshots__"),
                SnapshotConfiguration(artifactsFolder: URL(fileURLWithPath: artifacts), environment: [:]))
    }

    static let existing = TestImages.flat(7)

    func testPrepare() throws {
        let (snapshots, configuration) = try folder()
        let result = SnapshotRunner.verify(name: "existing", group: "Faults", bitmap: Self.existing, root: snapshots,
                                           record: .all, configuration: configuration)
        XCTAssertEqual(result.status, .new, result.message ?? "")
    }

    func testRecordingFails() throws {
        let (snapshots, configuration) = try folder()
        let cause = ProcessInfo.processInfo.environment["PIXELPROOF_FAULT"] == "readonly" ? "Read-only file system" : "No space left on device"
        let before = try Data(contentsOf: snapshots.appendingPathComponent("Faults/existing.png"))
        let big = TestImages.noise(1, width: 256, height: 256)
        for (name, mode) in [("existing", SnapshotRecordMode.all), ("existing", .failed), ("added", .missing), ("added", .all)] {
            let result = SnapshotRunner.verify(name: name, group: "Faults", bitmap: big, root: snapshots, record: mode, configuration: configuration)
            XCTAssertEqual(result.status, .failed, "\(name) \(mode)")
            XCTAssertTrue(result.message?.contains(cause) == true, result.message ?? "")
            XCTAssertTrue(result.message?.contains(snapshots.appendingPathComponent("Faults").path) == true, result.message ?? "")
            print("fault \(name) \(mode.rawValue): \(result.message ?? "")")
        }
        XCTAssertEqual(try Data(contentsOf: snapshots.appendingPathComponent("Faults/existing.png")), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: snapshots.appendingPathComponent("Faults").path), ["existing.png"])
        XCTAssertEqual(try PNGCodec.read(contentsOf: snapshots.appendingPathComponent("Faults/existing.png")), Self.existing)
    }
}
