import Foundation
import Snapshots

/// A fresh folder under the temporary folder with a snapshot root and an artifacts folder, and a
/// configuration that ignores the process environment. `remove()` deletes it.
struct ScratchFolder {
    let url: URL

    init() {
        url = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("pixelproof-reliability-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    init(existing url: URL) {
        self.url = url
    }

    var snapshots: URL { url.appendingPathComponent("__Snapshots__") }
    var artifacts: URL { url.appendingPathComponent("artifacts") }

    func configuration(record: SnapshotRecordMode? = nil) -> SnapshotConfiguration {
        SnapshotConfiguration(record: record, artifactsFolder: artifacts, environment: [:])
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Every path below the folder, relative to it, sorted.
    func allPaths() -> [String] {
        let root = url.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        return (enumerator?.allObjects as? [String] ?? []).map { (root + $0).replacingOccurrences(of: root, with: "") }.sorted()
    }
}
