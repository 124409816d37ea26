#if canImport(Testing)
import Foundation
import Snapshots
import Testing

/// A Swift Testing trait that sets the snapshot configuration of a test or a whole suite.
///
/// ```swift
/// @Suite(.snapshots(record: .failed))
/// struct CardSnapshots {
///     @Test func card() { assertSnapshot(of: cardBitmap, as: .image()) }
/// }
/// ```
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    public var configuration: SnapshotConfiguration

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await withSnapshotConfiguration(configuration) { try await function() }
    }
}

extension Trait where Self == SnapshotsTrait {
    /// Snapshot settings for this test or suite; unset ones keep their outer value.
    public static func snapshots(record: SnapshotRecordMode? = nil, artifactsFolder: URL? = nil,
                                 imageComparator: ImageComparator? = nil, snapshotRoot: URL? = nil) -> SnapshotsTrait {
        SnapshotsTrait(configuration: SnapshotConfiguration(record: record, artifactsFolder: artifactsFolder,
                                                            imageComparator: imageComparator, snapshotRoot: snapshotRoot))
    }
}
#endif
