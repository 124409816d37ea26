import Foundation

/// swift-snapshot-testing's text strategies for any value: `.description` (`String(describing:)`),
/// `.json` (an `Encodable` value, pretty-printed with sorted keys, in a `.json` file) and `.plist`
/// (an `Encodable` value as an XML property list). All compare line by line like `.lines`.
///
/// ```swift
/// assertSnapshot(of: user, as: .description)   // User(id: 1, name: "Blobby")
/// assertSnapshot(of: user, as: .json)          // __Snapshots__/UserTests/testUser.1.json
/// ```
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Format == String {
    public static var description: Snapshotting<Value, String> {
        Snapshotting<String, String>.lines.pullback { String(describing: $0) }
    }
}

extension Snapshotting where Value: Encodable, Format == String {
    public static var json: Snapshotting<Value, String> {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return json(encoder)
    }

    /// With an encoder of the test's own (date strategy, key strategy, formatting).
    public static func json(_ encoder: JSONEncoder) -> Snapshotting<Value, String> {
        encoded(pathExtension: "json") { try encoder.encode($0) }
    }

    /// An `Encodable` value as an XML property list, in a `.plist` file.
    public static var plist: Snapshotting<Value, String> {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return plist(encoder)
    }

    public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting<Value, String> {
        encoded(pathExtension: "plist") { try encoder.encode($0) }
    }

    /// The UTF-8 text `encode` makes of the value, compared like `.lines`. The `Encodable`
    /// conformance is used here, outside the `@Sendable` snapshot closure, so `Value` need not be
    /// `SendableMetatype`.
    private static func encoded(pathExtension: String,
                                _ encode: @escaping @Sendable (any Encodable) throws -> Data) -> Snapshotting<Value, String> {
        var diffing = Diffing<String>.lines
        diffing.pathExtension = pathExtension
        return Snapshotting<String, String>(diffing: diffing).pullback(erasing: { $0 as any Encodable }) {
            String(decoding: try encode($0), as: UTF8.self)
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// A strategy for `NewValue` that first erases it with `erase` (made by the caller, which knows
    /// the conformance) and then turns the erased value into text.
    fileprivate func pullback<NewValue>(erasing erase: @escaping (NewValue) -> any Encodable,
                                        _ text: @escaping @Sendable (any Encodable) throws -> String) -> Snapshotting<NewValue, String> {
        nonisolated(unsafe) let erase = erase
        return pullback { value in try text(erase(value)) }
    }
}
