import Foundation

/// Settings shared by the assertions of a test, a suite or a whole run: record mode, artifacts
/// folder, the default image comparator, the view render defaults, the diff tool. Carried in a task-local value, so parallel tests each
/// see their own; unset fields fall back to the environment and the defaults.
///
/// ```swift
/// // XCTest: a whole suite
/// override func invokeTest() {
///     withSnapshotConfiguration(SnapshotConfiguration(record: .failed)) { super.invokeTest() }
/// }
/// // Swift Testing: @Suite(.snapshots(record: .failed))
/// ```
public struct SnapshotConfiguration: Sendable {
    public var record: SnapshotRecordMode?
    /// Where failure artifacts and reports go. Default: `PIXELPROOF_ARTIFACTS`, else
    /// `<package>/.build/pixelproof-artifacts`.
    public var artifactsFolder: URL?
    /// The comparator of image strategies that do not name one. Default: `.exact`.
    public var imageComparator: ImageComparator?
    /// The `__Snapshots__` folder `assertSnapshot` uses instead of the one beside the test file
    /// (references then live in `<snapshotRoot>/<TestFile>/…`).
    public var snapshotRoot: URL?
    /// The run results are filed under in their entries and reports. Default:
    /// `SnapshotRun.identifier`, which every process of one `swift test` shares; a runner that is
    /// a run of its own and writes its own report (a `pixelproof verify`) names its run here.
    public var runID: String?
    public var environment: [String: String]
    /// Render settings of view strategies that an assertion leaves unset (scale, colour scheme,
    /// Dynamic Type size, tokens, size, background).
    public var view: ViewSnapshotDefaults
    /// The command a failure message offers for comparing the reference with the actual file.
    public var diffTool: SnapshotDiffTool?

    public init(record: SnapshotRecordMode? = nil, artifactsFolder: URL? = nil, imageComparator: ImageComparator? = nil,
                snapshotRoot: URL? = nil, runID: String? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment,
                view: ViewSnapshotDefaults = ViewSnapshotDefaults(), diffTool: SnapshotDiffTool? = nil) {
        self.view = view
        self.diffTool = diffTool
        self.record = record
        self.artifactsFolder = artifactsFolder
        self.imageComparator = imageComparator
        self.snapshotRoot = snapshotRoot
        self.runID = runID
        self.environment = environment
    }

    /// The configuration in force for the current task.
    @TaskLocal public static var current = SnapshotConfiguration()

    /// This configuration with the fields `other` sets taking precedence.
    public func merging(_ other: SnapshotConfiguration) -> SnapshotConfiguration {
        var merged = self
        merged.record = other.record ?? record
        merged.artifactsFolder = other.artifactsFolder ?? artifactsFolder
        merged.imageComparator = other.imageComparator ?? imageComparator
        merged.snapshotRoot = other.snapshotRoot ?? snapshotRoot
        merged.runID = other.runID ?? runID
        merged.view = view.merging(other.view)
        merged.diffTool = other.diffTool ?? diffTool
        return merged
    }

    /// The record mode for one assertion (see `SnapshotRecordMode` for the precedence).
    public func recordMode(assertion: SnapshotRecordMode?) throws -> SnapshotRecordMode {
        if let assertion { return assertion }
        if let record { return record }
        return try SnapshotRecordMode.fromEnvironment(environment) ?? .missing
    }

    /// The artifacts folder for a snapshot at `location`.
    public func artifactsRoot(for location: SnapshotLocation) -> URL {
        if let artifactsFolder { return artifactsFolder.standardizedFileURL }
        if let path = environment["PIXELPROOF_ARTIFACTS"], !path.isEmpty {
            return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
                .standardizedFileURL
        }
        let base = location.packageRoot ?? location.root.deletingLastPathComponent()
        return base.appendingPathComponent(".build/pixelproof-artifacts")
    }
}

/// Runs `operation` with `configuration` merged over the current one.
public func withSnapshotConfiguration<R>(_ configuration: SnapshotConfiguration, operation: () throws -> R) rethrows -> R {
    try SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.merging(configuration), operation: operation)
}

/// Runs `operation` with `configuration` merged over the current one.
public func withSnapshotConfiguration<R>(_ configuration: SnapshotConfiguration, operation: () async throws -> R) async rethrows -> R {
    try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.merging(configuration), operation: operation)
}
