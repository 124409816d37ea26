@testable import DesignLint
import Foundation
import XCTest

/// The lint on real SwiftUI files written by others (`Fixtures/SOURCES.md`): every finding and
/// the ratio, pinned in `Fixtures/Expected/<project>.txt` after checking each line by hand
/// against the source. The third-party files are not committed: they are looked for in
/// `$PIXELPROOF_EXTERNAL_FIXTURES/lint-corpus` or `../shared/fixtures/lint-corpus` beside the
/// checkout, and these tests are skipped, saying so, where neither exists.
final class CorpusTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The folder of one third-party project.
    private func project(_ name: String) throws -> URL {
        // This file is <package>/Tests/DesignLintTests/CorpusTests.swift.
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var candidates: [URL] = []
        if let root = ProcessInfo.processInfo.environment["PIXELPROOF_EXTERNAL_FIXTURES"] {
            candidates.append(URL(fileURLWithPath: root).appendingPathComponent("lint-corpus/\(name)"))
        }
        candidates.append(packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/lint-corpus/\(name)"))
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw XCTSkip("third-party lint fixture \(name) not found (looked in \(candidates.map(\.path).joined(separator: ", ")))")
        }
        return found
    }

    private func check(_ project: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let report = try DesignLinter.lint(root: try self.project(project))
        let actual = report.findings.map { "\($0.file):\($0.line):\($0.column): rule \($0.rule.number): \($0.text)" }
            + ["ratio: \(report.ratio.raw) raw of \(report.ratio.total)"]
        let expected = try String(contentsOf: Self.fixtures.appendingPathComponent("Expected/\(project).txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        XCTAssertEqual(actual, expected, "\(project): lint differs from Expected/\(project).txt", file: file, line: line)
    }

    func testAlertToast() throws { try check("AlertToast") }
    func testMovieSwiftUI() throws { try check("MovieSwiftUI") }
    func testChartView() throws { try check("ChartView") }
    func testWhatsNewKit() throws { try check("WhatsNewKit") }
    /// `Font.custom` without `relativeTo:` and not bundled, `.uppercased()`, negative insets.
    func testACHNBrowserUI() throws { try check("ACHNBrowserUI") }
    /// `Color(#colorLiteral(…))`, and a commented-out modifier that must not count.
    func testSwiftUIExample() throws { try check("SwiftUIExample") }

    func testTheLongFileIsListedOverFiveHundredLines() throws {
        let report = try DesignLinter.lint(root: try project("AlertToast"))
        XCTAssertEqual(report.files(over: 500).map(\.file), ["AlertToast.swift"])
        XCTAssertEqual(report.files(over: 500).first?.lineCount, 745)
    }

    func testTheChartColourPaletteIsAStyleFolder() throws {
        let report = try DesignLinter.lint(root: try project("ChartView"))
        let palette = try XCTUnwrap(report.files.first { $0.file == "Style/Colors.swift" })
        XCTAssertTrue(palette.isStyleFolder)
        XCTAssertEqual(palette.findings.map(\.rule), [.appearanceNamedToken, .appearanceNamedToken], "hex colours are allowed there, names are not")
    }
}
