import Foundation
import Raster
import Snapshots
import XCTest

/// A generated suite of `PIXELPROOF_SCALE_COUNT` snapshots, run by `scripts/scale` (these tests
/// skip without it), which measures each phase's peak memory and time with `/usr/bin/time -v`.
/// `testRecord` records every reference; `testVerify` verifies them all, one in a hundred
/// differing (so failure artifacts and the report's failure section are part of the cost).
/// Snapshots are card-sized (375 × 120 points at 2x: 750 × 240 pixels), 50 to a group.
final class ScaleWorker: XCTestCase {
    func setting() throws -> (folder: ScratchFolder, count: Int) {
        let environment = ProcessInfo.processInfo.environment
        guard let root = environment["PIXELPROOF_SCALE_ROOT"], let count = environment["PIXELPROOF_SCALE_COUNT"].flatMap(Int.init) else {
            throw XCTSkip("run by scripts/scale")
        }
        return (ScratchFolder(existing: URL(fileURLWithPath: root)), count)
    }

    /// A light card with a coloured band whose row and colour depend on `index`.
    static func card(_ index: Int, changed: Bool = false) -> Bitmap {
        let width = 750, height = 240
        var bytes = [UInt8](repeating: 0xF4, count: width * height * 4)
        let colour: [UInt8] = [UInt8(truncatingIfNeeded: index &* 7), UInt8(truncatingIfNeeded: index &* 13 &+ 80), changed ? 0 : 200, 255]
        let row = Array([[UInt8]](repeating: colour, count: width).joined())
        let top = 20 + index % 180
        for y in top..<(top + 24) { bytes.replaceSubrange((y * width * 4)..<((y + 1) * width * 4), with: row) }
        return Bitmap(width: width, height: height, bytes: bytes)!
    }

    func run(record: SnapshotRecordMode) throws {
        let (folder, count) = try setting()
        var statuses: [SnapshotResult.Status: Int] = [:]
        for index in 0..<count {
            let changed = record == .never && index % 100 == 0
            let result = SnapshotRunner.verify(name: "card\(index)", group: "Group\(index / 50)", bitmap: Self.card(index, changed: changed),
                                               root: folder.snapshots, record: record, configuration: folder.configuration())
            statuses[result.status, default: 0] += 1
        }
        print("scale: \(statuses.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))")
    }

    func testRecord() throws {
        try run(record: .missing)
    }

    func testVerify() throws {
        try run(record: .never)
    }
}
