/// The lint of one file: its findings and what the ratio counts.
public struct FileLint: Sendable, Equatable {
    public var file: String
    public var lineCount: Int
    /// In a token, style or theme folder: raw values allowed, nothing counted.
    public var isStyleFolder: Bool
    public var findings: [LintFinding]
    /// Raw and total style values per category.
    public var categories: [StyleCategory: DebtRatio]
    /// Per rule: findings of that rule over the style values it checks.
    public var rules: [LintRule: DebtRatio]

    public var ratio: DebtRatio {
        categories.values.reduce(DebtRatio(raw: 0, total: 0), +)
    }

    init(file: String, lineCount: Int, isStyleFolder: Bool, values: [StyleValue], source: LexedSource) {
        self.file = file
        self.lineCount = lineCount
        self.isStyleFolder = isStyleFolder
        var categories: [StyleCategory: DebtRatio] = [:]
        var rules: [LintRule: DebtRatio] = [:]
        var findings: [LintFinding] = []
        for value in values {
            if let category = value.category {
                categories[category, default: DebtRatio(raw: 0, total: 0)] = categories[category, default: DebtRatio(raw: 0, total: 0)]
                    + DebtRatio(raw: value.violation == nil ? 0 : 1, total: 1)
                for rule in category.checkedBy {
                    rules[rule, default: DebtRatio(raw: 0, total: 0)] = rules[rule, default: DebtRatio(raw: 0, total: 0)]
                        + DebtRatio(raw: value.violation == rule ? 1 : 0, total: 1)
                }
            }
            guard let rule = value.violation else { continue }
            let anchor = source.lexemes[value.anchor]
            findings.append(LintFinding(file: file, line: anchor.line, column: anchor.column, rule: rule, category: value.category,
                                        text: source.text(value.start, value.end), fix: value.fix))
        }
        self.findings = findings
        self.categories = categories
        self.rules = rules
    }
}
