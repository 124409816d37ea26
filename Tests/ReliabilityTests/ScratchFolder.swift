import Foundation
import Snapshots
import TestSupport

/// This target's temporary folder is TestSupport's, created in `setUp` (`ScratchFolder()` creates
/// it at once) and removed in `tearDown`. What it adds here needs the Snapshots types.
typealias ScratchFolder = TemporaryDirectory

extension TemporaryDirectory {
    /// A new folder, created now.
    init() {
        self.init(prefix: "pixelproof-reliability")
        do {
            try create()
        } catch {
            fatalError("cannot create the temporary folder \(url.path): \(error)")
        }
    }

    /// A configuration that ignores the process environment, writing artifacts into the folder.
    func configuration(record: SnapshotRecordMode? = nil) -> SnapshotConfiguration {
        SnapshotConfiguration(record: record, artifactsFolder: artifacts, environment: [:])
    }
}
