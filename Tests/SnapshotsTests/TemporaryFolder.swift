import Foundation
@testable import Snapshots

/// A fresh folder under the system's temporary folder with a snapshot root and an artifacts
/// folder inside, and a configuration that ignores the process environment. The folder itself
/// is made by the first write into it: XCTest creates an instance of every test class even for a
/// filtered run (as the cross-process workers are), and a folder made here would outlive the
/// tests that never ran, whose `tearDown` never removes it.
struct TemporaryFolder {
    let url: URL

    init() {
        url = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("pixelproof-tests-\(UUID().uuidString)", isDirectory: true)
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
