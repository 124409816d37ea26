import DesignSystem
import PixelproofCatalog
import Foundation
import Raster
import Snapshots
import SwiftUI
import Tokens
import XCTest

/// The accessibility audit run on the shipped catalog, every entry in every appearance. What it
/// finds is design debt to fix or baseline (issue 17), not a failure of this test; set
/// PIXELPROOF_A11Y_REPORT=FILE to get the list.
final class CatalogAccessibilityTests: XCTestCase {
    private func findings(_ entry: CatalogEntry, _ appearance: CatalogAppearance) -> [AccessibilityFinding] {
        let result = layout(entry.stagedView, size: entry.preferredSize.renderSize, scale: CatalogAppearance.scale,
                            colorScheme: appearance.colorScheme, dynamicTypeSize: appearance.dynamicTypeSize, tokens: TokenSet.shipped)
        return AccessibilityAudit.run(on: result)
    }

    func testPrimaryButtonReadsAsOneButtonWithItsTitle() throws {
        let entry = try XCTUnwrap(Catalog.entries.first { $0.name.hasPrefix("Button/primary") })
        let result = layout(entry.stagedView, size: entry.preferredSize.renderSize, scale: .x2, tokens: TokenSet.shipped)
        let buttons = AccessibilityTree(result).elements.filter { $0.traits.contains(.isButton) }
        XCTAssertEqual(buttons.count, 1, AccessibilityTree(result).text)
        XCTAssertFalse(buttons[0].label.isEmpty, AccessibilityTree(result).text)
    }

    func testShippedCatalogFindsNothingItsCommittedBaselineDoesNotList() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".pixelproof-audit-baseline.json")
        let baseline = try XCTUnwrap(try AuditBaseline.read(from: url), "no baseline at \(url.path)")
        var all: [AuditedFinding] = []
        for entry in Catalog.entries {
            for appearance in CatalogAppearance.all {
                let path = CatalogSnapshotPath(entry: entry, appearance: appearance)
                all += AuditedFinding.numbered(findings(entry, appearance), identifier: (path.folders + [path.fileStem]).joined(separator: "/"))
            }
        }
        XCTAssertEqual(baseline.newFindings(all).map(\.message), [])
        XCTAssertEqual(baseline.resolvedIDs(all), [], "fixed findings: record the baseline again with --update-baseline")
        XCTAssertFalse(baseline.findings.contains { $0.reason == AuditBaseline.unreviewed }, "every accepted finding needs a reason")
    }

    func testAuditOfTheWholeCatalog() {
        var byRule: [AccessibilityFinding.Rule: Int] = [:]
        var lines: [String] = []
        for entry in Catalog.entries {
            for appearance in CatalogAppearance.all {
                for finding in findings(entry, appearance) {
                    byRule[finding.rule, default: 0] += 1
                    lines.append("\(entry.name) [\(appearance.name)] \(finding)")
                }
            }
        }
        // Written to the file PIXELPROOF_A11Y_REPORT names (long reports are cut in the test log).
        let report = ["catalog accessibility audit: \(Catalog.entries.count) entries × \(CatalogAppearance.all.count) appearances, \(lines.count) findings"]
            + lines.map { "  " + $0 }
            + ["by rule: " + byRule.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")]
        if let path = ProcessInfo.processInfo.environment["PIXELPROOF_A11Y_REPORT"] {
            XCTAssertNoThrow(try (report.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8))
        }
        XCTAssertFalse(lines.isEmpty, "the audit ran on \(Catalog.entries.count) entries")
    }
}
