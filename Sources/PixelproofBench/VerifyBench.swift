// pixelproof-bench verify: where the time of `pixelproof verify` goes, per snapshot, on one
// thread (thread CPU time, steady on a shared machine): rendering the design-system catalog in
// every appearance, PNG encoding, decoding the reference, comparing, and the whole
// `SnapshotRunner.verify` (read, decode, compare, result entry) against references on disk, and
// the layout-only pass `review` uses to trace which tokens each snapshot reads.
import BitmapText
import DesignSystem
import PixelproofCatalog
import Foundation
import Raster
import Snapshots
import SwiftUI
import Tokens
#if canImport(Glibc)
import Glibc
#endif

enum VerifyBench {
    static func run(_ arguments: [String]) throws {
        let jobs = Catalog.entries.flatMap { entry in CatalogAppearance.all.map { (entry, $0) } }
        var bitmaps: [Bitmap] = []
        let render = try TextBench.milliseconds {
            for (entry, appearance) in jobs { bitmaps.append(try entry.render(in: appearance).bitmap) }
        }
        let trace = TextBench.milliseconds {
            for (entry, appearance) in jobs {
                _ = layout(entry.stagedView, size: entry.preferredSize.renderSize, scale: CatalogAppearance.scale,
                           colorScheme: appearance.colorScheme, dynamicTypeSize: appearance.dynamicTypeSize,
                           tokens: TokenSet.shipped).tokensRead
            }
        }
        var encoded: [[UInt8]] = []
        let encode = try TextBench.milliseconds { encoded = try bitmaps.map { try PNGCodec.encode($0) } }
        var decoded: [Bitmap] = []
        let decode = try TextBench.milliseconds { decoded = try encoded.map { try PNGCodec.decode($0) } }
        var matching = 0
        let compare = TextBench.milliseconds {
            for (reference, actual) in zip(decoded, bitmaps) where ImageComparator.exact.compare(reference, actual).passed { matching += 1 }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-bench-verify-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("__Snapshots__")
        let configuration = SnapshotConfiguration(record: .never, artifactsFolder: folder.appendingPathComponent("artifacts"), environment: [:])
        for (index, bytes) in encoded.enumerated() {
            try ContainedFolder(root: root).write(bytes, to: ["Bench", "s\(index).png"])
        }
        var passed = 0
        let verify = TextBench.milliseconds {
            for (index, bitmap) in bitmaps.enumerated() {
                let result = SnapshotRunner.verify(of: bitmap, as: .image(), at: SnapshotLocation(root: root, group: "Bench", name: "s\(index)"),
                                                   configuration: configuration)
                if result.status == .passed { passed += 1 }
            }
        }
        let count = Double(jobs.count)
        let pixels = bitmaps.reduce(0) { $0 + $1.pixelCount } / jobs.count
        print("catalog: \(jobs.count) snapshots, \(pixels) pixels on average (a 390×220-pt card at 2x is 343200)")
        for (label, total) in [("render", render), ("layout-only token trace (review)", trace), ("png encode", encode), ("png decode", decode), ("compare (exact)", compare),
                               ("SnapshotRunner.verify (read, decode, compare, entry)", verify)] {
            print(label + ": " + format(total / count) + " ms per snapshot")
        }
        print("render + verify: " + format((render + verify) / count) + " ms per snapshot, one thread; \(passed) of \(jobs.count) passed, \(matching) identical")
        print("render + verify against render + png decode: " + format((render + verify) / (render + decode)) + "× (goal: at most 1.3×)")
    }

    static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
