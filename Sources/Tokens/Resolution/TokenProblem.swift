/// One thing wrong with a set of token files, with where it is: the token path, the file and
/// the line. Validation collects every problem in one pass; `TokenValidationError` carries them
/// sorted by path (then file, line and message), never in dictionary order.
///
/// ```swift
/// // semantic.dark.tokens.json:12: color.text.primary: alias {color.neutral.050} points to no token; define it or fix the path
/// print(problem)
/// ```
public struct TokenProblem: Hashable, Comparable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// An alias names a token that does not exist.
        case brokenAlias
        /// Aliases that lead back to themselves; reported once for every token in the cycle.
        case circularAlias
        /// A value that does not fit its `$type`, or an alias to a token of another type.
        case wrongType
        /// A token with no `$type` of its own or on an enclosing group, and not an alias.
        case missingType
        /// A `$type` that is not one of the format's (e.g. `"string"`, `"spacing"`).
        case unsupportedType
        /// A token defined for some modes and not others (only when the audit asks for every mode).
        case missingInMode
        /// A warning, not an error: a pre-2025.10 spelling (`"16px"`, `"#336699"`) that still reads.
        case legacySyntax
        /// A warning, not an error: a token that a later set or modifier defines again, replacing
        /// the earlier one (the resolver's rule) where the replacement may not be meant.
        case overridden
        /// Two sources that make one path both a token and a group.
        case tokenGroupConflict
        /// A token or group name containing `.`, `{` or `}`.
        case invalidName
        /// A file that is not a token file: bad JSON, a value where a group belongs, an unknown `$` property.
        case invalidFile
        /// A resolver document that is not valid: unknown `$ref`, bad `default`, missing file.
        case invalidResolver
    }

    public var kind: Kind
    /// The token path (`color.text.primary`), or empty when the problem is the whole file.
    public var path: String
    public var file: String
    public var line: Int
    public var message: String

    public init(_ kind: Kind, path: String, file: String, line: Int, message: String) {
        self.kind = kind
        self.path = path
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: path: message`; the line is left out when unknown (0), the path when empty.
    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return path.isEmpty ? "\(place): \(message)" : "\(place): \(path): \(message)"
    }

    public static func < (lhs: TokenProblem, rhs: TokenProblem) -> Bool {
        (lhs.path, lhs.file, lhs.line, lhs.message) < (rhs.path, rhs.file, rhs.line, rhs.message)
    }
}

/// Token files that cannot be used, with every problem found in them.
///
/// ```swift
/// do { _ = try TokenSet.load(resolver: url) }
/// catch let error as TokenValidationError { error.problems.forEach { print($0) } }
/// ```
public struct TokenValidationError: Error, Sendable, CustomStringConvertible {
    public var problems: [TokenProblem]
    /// Old spellings found on the way, printed as warnings; they are not why loading failed.
    public var warnings: [TokenProblem]
    /// The tokens that did resolve despite the problems (each mode without the failed tokens and
    /// their dependants), so that an audit can still look at them; `nil` when the files could
    /// not be read as a set at all. Not a valid set: use it only beside the problems.
    public var partial: TokenSet?

    public init(problems: [TokenProblem], warnings: [TokenProblem] = [], partial: TokenSet? = nil) {
        self.problems = Array(Set(problems)).sorted()
        self.warnings = Array(Set(warnings)).sorted()
        self.partial = partial
    }

    public var description: String {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return "\(count) in the token files:\n" + problems.map(\.description).joined(separator: "\n")
    }
}
