import DesignSystem
import PixelproofCatalog
import Foundation
import Snapshots

/// Where the catalog's reference images live and how one entry × appearance is verified: the
/// shared path of the snapshot test and the token-change test.
enum CatalogSnapshots {
    /// The package's top-level `__Snapshots__/` folder.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    /// The harness location of an entry's reference in `appearance`.
    static func location(_ entry: CatalogEntry, _ appearance: CatalogAppearance) -> SnapshotLocation {
        let path = CatalogSnapshotPath(entry: entry, appearance: appearance)
        return SnapshotLocation(root: root, folders: Array(path.folders.dropLast()), group: path.folders.last!, name: path.fileStem)
    }

    /// Runs `body` for every entry × appearance, spread over the machine's cores, and returns
    /// the results in catalog order.
    static func forEachEntry<Result: Sendable>(
        _ entries: [CatalogEntry] = Catalog.entries,
        _ body: @Sendable (CatalogEntry, CatalogAppearance) -> Result
    ) -> [Result] {
        let jobs = entries.flatMap { entry in CatalogAppearance.all.map { (entry, $0) } }
        let results = ResultSlots<Result>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            results[index] = body(jobs[index].0, jobs[index].1)
        }
        return results.values
    }
}

/// Fixed slots written once each from parallel iterations.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [Value] { lock.withLock { slots.map { $0! } } }
}
