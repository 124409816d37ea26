// pixelproof-bench snapshots: the Snapshots suite. Comparators on a 3-megapixel pair (equal, and
// with 1 % of pixels changed), then 1000 snapshot verifications against stored references with
// the peak resident memory after 100 and after 1000 (flat memory means no image is kept).
import Foundation
import Raster
import Snapshots

enum SnapshotsBench {
    /// Thread CPU time of `body` in ms (the machine is shared, so wall time is noisy), median of 3.
    static func milliseconds(_ body: () -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<3 {
            let start = cpuMilliseconds()
            body()
            samples.append(cpuMilliseconds() - start)
        }
        return samples.sorted()[1]
    }

    static func cpuMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }

    /// Wall time of `body` in ms, once.
    static func wallMilliseconds(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }

    /// Peak resident set size in MB (Linux `VmHWM`).
    static func peakMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes / 1024
    }

    /// A 2048×1536 UI-like image: bands of flat colour with a soft edge every 64 rows.
    static func screen() -> Bitmap {
        var image = Bitmap(width: 2048, height: 1536, fill: RGBA8(r: 0xF5, g: 0xF5, b: 0xF7))
        for band in 0..<24 {
            image.fill(Bitmap.Region(x: 32, y: band * 64 + 8, width: 1900, height: 48), with: .white)
            image.fill(Bitmap.Region(x: 32, y: band * 64 + 56, width: 1900, height: 1), with: RGBA8(r: 0xC8, g: 0xC8, b: 0xCC))
        }
        return image
    }

    static func run(_ arguments: [String]) throws {
        let count = Int(arguments.first ?? "") ?? 1000
        let reference = screen()
        var changed = reference
        for index in 0..<(reference.pixelCount / 100) {
            let position = (index &* 7919) % reference.pixelCount
            changed[position % reference.width, position / reference.width] = RGBA8(r: 0xE0, g: 0x30, b: 0x30)
        }
        var local = reference
        local.fill(Bitmap.Region(x: 900, y: 700, width: 120, height: 40), with: RGBA8(r: 0xE0, g: 0x30, b: 0x30))
        let comparators: [(String, ImageComparator)] = [
            ("exact", .exact), ("tolerance", .tolerance(channel: 2)), ("pixelmatch", .pixelmatch()), ("perceptual", .perceptual()),
        ]
        for (name, comparator) in comparators {
            let same = milliseconds { _ = comparator.compare(reference, reference) }
            var differing = 0
            let different = milliseconds { differing = comparator.compare(reference, changed).differingPixels }
            let box = milliseconds { _ = comparator.compare(reference, local) }
            print("compare 3.1 MP \(name): equal \(format(same)) ms, one 120×40 box changed \(format(box)) ms, 1 % scattered \(format(different)) ms (\(differing) px)")
        }
        print("diff image 3.1 MP: \(format(milliseconds { _ = DiffImage.draw(reference: reference, actual: changed, comparison: ImageComparator.exact.compare(reference, changed)) })) ms")

        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("pixelproof-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = SnapshotConfiguration(artifactsFolder: folder.appendingPathComponent("artifacts"), environment: [:])
        let root = folder.appendingPathComponent("__Snapshots__")
        func card(_ index: Int) -> Bitmap {
            var image = Bitmap(width: 390, height: 220, fill: .white)
            image.fill(Bitmap.Region(x: 16, y: 16, width: 100 + index % 200, height: 24), with: RGBA8(r: 0x2F, g: 0x6B, b: 0xFF))
            return image
        }
        var recordCPU = 0.0
        let record = wallMilliseconds {
            let start = cpuMilliseconds()
            for index in 0..<count { _ = SnapshotRunner.verify(name: "card\(index)", group: "Cards", bitmap: card(index), root: root, configuration: configuration) }
            recordCPU = cpuMilliseconds() - start
        }
        var afterHundred = 0.0
        var failures = 0
        var verifyCPU = 0.0
        let verify = wallMilliseconds {
            let start = cpuMilliseconds()
            for index in 0..<count {
                if SnapshotRunner.verify(name: "card\(index)", group: "Cards", bitmap: card(index), root: root, configuration: configuration).isFailure { failures += 1 }
                if index == 99 { afterHundred = peakMegabytes() }
            }
            verifyCPU = cpuMilliseconds() - start
        }
        print("\(count) snapshots 390×220: record \(format(record)) ms wall / \(format(recordCPU)) ms CPU, verify \(format(verify)) ms wall / \(format(verifyCPU)) ms CPU (\(format(verifyCPU / Double(count))) ms CPU each, \(failures) failed)")
        print("peak memory: \(format(afterHundred)) MB after 100 verifications, \(format(peakMegabytes())) MB after \(count)")
        let report = wallMilliseconds { _ = try? SnapshotReport.collect(artifactsRoot: folder.appendingPathComponent("artifacts")).write(to: folder.appendingPathComponent("artifacts")) }
        print("report of \(count) results: \(format(report)) ms")
    }

    static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
