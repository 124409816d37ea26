import DesignLint
import Foundation
import XCTest

/// The shipped design system has no design debt: `pixelproof lint` over this package (its
/// `.pixelproof-lint` marks `Generated` and `Foundation` as the style folders, where token values
/// are written once) finds nothing and counts no raw style value. The rules and every spelling
/// they catch are pinned in DesignLintTests.
final class DesignDebtTests: XCTestCase {
    func testShippedDesignSystemLintsCleanWithAnEmptyBaseline() throws {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let report = try DesignLinter.lint(root: packageRoot)
        let designSystem = report.files.filter { $0.file.hasPrefix("Sources/DesignSystem/") }
        XCTAssertGreaterThan(designSystem.count, 20, "the lint must have read the design system's sources")
        let findings = designSystem.flatMap(\.findings).map(\.plainText)
        XCTAssertEqual(findings, [], "design debt in Sources/DesignSystem; use the generated tokens")
    }
}
