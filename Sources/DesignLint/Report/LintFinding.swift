/// One broken rule at one place: `Sources/App/Card.swift:12:14: rule 1 raw-style-value:
/// .padding(16) → use `space.lg` (16 pt)`.
///
/// `text` is the offending source with whitespace runs collapsed, so a finding reads the same
/// after re-indenting; the baseline matches on file, rule and text, never on line numbers.
public struct LintFinding: Codable, Equatable, Sendable {
    /// Relative to the linted root, `/`-separated.
    public var file: String
    public var line: Int
    /// 1-based, in Unicode scalars.
    public var column: Int
    public var rule: LintRule
    /// `nil` for rules 2 and 5, which are about names and fonts rather than a style value.
    public var category: StyleCategory?
    public var text: String
    public var fix: String

    public init(file: String, line: Int, column: Int, rule: LintRule, category: StyleCategory?, text: String, fix: String) {
        self.file = file
        self.line = line
        self.column = column
        self.rule = rule
        self.category = category
        self.text = text
        self.fix = fix
    }

    /// The plain-text line: `FILE:LINE:COLUMN: rule N NAME: TEXT → FIX`.
    public var plainText: String {
        "\(file):\(line):\(column): rule \(rule.number) \(rule.name): \(text) → \(fix)"
    }

    enum CodingKeys: String, CodingKey {
        case file, line, column, rule, category, text, fix
    }
}
