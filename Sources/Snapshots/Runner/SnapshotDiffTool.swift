/// The command a failure message shows for comparing a reference with the file that failed, as
/// swift-snapshot-testing's `diffTool`: a closure of the two paths, or a command written as a
/// string literal (`"ksdiff"` gives `ksdiff "<reference>" "<actual>"`).
///
/// ```swift
/// withSnapshotTesting(diffTool: .ksdiff) { … }
/// withSnapshotTesting(diffTool: "code --diff") { … }
/// ```
public struct SnapshotDiffTool: Sendable, ExpressibleByStringLiteral {
    public var command: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

    public init(_ command: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
        self.command = command
    }

    public init(stringLiteral value: String) {
        self.init { "\(value) \"\($0)\" \"\($1)\"" }
    }

    /// Just the two paths, as swift-snapshot-testing's default.
    public static let `default` = SnapshotDiffTool { "@\u{2212}\n\"\($0)\"\n@+\n\"\($1)\"" }
    public static let ksdiff: SnapshotDiffTool = "ksdiff"
}
