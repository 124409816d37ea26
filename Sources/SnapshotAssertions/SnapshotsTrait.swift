#if canImport(Testing)
import BitmapText
import Foundation
import Raster
import Snapshots
import SwiftUI
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
    /// Snapshot settings for this test or suite; unset ones keep their outer value. `record` and
    /// `diffTool` as swift-snapshot-testing's trait; the render defaults (`scale`, `colorScheme`,
    /// `dynamicTypeSize`, `tokens`, `size`) apply to view strategies that do not set them.
    ///
    /// ```swift
    /// @Suite(.snapshots(record: .missing, scale: .x2, tokens: AppTokens.set))
    /// ```
    public static func snapshots(record: SnapshotRecordMode? = nil, diffTool: SnapshotDiffTool? = nil,
                                 scale: DisplayScale? = nil, colorScheme: ColorScheme? = nil,
                                 dynamicTypeSize: DynamicTypeSize? = nil, tokens: (any DesignTokenSource)? = nil,
                                 size: RenderSize? = nil, artifactsFolder: URL? = nil,
                                 imageComparator: ImageComparator? = nil, snapshotRoot: URL? = nil) -> SnapshotsTrait {
        SnapshotsTrait(configuration: SnapshotConfiguration(
            record: record, artifactsFolder: artifactsFolder, imageComparator: imageComparator, snapshotRoot: snapshotRoot,
            view: ViewSnapshotDefaults(scale: scale, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, tokens: tokens,
                                       size: size),
            diffTool: diffTool))
    }
}
#endif
