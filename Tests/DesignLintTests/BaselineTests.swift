@testable import DesignLint
import Foundation
import XCTest

/// The baseline: matches survive unrelated edits, identical findings are counted, it only shrinks.
final class BaselineTests: XCTestCase {
    private func findings(_ source: String) -> [LintFinding] { LintTestSupport.lint(source, file: "A.swift").findings }

    func testEntriesMatchOnFileRuleAndTextNotLines() {
        let baseline = LintBaseline(findings: findings("x.padding(16)\ny.cornerRadius(10)"))
        let moved = findings("// a new comment\n\nlet z = 1\ny.cornerRadius(10)\n      x.padding(16)")
        let comparison = baseline.compare(with: moved)
        XCTAssertEqual(comparison.new, [])
        XCTAssertEqual(comparison.known.count, 2)
        XCTAssertEqual(comparison.gone, [])
    }

    func testIdenticalFindingsAreCountedSoAThirdCopyIsNew() {
        let baseline = LintBaseline(findings: findings("x.padding(16)\nx.padding(16)"))
        XCTAssertEqual(baseline.entries.map(\.count), [2])
        let comparison = baseline.compare(with: findings("x.padding(16)\nx.padding(16)\nx.padding(16)"))
        XCTAssertEqual(comparison.new.map(\.line), [3])
    }

    func testFixedFindingsAreReportedGoneAndShrinkingDropsThem() {
        let baseline = LintBaseline(findings: findings("x.padding(16)\ny.cornerRadius(10)"))
        let now = findings("x.padding(16)\ny.cornerRadius(Radius.m)\nz.padding(8)")
        let comparison = baseline.compare(with: now)
        XCTAssertEqual(comparison.gone.map(\.text), [".cornerRadius(10)"])
        XCTAssertEqual(comparison.new.map(\.text), [".padding(8)"])
        let shrunk = baseline.shrunk(to: now)
        XCTAssertEqual(shrunk.entries.map(\.text), [".padding(16)"], "shrinking never adds the new finding")
        XCTAssertLessThan(shrunk.findingCount, baseline.findingCount)
    }

    func testWritesSortedStableJSONAndReadsItBack() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let baseline = LintBaseline(findings: findings("y.cornerRadius(10)\nx.padding(16)\nColor.red"))
        try baseline.write(to: url)
        let first = try Data(contentsOf: url)
        try LintBaseline(findings: findings("x.padding(16)\nColor.red\ny.cornerRadius(10)")).write(to: url)
        XCTAssertEqual(try Data(contentsOf: url), first, "the same findings give the same bytes")
        XCTAssertEqual(try LintBaseline.read(url), baseline)
        XCTAssertTrue(String(decoding: first, as: UTF8.self).contains(#""text" : ".padding(16)""#))
    }

    func testUnreadableOrForeignBaselineIsAnErrorNamingTheFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertThrowsError(try LintBaseline.read(url)) { error in
            XCTAssertTrue("\(error)".contains("--write-baseline"), "\(error)")
        }
        try Data("{\"version\": 7, \"entries\": []}".utf8).write(to: url)
        XCTAssertThrowsError(try LintBaseline.read(url)) { error in
            XCTAssertTrue("\(error)".contains("version 7"), "\(error)")
        }
    }
}
