/// How one snapshot format is stored and compared: bytes to and from the reference file, and a
/// comparison that says whether an actual value matches its reference and, when it does not, what
/// changed and which extra files show it. Separate from `Snapshotting`, so many strategies that
/// produce the same format (a bitmap of a view, of a layer, of a PNG) share one `Diffing`.
///
/// ```swift
/// let text = Diffing<String>(
///     pathExtension: "txt",
///     encode: { Array($0.utf8) },
///     decode: { String(decoding: $0, as: UTF8.self) },
///     compare: { reference, actual in reference == actual ? .match : SnapshotDifference(summary: "text changed") })
/// ```
public struct Diffing<Format>: Sendable {
    public var pathExtension: String
    public var encode: @Sendable (Format) throws -> [UInt8]
    public var decode: @Sendable ([UInt8]) throws -> Format
    /// `reference` first; returns `.match` or the difference.
    public var compare: @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference

    public init(
        pathExtension: String,
        encode: @escaping @Sendable (Format) throws -> [UInt8],
        decode: @escaping @Sendable ([UInt8]) throws -> Format,
        compare: @escaping @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference
    ) {
        self.pathExtension = pathExtension
        self.encode = encode
        self.decode = decode
        self.compare = compare
    }
}

/// The outcome of a `Diffing` comparison: a match, or a summary with numbers and the extra files
/// (a diff image, a composite, a text diff) that the artifacts folder receives on failure.
/// The files are made only when asked for, so a passing snapshot builds none.
public struct SnapshotDifference: Sendable {
    public var matches: Bool
    /// One line: what changed, e.g. `12 pixels changed (0.31 %), worst ΔE 41.2, in 1 region: …`.
    public var summary: String
    /// The image numbers, for image formats.
    public var image: ImageComparison?
    /// How the comparison was made, e.g. `pixelmatch threshold 0.1`, for messages and reports.
    public var comparator: String?
    /// Extra artifacts by kind (`"diff"`, `"composite"`) with their path extension and bytes.
    public var artifacts: @Sendable () throws -> [SnapshotArtifactFile]

    public init(matches: Bool = false, summary: String, image: ImageComparison? = nil, comparator: String? = nil,
                artifacts: @escaping @Sendable () throws -> [SnapshotArtifactFile] = { [] }) {
        self.matches = matches
        self.summary = summary
        self.image = image
        self.comparator = comparator
        self.artifacts = artifacts
    }

    public static let match = SnapshotDifference(matches: true, summary: "matches")
}

/// One extra file for the artifacts folder: `<snapshot>.<kind>.<pathExtension>`.
public struct SnapshotArtifactFile: Sendable {
    public var kind: String
    public var pathExtension: String
    public var bytes: [UInt8]

    public init(kind: String, pathExtension: String, bytes: [UInt8]) {
        self.kind = kind
        self.pathExtension = pathExtension
        self.bytes = bytes
    }
}
