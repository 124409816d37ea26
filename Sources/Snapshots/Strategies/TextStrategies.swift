import Foundation

/// swift-snapshot-testing's text strategies for any value: `.description` (`String(describing:)`)
/// and `.json` (an `Encodable` value, pretty-printed with sorted keys, in a `.json` file). Both
/// compare line by line like `.lines`.
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
        var diffing = Diffing<String>.lines
        diffing.pathExtension = "json"
        // The `Encodable` conformance is used by `erase`, made here, so the `@Sendable` snapshot
        // closure carries none (and `Value` need not be `SendableMetatype`).
        return Snapshotting<String, String>(diffing: diffing).pullback(encodingWith: encoder) { $0 as any Encodable }
    }
}

extension Snapshotting where Value == String, Format == String {
    fileprivate func pullback<NewValue>(encodingWith encoder: JSONEncoder,
                                        erase: @escaping (NewValue) -> any Encodable) -> Snapshotting<NewValue, String> {
        nonisolated(unsafe) let erase = erase
        return pullback { value in String(decoding: try encoder.encode(erase(value)), as: UTF8.self) }
    }
}
