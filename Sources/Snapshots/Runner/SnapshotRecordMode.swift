/// When a reference is written. The default is `.missing`. Every recording fails the assertion
/// with a message that says so, so a run that recorded never looks green by accident.
///
/// Precedence, first wins: the assertion's `record:` argument; the suite's or task's
/// configuration (`.snapshots(record:)` trait, `withSnapshotConfiguration`); the environment
/// variable `PIXELPROOF_RECORD`, then `SNAPSHOT_TESTING_RECORD`; `.missing`.
///
/// ```swift
/// assertSnapshot(of: card, as: .image(), record: .failed)   // accept what changed, once
/// // PIXELPROOF_RECORD=all swift test                        // re-record everything
/// ```
public enum SnapshotRecordMode: String, Sendable, CaseIterable, Codable {
    /// Write every reference, changed or not.
    case all
    /// Write references that do not exist yet; compare the others.
    case missing
    /// Write missing references and overwrite those that differ.
    case failed
    /// Write nothing: a missing reference is a failure.
    case never

    public static let environmentVariables = ["PIXELPROOF_RECORD", "SNAPSHOT_TESTING_RECORD"]

    /// The mode the environment asks for, `nil` when neither variable is set (or set empty).
    public static func fromEnvironment(_ environment: [String: String]) throws -> SnapshotRecordMode? {
        for variable in environmentVariables {
            guard let text = environment[variable], !text.isEmpty else { continue }
            guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else {
                throw SnapshotConfigurationError.badRecordMode(variable: variable, value: text)
            }
            return mode
        }
        return nil
    }
}

/// A setting from the environment that cannot be used.
public enum SnapshotConfigurationError: Error, CustomStringConvertible, Equatable {
    case badRecordMode(variable: String, value: String)

    public var description: String {
        switch self {
        case .badRecordMode(let variable, let value):
            return "\(variable)=\(value) is not a record mode; use all, missing, failed or never"
        }
    }
}
