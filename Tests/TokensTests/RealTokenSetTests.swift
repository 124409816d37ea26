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
    /// (a token cannot also hold children, § "Groups"), a
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
            else if problem.message.hasPrefix("$type \"custom-viewportRange\"") || problem.message.hasPrefix("$type \"string\"") { key = "unknown type" }
            else if problem.message.contains("is not a dimension") { key = "em unit" }
            else if problem.message.contains("{borderWidth.default} points to no token") || problem.message.contains("{borderRadius.medium} points to no token")
                        || problem.message.contains("{overlay.borderColor} points to no token") { key = "unlisted file" }
            else if problem.message.hasPrefix("typography needs all five") { key = "typography" }
            else { key = problem.description }
            kinds[key, default: 0] += 1
        }
        XCTAssertEqual(kinds, ["alpha member": 24, "unknown type": 6, "em unit": 1, "unlisted file": 16, "typography": 11], "\(kinds)")
    }
}
