import Foundation
@testable import Snapshots
import TestSupport

/// This target's temporary folder is TestSupport's: named per test instance, created by the first
/// write into it (XCTest creates every test class's instances even for a filtered run), removed in
/// `tearDown`. What it adds here needs the Snapshots types.
typealias TemporaryFolder = TemporaryDirectory

extension TemporaryDirectory {
    /// Names a new folder; the first write into it creates it.
    init() {
        self.init(prefix: "pixelproof-tests")
    }

    /// A configuration that ignores the process environment, writing artifacts into the folder.
    func configuration(record: SnapshotRecordMode? = nil, environment: [String: String] = [:]) -> SnapshotConfiguration {
        SnapshotConfiguration(record: record, artifactsFolder: artifacts, environment: environment)
    }

    func location(_ name: String, group: String = "Tests") -> SnapshotLocation {
        SnapshotLocation(root: snapshots, group: group, name: name)
    }
}
