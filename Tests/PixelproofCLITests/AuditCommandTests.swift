import Foundation
import PixelproofCLI
import Raster
import TestSupport
import XCTest

/// `pixelproof audit` on slices of the shipped catalog: exit codes, the JSON, the report with a
/// crop per finding, and a baseline that records once and then fails only on new findings.
final class AuditCommandTests: XCTestCase {
    private func run(_ arguments: [String], in folder: URL) -> (status: Int32, output: CapturedOutput) {
        let output = CapturedOutput()
        let status = PixelproofTool.run(["audit", "--jobs", "2"] + arguments, context: output.context(directory: folder))
        return (status, output)
    }

    func testTextFieldFindingsExitOneWithJSONAndACropPerFinding() throws {
        let folder = try makeTemporaryDirectory(prefix: "pixelproof-cli-audit").url
        let (status, output) = run(["--only", "TextField/empty", "--json", "audit.json", "--report", "report"], in: folder)
        XCTAssertEqual(status, 1, output.out + output.error)
        // The field is as tall as its text line (22 pt, 36 pt at AX1) in each of the four appearances.
        XCTAssertTrue(output.out.contains("audited 4 snapshots: 4 findings (touch-target 4)"), output.out)
        XCTAssertTrue(output.out.contains("TextField/empty [light.default] touch-target: element 1 (TextField) \"Email\""), output.out)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("audit.json"))) as? [String: Any]
        let findings = try XCTUnwrap(json?["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 4)
        XCTAssertEqual(findings.first?["id"] as? String, "TextField/empty.light.default touch-target TextField \"Email\"")
        XCTAssertEqual(findings.first?["measured"] as? Double, 22)
        let crop = try PNGCodec.read(contentsOf: folder.appendingPathComponent("report/findings/1.png"))
        XCTAssertGreaterThan(crop.width, 44 * 2)
        let page = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("TextField/empty · light.default"), page)
        XCTAssertTrue(page.contains("data:image/png;base64,"))
    }

    func testBaselineIsRecordedWhenMissingThenOnlyNewFindingsFail() throws {
        let folder = try makeTemporaryDirectory(prefix: "pixelproof-cli-audit-baseline").url
        let baseline = folder.appendingPathComponent("baseline.json")
        let first = run(["--only", "TextField/empty", "--baseline", "baseline.json", "--report", "report"], in: folder)
        XCTAssertEqual(first.status, 0, first.output.out)
        XCTAssertTrue(first.output.out.contains("recorded 4 findings in the baseline"), first.output.out)
        let again = run(["--only", "TextField/empty", "--baseline", "baseline.json", "--report", "report"], in: folder)
        XCTAssertEqual(again.status, 0, again.output.out)
        XCTAssertTrue(again.output.out.contains("4 findings, 0 not in the baseline"), again.output.out)

        // Forget one accepted finding: it is new again, and only it is printed.
        var text = try String(contentsOf: baseline, encoding: .utf8)
        let forgotten = #""id" : "TextField/empty.dark.ax1 touch-target TextField \"Email\"""#
        XCTAssertTrue(text.contains(forgotten), text)
        text = text.replacingOccurrences(of: forgotten, with: #""id" : "Gone/entry.light.default touch-target isButton \"Old\"""#)
        try text.write(to: baseline, atomically: true, encoding: .utf8)
        let later = run(["--only", "TextField/empty", "--baseline", "baseline.json", "--report", "report"], in: folder)
        XCTAssertEqual(later.status, 1, later.output.out)
        XCTAssertTrue(later.output.out.contains("TextField/empty [dark.ax1] touch-target"), later.output.out)
        XCTAssertFalse(later.output.out.contains("[light.default] touch-target"), later.output.out)
        XCTAssertTrue(later.output.out.contains("no longer found (remove from the baseline): Gone/entry.light.default"), later.output.out)
    }

    func testToastUndoMeetsTheTargetSizeAndPressedButtonsTheContrast() throws {
        let folder = try makeTemporaryDirectory(prefix: "pixelproof-cli-audit-fixed").url
        let (status, output) = run(["--only", "Toast/*", "--only", "Button/destructive/*", "--report", "report"], in: folder)
        XCTAssertEqual(status, 0, output.out)
        XCTAssertTrue(output.out.contains(": 0 findings (none)"), output.out)
    }

    func testUnreadableBaselineExitsTwoNamingTheFile() throws {
        let folder = try makeTemporaryDirectory(prefix: "pixelproof-cli-audit-bad").url
        try "not json".write(to: folder.appendingPathComponent("baseline.json"), atomically: true, encoding: .utf8)
        let (status, output) = run(["--only", "Badge/*", "--baseline", "baseline.json", "--report", "report"], in: folder)
        XCTAssertEqual(status, 2)
        XCTAssertTrue(output.error.contains("cannot read the audit baseline") && output.error.contains("baseline.json"), output.error)
    }
}

/// `pixelproof verify --audit`: the audit of the renders the verify already made.
final class VerifyAuditTests: XCTestCase {
    private static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("__Snapshots__").path

    func testVerifyWithAuditFailsOnFindingsUntilTheyAreInTheBaseline() throws {
        let folder = try makeTemporaryDirectory(prefix: "pixelproof-cli-verify-audit").url
        func verify(_ extra: [String]) -> (Int32, String) {
            let output = CapturedOutput()
            let status = PixelproofTool.run(["verify", "--jobs", "2", "--only", "TextField/empty", "--snapshots", Self.snapshots,
                                             "--artifacts", folder.appendingPathComponent("artifacts").path, "--audit"] + extra,
                                            context: output.context(directory: folder))
            return (status, output.out + output.error)
        }
        let (plain, plainOutput) = verify([])
        XCTAssertEqual(plain, 1, plainOutput)
        XCTAssertTrue(plainOutput.contains("4 snapshots: 4 passed, 0 failed"), plainOutput)
        XCTAssertTrue(plainOutput.contains("accessibility: 4 findings"), plainOutput)

        let output = CapturedOutput()
        XCTAssertEqual(PixelproofTool.run(["audit", "--only", "TextField/empty", "--baseline", "baseline.json", "--report", "report"],
                                          context: output.context(directory: folder)), 0, output.out)
        let (accepted, acceptedOutput) = verify(["--audit-baseline", "baseline.json"])
        XCTAssertEqual(accepted, 0, acceptedOutput)
        XCTAssertTrue(acceptedOutput.contains("accessibility: 4 findings, 0 not in the baseline"), acceptedOutput)
    }
}
