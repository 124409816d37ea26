import Foundation
import Raster

/// The one place snapshots are verified. `assertSnapshot`, `verifySnapshot`, the command line
/// and the design-system catalog all call it, and get the same store, record modes, artifacts and
/// report entries. Thread-safe; no image outlives the call.
///
/// ```swift
/// let result = SnapshotRunner.verify(name: "primary.dark@2x", group: "Button", bitmap: image,
///                                    root: packageRoot.appendingPathComponent("__Snapshots__"))
/// switch result.status { case .passed: break; default: print(result.message!) }
/// ```
public enum SnapshotRunner {
    /// Verifies `value` with `strategy` against the reference at `location`.
    public static func verify<Value, Format>(
        of value: @autoclosure () throws -> Value,
        as strategy: Snapshotting<Value, Format>,
        at location: SnapshotLocation,
        record: SnapshotRecordMode? = nil,
        configuration: SnapshotConfiguration = .current
    ) -> SnapshotResult {
        SnapshotConfiguration.$current.withValue(configuration) {
            run(value, strategy, location, record, configuration)
        }
    }

    private static func run<Value, Format>(
        _ value: () throws -> Value, _ strategy: Snapshotting<Value, Format>, _ location: SnapshotLocation,
        _ record: SnapshotRecordMode?, _ configuration: SnapshotConfiguration
    ) -> SnapshotResult {
        let artifactsRoot = configuration.artifactsRoot(for: location)
        let writer = ArtifactWriter(root: artifactsRoot, location: location)
        let referenceURL = location.referenceURL(pathExtension: strategy.pathExtension)
        let report = artifactsRoot.appendingPathComponent("index.html").path
        var result = SnapshotResult(
            identifier: location.identifier, status: .failed, reference: referenceURL.path, summary: "",
            message: nil, artifacts: [:], recordMode: .missing, runID: configuration.runID ?? SnapshotRun.identifier,
            finishedAt: 0)
        do {
            let mode = try configuration.recordMode(assertion: record)
            result.recordMode = mode
            try NameRegistry.claim(location, pathExtension: strategy.pathExtension)
            let diffing = strategy.diffing
            let actual = try strategy.snapshot(value())
            let store = location.store
            let components = location.components(pathExtension: strategy.pathExtension)
            let referenceBytes = try store.read(components)
            if mode == .all || (referenceBytes == nil && mode != .never) {
                let bytes = try diffing.encode(actual)
                let unchanged = referenceBytes == bytes
                if !unchanged { try store.write(bytes, to: components, durable: true) }
                result.status = referenceBytes == nil ? .new : .recorded
                result.summary = referenceBytes == nil ? "new reference" : (unchanged ? "unchanged" : "re-recorded")
                result.message = FailureMessage.recorded(identifier: location.identifier, reference: referenceURL.path,
                                                         isNew: referenceBytes == nil, mode: mode, unchanged: unchanged)
                writer.removeStale(pathExtension: strategy.pathExtension)
            } else if let referenceBytes {
                let difference = diffing.compare(try diffing.decode(referenceBytes), actual)
                result.summary = difference.summary
                result.comparator = difference.comparator
                fill(&result, with: difference.image)
                if difference.matches {
                    result.status = .passed
                    writer.removeStale(pathExtension: strategy.pathExtension)
                } else {
                    let ext = strategy.pathExtension
                    let actualBytes = try diffing.encode(actual)
                    result.artifacts["reference"] = try writer.write(referenceBytes, kind: "reference", pathExtension: ext)
                    result.artifacts["actual"] = try writer.write(actualBytes, kind: "actual", pathExtension: ext)
                    for file in try difference.artifacts() {
                        result.artifacts[file.kind] = try writer.write(file.bytes, kind: file.kind, pathExtension: file.pathExtension)
                    }
                    if mode == .failed {
                        try store.write(actualBytes, to: components, durable: true)
                        result.status = .recorded
                    }
                    result.message = FailureMessage.mismatch(
                        identifier: location.identifier, comparator: result.comparator, summary: difference.summary,
                        reference: referenceURL.path, artifacts: result.artifacts, report: report, reRecorded: mode == .failed)
                }
            } else {
                result.summary = "missing reference"
                let actualPath = try? writer.write(try diffing.encode(actual), kind: "actual", pathExtension: strategy.pathExtension)
                if let actualPath { result.artifacts["actual"] = actualPath }
                result.message = FailureMessage.missing(identifier: location.identifier, reference: referenceURL.path,
                                                        actual: actualPath, report: report)
            }
        } catch {
            result.status = .failed
            result.summary = "error"
            result.message = FailureMessage.error(identifier: location.identifier, reference: referenceURL.path, error: error)
        }
        result.finishedAt = Int64(Date().timeIntervalSince1970 * 1000)
        SnapshotRun.shared.add(result, artifactsRoot: artifactsRoot, writer: writer)
        return result
    }

    private static func fill(_ result: inout SnapshotResult, with image: ImageComparison?) {
        guard let image else { return }
        result.differingPixels = image.differingPixels
        result.ratio = image.ratio
        result.worstDeltaE = image.worstDeltaE
        result.regions = image.changedRegions.map { [$0.x, $0.y, $0.width, $0.height] }
        result.referenceSize = [image.referenceWidth, image.referenceHeight]
        result.actualSize = [image.actualWidth, image.actualHeight]
    }
}

/// The file names claimed in this process, per folder and lower-cased, so two snapshots whose
/// names differ only in letter case (one file on macOS) are caught on Linux too.
enum NameRegistry {
    private static let claimed = LockedDictionary<String, String>()

    static func claim(_ location: SnapshotLocation, pathExtension: String) throws {
        let fileName = location.name + "." + pathExtension
        let folder = location.folderURL.path
        let key = folder + "/" + fileName.lowercased()
        let existing = claimed.update(key, default: fileName) { $0 }
        if existing != fileName {
            throw SnapshotStoreError.nameCollision(fileName, existing: existing, folder: folder)
        }
    }
}

extension SnapshotRunner {
    /// Verifies a bitmap against `<root>/<group>/<name>.png`: the entry point for runners that are
    /// not tests (the command line, the design-system catalog).
    ///
    /// ```swift
    /// let result = SnapshotRunner.verify(name: "primary.dark@2x", group: "Button", bitmap: image,
    ///                                    root: URL(fileURLWithPath: "__Snapshots__"))
    /// ```
    public static func verify(
        name: String, group: String, bitmap: Bitmap, root: URL, comparator: ImageComparator? = nil,
        record: SnapshotRecordMode? = nil, configuration: SnapshotConfiguration = .current
    ) -> SnapshotResult {
        verify(of: bitmap, as: .image(comparator: comparator), at: SnapshotLocation(root: root, group: group, name: name),
               record: record, configuration: configuration)
    }
}
