/// What one snapshot verification did: small numbers and paths only, never an image, so a run of
/// thousands of snapshots keeps flat memory. Encoded as one entry of `report.json`.
///
/// ```swift
/// let result = SnapshotRunner.verify(name: "primary.dark", group: "Button", bitmap: image,
///                                    root: catalogRoot)
/// if result.isFailure { print(result.message!) }
/// ```
public struct SnapshotResult: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable {
        /// Matched its reference.
        case passed
        /// Differed from its reference, had none under record mode `never`, or could not be checked.
        case failed
        /// An existing reference was overwritten (record mode `all` or `failed`).
        case recorded
        /// A missing reference was written.
        case new
    }

    /// `<group>/<name>`, e.g. `CardTests/testCard.dark`.
    public var identifier: String
    public var status: Status
    /// Absolute path of the reference file.
    public var reference: String
    /// What the comparison found, one line (`matches` when it matched).
    public var summary: String
    /// The full failure message, with artifact paths; nil when passed.
    public var message: String?
    /// Artifact kind (`reference`, `actual`, `diff`, `composite`) to absolute path.
    public var artifacts: [String: String]
    public var differingPixels: Int?
    public var ratio: Double?
    public var worstDeltaE: Double?
    /// Changed-region boxes as `[x, y, width, height]`.
    public var regions: [[Int]]?
    public var referenceSize: [Int]?
    public var actualSize: [Int]?
    public var comparator: String?
    public var recordMode: SnapshotRecordMode
    /// The run this result belongs to (see `SnapshotRun.identifier`).
    public var runID: String
    /// Milliseconds since 1970 when the verification finished.
    public var finishedAt: Int64

    /// Every status but `passed` fails the test.
    public var isFailure: Bool { status != .passed }
}
