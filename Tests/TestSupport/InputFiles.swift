import Foundation

/// The files of a folder of test inputs, sorted by name (hidden files skipped). Reading throws
/// when the folder is missing or empty, so a test that loops over inputs can never pass by
/// running over none.
///
/// ```swift
/// for input in try InputFiles.read(in: findings.appendingPathComponent("png")) { … }
/// ```
public enum InputFiles {
    public struct Input: Sendable {
        public let name: String
        public let bytes: [UInt8]
    }

    public struct NoInputs: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    public static func read(in folder: URL) throws -> [Input] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw NoInputs(description: "no folder \(folder.path): a test over its inputs would run over nothing")
        }
        let inputs = try names.sorted().filter { !$0.hasPrefix(".") }.map {
            Input(name: $0, bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent($0))))
        }
        guard !inputs.isEmpty else {
            throw NoInputs(description: "\(folder.path) holds no inputs: a test over them would run over nothing")
        }
        return inputs
    }
}
