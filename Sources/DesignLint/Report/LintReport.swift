/// A whole lint run: every file's findings and counts, and the design-debt ratio of the
/// package, per file, per rule and per category.
public struct LintReport: Sendable, Equatable {
    public var files: [FileLint]
    /// Where the fixes' token names come from.
    public var tokenSource: String
    /// How many font files the package bundles.
    public var fontCount: Int

    public init(files: [FileLint], tokenSource: String, fontCount: Int) {
        self.files = files.sorted { $0.file < $1.file }
        self.tokenSource = tokenSource
        self.fontCount = fontCount
    }

    /// Every finding, by file then position.
    public var findings: [LintFinding] { files.flatMap(\.findings) }

    public var ratio: DebtRatio { files.map(\.ratio).reduce(DebtRatio(raw: 0, total: 0), +) }

    public func ratio(for rule: LintRule) -> DebtRatio {
        files.compactMap { $0.rules[rule] }.reduce(DebtRatio(raw: 0, total: 0), +)
    }

    public func ratio(for category: StyleCategory) -> DebtRatio {
        files.compactMap { $0.categories[category] }.reduce(DebtRatio(raw: 0, total: 0), +)
    }

    /// Findings of `rule`, counting those not in the ratio (rules 2 and 5).
    public func count(of rule: LintRule) -> Int { findings.filter { $0.rule == rule }.count }

    /// Files longer than `lines` lines, longest first (the seed's review lists those over 300 and over 500).
    public func files(over lines: Int) -> [FileLint] {
        files.filter { $0.lineCount > lines }.sorted { ($0.lineCount, $1.file) > ($1.lineCount, $0.file) }
    }
}
