import BitmapText
import Foundation
import Raster
import Snapshots
import SwiftUI

/// swift-snapshot-testing's configuration names over Pixelproof's `SnapshotConfiguration`:
/// `SnapshotTestingConfiguration.Record` is `SnapshotRecordMode` (`.all`, `.failed`, `.missing`,
/// `.never`) and `DiffTool` is `SnapshotDiffTool`.
public struct SnapshotTestingConfiguration: Sendable {
    public typealias Record = SnapshotRecordMode
    public typealias DiffTool = SnapshotDiffTool

    public var record: Record?
    public var diffTool: DiffTool?

    public init(record: Record? = nil, diffTool: DiffTool? = nil) {
        self.record = record
        self.diffTool = diffTool
    }

    /// The settings in force for the current task, in swift-snapshot-testing's shape.
    public static var current: SnapshotTestingConfiguration? {
        let configuration = SnapshotConfiguration.current
        return SnapshotTestingConfiguration(record: configuration.record, diffTool: configuration.diffTool)
    }
}

/// Runs `operation` with these snapshot settings over the current ones, the nearest setting
/// winning: swift-snapshot-testing's `record` and `diffTool`, and Pixelproof's render defaults
/// for view strategies (scale, colour scheme, Dynamic Type size, tokens, size, background) and
/// the default image comparator, so assertions need not repeat them.
///
/// ```swift
/// final class CardTests: XCTestCase {
///     override func invokeTest() {
///         withSnapshotTesting(record: .missing, scale: .x2, tokens: AppTokens.set) { super.invokeTest() }
///     }
///     func testCard() { assertSnapshot(of: Card(), as: .image) }   // 2x, with the tokens
/// }
/// ```
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    scale: DisplayScale? = nil, colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
    tokens: (any DesignTokenSource)? = nil, size: RenderSize? = nil, background: RGBA8? = nil,
    imageComparator: ImageComparator? = nil,
    operation: () throws -> R
) rethrows -> R {
    try withSnapshotConfiguration(
        SnapshotConfiguration(record: record, imageComparator: imageComparator,
                              view: ViewSnapshotDefaults(scale: scale, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
                                                         tokens: tokens, size: size, background: background),
                              diffTool: diffTool),
        operation: operation)
}

/// The `async` form of `withSnapshotTesting`.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    scale: DisplayScale? = nil, colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
    tokens: (any DesignTokenSource)? = nil, size: RenderSize? = nil, background: RGBA8? = nil,
    imageComparator: ImageComparator? = nil,
    operation: () async throws -> R
) async rethrows -> R {
    try await withSnapshotConfiguration(
        SnapshotConfiguration(record: record, imageComparator: imageComparator,
                              view: ViewSnapshotDefaults(scale: scale, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
                                                         tokens: tokens, size: size, background: background),
                              diffTool: diffTool),
        operation: operation)
}
