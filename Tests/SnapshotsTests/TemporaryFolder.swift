import Foundation
@testable import Snapshots

/// A fresh folder under the system's temporary folder with a snapshot root and an artifacts
/// folder inside, and a configuration that ignores the process environment.
struct TemporaryFolder {
    let url: URL

    init() {
        url = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("pixelproof-tests-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var snapshots: URL { url.appendingPathComponent("__Snapshots__") }
    var artifacts: URL { url.appendingPathComponent("artifacts") }

    func configuration(record: SnapshotRecordMode? = nil, environment: [String: String] = [:]) -> SnapshotConfiguration {
        SnapshotConfiguration(record: record, artifactsFolder: artifacts, environment: environment)
    }

    func location(_ name: String, group: String = "Tests") -> SnapshotLocation {
        SnapshotLocation(root: snapshots, group: group, name: name)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
