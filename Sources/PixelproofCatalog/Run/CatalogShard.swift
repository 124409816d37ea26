/// A stable slice of a catalog for one job of a CI matrix: `--shard 2/4` is shard 2 of 4.
/// Entries are sorted by identifier and dealt round-robin, so the shards differ in size by at
/// most one, every entry lands in exactly one shard, and the split depends only on the catalog.
///
/// ```swift
/// let shard = try CatalogShard(parsing: "2/4")
/// shard.select(entries)      // entries 1, 5, 9, … of the sorted catalog
/// ```
public struct CatalogShard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) throws(CatalogRunError) {
        guard count >= 1, index >= 1, index <= count else { throw .badShard("\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    /// Parses `I/N` with 1 ≤ I ≤ N.
    public init(parsing text: String) throws(CatalogRunError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { throw .badShard(text) }
        try self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// This shard's entries, in identifier order.
    public func select(_ entries: [CatalogSnapshot]) -> [CatalogSnapshot] {
        let sorted = entries.sorted { $0.identifier < $1.identifier }
        return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
