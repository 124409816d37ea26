import Foundation
@testable import Tokens
import XCTest

/// Real published token sets (external fixtures `tokens/real`, see `ExternalFixtures`; SOURCES.md there). Neither is valid 2025.10 as published;
/// these tests pin that every message about them is true and that no false follow-on appears
/// (no "no $type" for tokens of an unknown-type group, no "points to no token" for tokens that
/// exist but are invalid, no "missing in mode", no empty message).
final class RealTokenSetTests: XCTestCase {
    private func problems(_ name: String) throws -> [TokenProblem] {
        let url = try ExternalFixtures.folder("tokens/real").appendingPathComponent(name)
        do {
            _ = try TokenSet.load(directory: url)
            return []
        } catch {
            return error.problems
        }
    }

    private func assertNoFalseFollowOns(_ problems: [TokenProblem], file: StaticString = #filePath, line: UInt = #line) {
        for problem in problems {
            XCTAssertFalse(problem.message.isEmpty, "\(problem)", file: file, line: line)
            XCTAssertFalse(problem.message.hasSuffix(": "), "\(problem)", file: file, line: line)
            XCTAssertNotEqual(problem.kind, .missingInMode, "\(problem)", file: file, line: line)
            XCTAssertNotEqual(problem.kind, .missingType, "\(problem)", file: file, line: line)
        }
    }

    /// Simple Design System: every typography token lacks letterSpacing (and most lineHeight),
    /// which § "Typography" requires; nothing else is wrong.
    func testFigmaSimpleDesignSystemIsRejectedOnlyForIncompleteTypography() throws {
        let problems = try problems("figma-sds")
        assertNoFalseFollowOns(problems)
        XCTAssertEqual(problems.count, 19)
        XCTAssertTrue(problems.allSatisfy { $0.message.hasPrefix("typography needs all five of") }, "\(problems)")
    }

    /// Primer: typography without letterSpacing (§ "Typography"), tokens with a stray `"alpha"` member
    /// (a token cannot also hold children, § "Groups"), shadow layers with an `"alpha"` sub-value
    /// (a composite's sub-values are fixed, § "Composite types"; the JSON Schema agrees), a
    /// `$type` of its own (`custom-viewportRange`), an `em` size, and aliases to
    /// `borderWidth.*`/`borderRadius.medium`/`overlay.borderColor`, which no file the resolver
    /// names defines (they live in `functional/size/border.tokens.json`, not listed).
    func testGitHubPrimerMessagesAreAllTrue() throws {
        let problems = try problems("github-primer")
        assertNoFalseFollowOns(problems)
        var kinds: [String: Int] = [:]
        for problem in problems {
            let key: String
            if problem.message.hasPrefix("a token cannot have children (\"alpha\")") { key = "alpha member" }
            else if problem.message.contains("a shadow has no member \"alpha\"") { key = "shadow alpha" }
            else if problem.message.hasPrefix("$type \"custom-viewportRange\"") || problem.message.hasPrefix("$type \"string\"") { key = "unknown type" }
            else if problem.message.contains("is not a dimension") { key = "em unit" }
            else if problem.message.contains("{borderWidth.default} points to no token") || problem.message.contains("{borderRadius.medium} points to no token")
                        || problem.message.contains("{overlay.borderColor} points to no token") { key = "unlisted file" }
            else if problem.message.hasPrefix("typography needs all five") { key = "typography" }
            else { key = problem.description }
            kinds[key, default: 0] += 1
        }
        // 4 of the shadows with an alpha also alias the unlisted overlay.borderColor; the first
        // error of a token is its message, so those count as shadow alpha.
        XCTAssertEqual(kinds, ["alpha member": 24, "shadow alpha": 9, "unknown type": 6, "em unit": 1, "unlisted file": 12, "typography": 11], "\(kinds)")
    }

    /// The tokens of a real set that resolved despite its problems.
    private func partial(_ name: String) throws -> TokenSet {
        let url = try ExternalFixtures.folder("tokens/real").appendingPathComponent(name)
        do {
            return try TokenSet.load(directory: url)
        } catch {
            return try XCTUnwrap(error.partial, "\(name) should still resolve its valid tokens")
        }
    }

    private func row(_ audit: ContrastAudit, _ foreground: String, _ background: String, mode: String) -> ContrastAudit.Row? {
        audit.rows.first { $0.pair.foreground == foreground && $0.pair.background == background && $0.mode == mode }
    }

    /// SDS declares no pairs: the audit infers them from its names (`text.*` and `icon.*` on the
    /// default background, `on-X` on `background.X.default`) and finds its real failures, such as
    /// the light green on-positive text (#EBFFEE on #14AE5C, 2.77:1).
    func testFigmaSimpleDesignSystemContrastIsInferredFromItsNames() throws {
        let audit = ContrastAudit(set: try partial("figma-sds"))
        XCTAssertTrue(audit.usedInference)
        XCTAssertFalse(audit.checkedNothing)
        XCTAssertEqual(Set(audit.rows.map(\.mode)), ["light", "dark"])
        let onBrand = try XCTUnwrap(row(audit, "color.text.brand.on-brand", "color.background.brand.default", mode: "light"))
        XCTAssertTrue(onBrand.passes)
        XCTAssertEqual(onBrand.pair.source, .inferred(rule: "on-X"))
        let onPositive = try XCTUnwrap(row(audit, "color.text.positive.on-positive", "color.background.positive.default", mode: "light"))
        XCTAssertEqual(ContrastAudit.twoDecimals(onPositive.ratio), "2.77")
        XCTAssertFalse(onPositive.passes)
        XCTAssertNotNil(row(audit, "color.text.default.default", "color.background.default.default", mode: "dark"))
        XCTAssertFalse(audit.rows.contains { $0.pair.foreground.contains("disabled") || $0.pair.foreground.contains(".border.") })
        XCTAssertFalse(audit.rows.contains { $0.pair.foreground == "color.text.brand.default" && $0.pair.background == "color.background.brand.default" },
                       "brand text is for the default surface, not the brand fill")
    }

    /// Primer: `fgColor.onEmphasis` on every `bgColor.*.emphasis`, `fgColor.*` on `bgColor.default`,
    /// `control.fgColor.rest` on `control.bgColor.rest`; never `fgColor.white` on white.
    func testGitHubPrimerContrastIsInferredFromItsNames() throws {
        let audit = ContrastAudit(set: try partial("github-primer"))
        XCTAssertFalse(audit.checkedNothing)
        let onAccent = try XCTUnwrap(row(audit, "fgColor.onEmphasis", "bgColor.accent.emphasis", mode: "light-default"))
        XCTAssertEqual(ContrastAudit.twoDecimals(onAccent.ratio), "5.19")
        XCTAssertNotNil(row(audit, "fgColor.default", "bgColor.default", mode: "light-default"))
        XCTAssertNotNil(row(audit, "control.fgColor.rest", "control.bgColor.rest", mode: "light-default"))
        XCTAssertFalse(audit.pairs.contains { $0.foreground == "fgColor.white" || $0.foreground == "fgColor.black" })
    }
}
