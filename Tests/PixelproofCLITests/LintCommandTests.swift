import Foundation
import PixelproofCLI
import XCTest

/// `pixelproof lint`: exit codes, formats and the baseline that only shrinks.
final class LintCommandTests: XCTestCase {
    private var package: URL!

    override func setUpWithError() throws {
        package = FileManager.default.temporaryDirectory.appendingPathComponent("lint-cli-\(UUID().uuidString)", isDirectory: true)
        try write("Package.swift", "// swift-tools-version:6.0\n")
        try write("Sources/App/Card.swift", "struct Card: View {\n  var body: some View { Text(t).padding(16).cornerRadius(10) }\n}\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: package)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = package.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func run(_ arguments: [String]) -> (status: Int32, out: String, error: String) {
        let output = CapturedOutput()
        let status = PixelproofTool.run(["lint"] + arguments, context: output.context(directory: package))
        return (status, output.out, output.error)
    }

    func testFindingsExitOneWithFileLineColumnAndFix() {
        let result = run([])
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.out.contains("Sources/App/Card.swift:2:41: rule 1 raw-style-value: .padding(16) → use `space.lg` (16 pt)"), result.out)
        XCTAssertTrue(result.out.contains("rule 4 off-scale-spacing-or-radius: .cornerRadius(10)"), result.out)
        XCTAssertTrue(result.out.contains("design debt: 100.0 % (2 raw of 2 style values)"), result.out)
    }

    func testOneFileCanBeLinted() {
        let result = run(["Sources/App/Card.swift"])
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.out.hasPrefix("Card.swift:2:41: rule 1 raw-style-value: .padding(16)"), result.out)
        XCTAssertTrue(result.out.contains("in 1 file;"), result.out)
    }

    func testCleanPackageExitsZero() throws {
        try write("Sources/App/Card.swift", "Text(t).padding(Spacing.m)\n")
        XCTAssertEqual(run([]).status, 0)
    }

    func testTheShippedDesignSystemPassesWithAnEmptyBaseline() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = CapturedOutput()
        let status = PixelproofTool.run(["lint", root.path], context: output.context())
        XCTAssertEqual(status, 0, output.out + output.error)
        XCTAssertTrue(output.out.contains("design debt: 0.0 %"), output.out)
    }

    func testBaselineOnlyShrinks() throws {
        XCTAssertEqual(run(["--write-baseline", "baseline.json"]).status, 0)
        let written = try Data(contentsOf: package.appendingPathComponent("baseline.json"))
        XCTAssertEqual(run(["--baseline", "baseline.json"]).status, 0, "nothing beyond the baseline")

        // A new finding fails the run, and --update-baseline refuses to take it in.
        try write("Sources/App/Card.swift", "struct Card: View {\n  var body: some View { Text(t).padding(16).cornerRadius(10).padding(8) }\n}\n")
        let failing = run(["--baseline", "baseline.json"])
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.out.contains(".padding(8)") && !failing.out.contains("→ use `space.lg`"), failing.out)
        let refused = run(["--baseline", "baseline.json", "--update-baseline"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.error.contains("refusing to grow the baseline"), refused.error)
        XCTAssertEqual(try Data(contentsOf: package.appendingPathComponent("baseline.json")), written)

        // Fixing a baselined finding reports it gone; updating drops it.
        try write("Sources/App/Card.swift", "// moved down a line\nstruct Card: View {\n  var body: some View { Text(t).padding(16) }\n}\n")
        let gone = run(["--baseline", "baseline.json"])
        XCTAssertEqual(gone.status, 0)
        XCTAssertTrue(gone.out.contains("gone: Sources/App/Card.swift: rule 4: .cornerRadius(10)"), gone.out)
        XCTAssertEqual(run(["--baseline", "baseline.json", "--update-baseline"]).status, 0)
        let shrunk = String(decoding: try Data(contentsOf: package.appendingPathComponent("baseline.json")), as: UTF8.self)
        XCTAssertFalse(shrunk.contains("cornerRadius"), shrunk)
        XCTAssertTrue(shrunk.contains(".padding(16)"), shrunk)
    }

    func testWriteBaselineRefusesToReplaceAFileUnlessForced() throws {
        try write("baseline.json", "{}")
        let refused = run(["--write-baseline", "baseline.json"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.error.contains("--update-baseline"), refused.error)
        XCTAssertEqual(run(["--write-baseline", "baseline.json", "--force"]).status, 0)
    }

    func testSARIFAndReviewGoToTheOutputFile() throws {
        XCTAssertEqual(run(["--format", "sarif", "--output", "lint.sarif"]).status, 1)
        let sarif = String(decoding: try Data(contentsOf: package.appendingPathComponent("lint.sarif")), as: UTF8.self)
        XCTAssertTrue(sarif.contains("\"version\" : \"2.1.0\""), sarif)
        XCTAssertEqual(run(["--format", "review", "--output", "review.md"]).status, 1)
        let review = String(decoding: try Data(contentsOf: package.appendingPathComponent("review.md")), as: UTF8.self)
        XCTAssertTrue(review.contains("| File | Rule # | Finding | Fix |"), review)
    }

    func testBadConfigurationTokensOrBaselineExitTwoNamingTheProblem() throws {
        try write(".pixelproof-lint", "include = Sources\nstyle = Theme\n")
        let config = run([])
        XCTAssertEqual(config.status, 2)
        XCTAssertTrue(config.error.contains(".pixelproof-lint:2: unknown key 'style'"), config.error)
        try FileManager.default.removeItem(at: package.appendingPathComponent(".pixelproof-lint"))
        XCTAssertEqual(run(["--tokens", "missing.tokens.json"]).status, 2)
        XCTAssertEqual(run(["--baseline", "missing.json"]).status, 2)
        XCTAssertEqual(run(["--update-baseline"]).status, 2)
        XCTAssertEqual(run(["--format", "xml"]).status, 2)
    }

    func testPackageTokenSetNamesTheFixes() throws {
        try write("Tokens/app.tokens.json", #"{"gap": {"$type": "dimension", "card": {"$value": {"value": 16, "unit": "px"}}}}"#)
        let result = run([])
        XCTAssertTrue(result.out.contains("→ use `gap.card` (16 pt)"), result.out)
        XCTAssertTrue(result.out.contains("tokens: Tokens/app.tokens.json"), result.out)
    }
}
