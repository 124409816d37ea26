@testable import DesignLint
import Tokens

/// Lints snippets against Pixelproof's shipped token set.
enum LintTestSupport {
    static let catalog = TokenCatalog(set: .shipped, source: "shipped")

    static func lint(_ source: String, file: String = "Views/Screen.swift", fonts: Set<String> = []) -> FileLint {
        DesignLinter(catalog: catalog, fonts: BundledFonts(names: fonts, fileCount: fonts.count)).lint(source: source, file: file)
    }

    /// "rule: text" per finding, in source order.
    static func findings(_ source: String, file: String = "Views/Screen.swift", fonts: Set<String> = []) -> [String] {
        lint(source, file: file, fonts: fonts).findings.map { "\($0.rule.number): \($0.text)" }
    }
}
