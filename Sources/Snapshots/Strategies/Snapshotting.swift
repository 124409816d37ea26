/// A snapshot strategy as a value: how to turn a `Value` into a `Format`, and the `Diffing` that
/// stores and compares that format. Build new strategies from old ones with `pullback`.
///
/// ```swift
/// // A strategy for anything that can draw itself into a bitmap:
/// let chart: Snapshotting<Chart, Bitmap> = Snapshotting.image().pullback { $0.render() }
/// assertSnapshot(of: chart, as: chart)
/// ```
public struct Snapshotting<Value, Format>: Sendable {
    public var diffing: Diffing<Format>
    public var snapshot: @Sendable (Value) throws -> Format

    public init(diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.diffing = diffing
        self.snapshot = snapshot
    }

    public var pathExtension: String { diffing.pathExtension }

    /// A strategy for `NewValue` that first turns it into this strategy's `Value`.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(diffing: diffing) { try snapshot(transform($0)) }
    }
}

extension Snapshotting where Value == Format {
    /// The identity strategy: the value is its own snapshot.
    public init(diffing: Diffing<Format>) {
        self.init(diffing: diffing) { $0 }
    }
}
