/// Why a lint run could not be done; each message says what and where, and what to do.
public enum LintError: Error, CustomStringConvertible, Equatable {
    /// A line of the configuration file that cannot be read.
    case configuration(file: String, line: Int, message: String)
    case unreadable(path: String, reason: String)
    case tokens(path: String, reason: String)
    case baseline(file: String, message: String)

    public var description: String {
        switch self {
        case .configuration(let file, let line, let message):
            "\(file):\(line): \(message) (see docs/lint.md for the format)"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .tokens(let path, let reason):
            "cannot load the token set \(path): \(reason)"
        case .baseline(let file, let message):
            "baseline \(file): \(message)"
        }
    }
}
