/// The table that describes one command's command line: its options and positional arguments.
/// Parsing, help text and error messages all come from this one description.
///
/// ```swift
/// let spec = CommandSpec(
///     name: "diff", summary: "Compare two PNG files.",
///     positionals: [.init(name: "A.png"), .init(name: "B.png")],
///     options: [.value("--threshold", "T", "Per-pixel threshold, 0…1 (default 0.1)."),
///               .flag("--json", "Print the result as JSON.")])
/// ```
public struct CommandSpec: Sendable {
    public var name: String
    public var summary: String
    public var positionals: [Positional]
    public var options: [Option]
    /// Extra paragraphs for `--help`: examples, exit codes.
    public var discussion: String

    public init(name: String, summary: String, positionals: [Positional] = [], options: [Option] = [], discussion: String = "") {
        self.name = name
        self.summary = summary
        self.positionals = positionals
        self.options = options
        self.discussion = discussion
    }

    /// A positional argument; `variadic` takes every remaining argument (zero or more unless `required`).
    public struct Positional: Sendable {
        public var name: String
        public var required: Bool
        public var variadic: Bool

        public init(name: String, required: Bool = true, variadic: Bool = false) {
            self.name = name
            self.required = required
            self.variadic = variadic
        }
    }

    /// A `--name` option: a flag, or an option that takes one value (`--name VALUE` or `--name=VALUE`).
    public struct Option: Sendable {
        public var name: String
        public var valueName: String?
        public var help: String
        public var repeatable: Bool

        public static func flag(_ name: String, _ help: String) -> Option {
            Option(name: name, valueName: nil, help: help, repeatable: false)
        }

        public static func value(_ name: String, _ valueName: String, _ help: String, repeatable: Bool = false) -> Option {
            Option(name: name, valueName: valueName, help: help, repeatable: repeatable)
        }
    }

    /// The usage line and option list shown by `--help`.
    public var helpText: String {
        var usage = "usage: pixelproof \(name)"
        if !options.isEmpty { usage += " [options]" }
        for positional in positionals {
            let word = positional.variadic ? "\(positional.name)..." : positional.name
            usage += positional.required ? " \(word)" : " [\(word)]"
        }
        var lines = [summary, "", usage]
        if !options.isEmpty {
            lines.append("")
            lines.append("options:")
            let labels = options.map { option in
                option.valueName.map { "\(option.name) \($0)" } ?? option.name
            } + ["--help"]
            let width = labels.map(\.count).max() ?? 0
            for (label, help) in zip(labels, options.map(\.help) + ["Show this help."]) {
                lines.append("  " + label + String(repeating: " ", count: width - label.count + 2) + help)
            }
        }
        if !discussion.isEmpty {
            lines.append("")
            lines.append(discussion)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
