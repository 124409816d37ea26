import Dispatch
import Foundation
import Raster
import Snapshots

/// One process's share of a concurrency stress run: `threads` threads, each `rounds` times
/// re-recording the shared snapshots with its own image (so writers race on every file),
/// verifying them (they may differ, since another writer may have won, but must never fail to
/// decode), and recording then verifying a snapshot of its own (which must pass).
///
/// `check` then proves what the run left: every reference decodes and is byte for byte the
/// canonical PNG of exactly one writer's image, and no temporary file remains anywhere.
struct StressRun {
    static let sharedNames = ["card", "badge", "toolbar", "sheet"]

    var folder: ScratchFolder
    var worker: Int
    var threads: Int
    var rounds: Int

    /// The image of `thread` of `worker`: different for every writer.
    static func image(worker: Int, thread: Int) -> Bitmap {
        TestImages.flat(worker * 64 + thread + 1, width: 40, height: 24)
    }

    /// Runs the threads; returns one line per unexpected result.
    func run() -> [String] {
        let problems = LockedList()
        let configuration = folder.configuration()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let image = Self.image(worker: worker, thread: thread)
            for round in 0..<rounds {
                for name in Self.sharedNames {
                    let recorded = SnapshotRunner.verify(name: name, group: "Shared", bitmap: image, root: folder.snapshots,
                                                         record: .all, configuration: configuration)
                    if ![.new, .recorded].contains(recorded.status) { problems.append("record \(name): \(recorded.message ?? "")") }
                    let verified = SnapshotRunner.verify(name: name, group: "Shared", bitmap: image, root: folder.snapshots,
                                                         record: .never, configuration: configuration)
                    if verified.summary == "error" { problems.append("verify \(name): \(verified.message ?? "")") }
                }
                let own = "w\(worker)t\(thread)"
                let first = SnapshotRunner.verify(name: own, group: "Own", bitmap: image, root: folder.snapshots,
                                                  record: .missing, configuration: configuration)
                let expected: SnapshotResult.Status = round == 0 ? .new : .passed
                if first.status != expected { problems.append("own \(own) round \(round): \(first.status) \(first.message ?? "")") }
            }
        }
        return problems.lines
    }

    /// What the run left behind, after `workers` processes of `threads` threads each.
    static func check(_ folder: ScratchFolder, workers: Int, threads: Int) throws -> [String] {
        var problems: [String] = []
        var canonical: [[UInt8]] = []
        for worker in 0..<workers {
            for thread in 0..<threads {
                let bytes = try PNGCodec.encode(image(worker: worker, thread: thread))
                canonical.append(bytes)
                let own = folder.snapshots.appendingPathComponent("Own/w\(worker)t\(thread).png")
                if (try? [UInt8](Data(contentsOf: own))) != bytes { problems.append("\(own.lastPathComponent) is not its writer's image") }
            }
        }
        for name in sharedNames {
            let url = folder.snapshots.appendingPathComponent("Shared/\(name).png")
            guard let bytes = try? [UInt8](Data(contentsOf: url)) else {
                problems.append("\(name).png is missing")
                continue
            }
            if (try? PNGCodec.decode(bytes)) == nil { problems.append("\(name).png does not decode") }
            if !canonical.contains(bytes) { problems.append("\(name).png is not exactly one writer's image") }
        }
        let leftovers = folder.allPaths().filter { URL(fileURLWithPath: $0).lastPathComponent.hasPrefix(".") || $0.contains(".tmp") }
        problems += leftovers.map { "temporary file left: \($0)" }
        return problems
    }
}

/// An array appended to from many threads.
final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    func append(_ line: String) { lock.withLock { items.append(line) } }
    var lines: [String] { lock.withLock { items } }
}
