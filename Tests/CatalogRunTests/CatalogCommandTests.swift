import XCTest
@testable import PixelproofCLI
import PixelproofCatalog
import Snapshots

/// `verify`, `record` and `review` end to end on the test catalog, through `PixelproofTool` as
/// the executable calls it, with output captured and `CI=true` (plain lines).
final class CatalogCommandTests: XCTestCase {
    var catalog: TestCatalog!

    override func setUp() { catalog = TestCatalog() }
    override func tearDown() { catalog.remove() }

    struct Outcome {
        var code: Int32
        var out: String
        var err: String
        var lines: [String] { out.split(separator: "\n").map(String.init) }
    }

    private func run(_ arguments: [String]) -> Outcome {
        let out = Captured(), err = Captured()
        let context = CommandContext(environment: ["CI": "true", "PIXELPROOF_RUN_ID": "catalog-command-tests"], currentDirectory: catalog.folder,
                                     writeOut: { out.append($0) }, writeError: { err.append($0) })
        let entries = TestCatalog.entries
        let commands = [makeVerifyCommand { entries }, makeRecordCommand { entries }, makeReviewCommand { entries }]
        let code = PixelproofTool.run(arguments, context: context, commands: commands)
        return Outcome(code: code, out: out.text, err: err.text)
    }

    private func recordAll() {
        XCTAssertEqual(run(["record", "--tokens", "tokens", "--mode", "all"]).code, 0)
    }

    func testRecordThenVerifyPassesWithExitZero() {
        let recorded = run(["record", "--tokens", "tokens"])
        XCTAssertEqual(recorded.code, 0, recorded.err)
        XCTAssertTrue(recorded.out.contains("6 snapshots: 0 passed, 6 new"), recorded.out)
        let verified = run(["verify", "--tokens", "tokens"])
        XCTAssertEqual(verified.code, 0, verified.err)
        XCTAssertTrue(verified.out.contains("6 snapshots: 6 passed, 0 failed"), verified.out)
        XCTAssertTrue(verified.out.contains("report: " + catalog.folder.path + "/.build/pixelproof-artifacts/index.html"), verified.out)
    }

    func testACommandFilesItsRunUnderThePIXELPROOF_RUN_IDOfItsEnvironment() throws {
        recordAll()
        let report = try SnapshotReport.collect(artifactsRoot: catalog.folder.appendingPathComponent(".build/pixelproof-artifacts"))
        XCTAssertEqual(report.runID, "catalog-command-tests")
        XCTAssertEqual(report.totals.total, 6)
    }

    func testVerifyPrintsOneLinePerEntryInCatalogOrder() {
        recordAll()
        let lines = run(["verify", "--tokens", "tokens", "--jobs", "3"]).lines.prefix(6)
        XCTAssertEqual(Array(lines), TestCatalog.entries.map(\.identifier).sorted().map { "ok       " + $0 })
    }

    func testVerifyAfterATokenChangeExitsOneWithArtifactPathsAndReports() {
        recordAll()
        catalog.writeTokens(accentLight: "#2F6BFF", accentDark: "#FF0000")
        let outcome = run(["verify", "--tokens", "tokens", "--artifacts", "out"])
        XCTAssertEqual(outcome.code, 1)
        XCTAssertTrue(outcome.out.contains("failed   Swatch/accent.dark@2x: "), outcome.out)
        XCTAssertTrue(outcome.out.contains("failed   Card/plain.dark@2x: "), outcome.out)
        XCTAssertTrue(outcome.out.contains("6 snapshots: 4 passed, 2 failed"), outcome.out)
        for file in ["report.json", "junit.xml", "index.html", "__Snapshots__/Swatch/accent.dark@2x.diff.png"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: catalog.folder.appendingPathComponent("out/" + file).path), file)
        }
    }

    func testVerifyWithOnlyRunsTheMatchingEntries() {
        recordAll()
        let outcome = run(["verify", "--tokens", "tokens", "--only", "Swatch/accent*", "--only", "Card"])
        XCTAssertEqual(outcome.code, 0)
        XCTAssertTrue(outcome.out.contains("4 snapshots: 4 passed"), outcome.out)
    }

    func testShardsRunEveryEntryExactlyOnce() {
        recordAll()
        var seen: [String] = []
        for index in 1...4 {
            let outcome = run(["verify", "--tokens", "tokens", "--shard", "\(index)/4"])
            XCTAssertEqual(outcome.code, 0)
            seen += outcome.lines.filter { $0.hasPrefix("ok ") }.map { String($0.dropFirst(9)) }
        }
        XCTAssertEqual(seen.sorted(), TestCatalog.entries.map(\.identifier).sorted())
    }

    func testRecordMissingLeavesAChangedReferenceAndExitsOne() {
        recordAll()
        catalog.writeTokens(accentLight: "#000000", accentDark: "#5B8CFF")
        XCTAssertEqual(run(["record", "--tokens", "tokens", "--mode", "missing"]).code, 1)
        XCTAssertEqual(run(["record", "--tokens", "tokens"]).code, 0)
        XCTAssertEqual(run(["verify", "--tokens", "tokens"]).code, 0)
    }

    func testReviewOfOneTokenChangeListsExactlyTheAffectedEntriesAndExitsOne() throws {
        try FileManager.default.copyItem(at: catalog.tokensFolder, to: catalog.folder.appendingPathComponent("base-tokens"))
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#5B8CFF")
        let outcome = run(["review", "--base", "base-tokens", "--head", "tokens", "--output", "review"])
        XCTAssertEqual(outcome.code, 1, outcome.err)
        XCTAssertEqual(outcome.lines, [
            "token color.accent [light]: #2F6BFF → #FF6B2F; read by 2 entries",
            "changed Card/plain.light@2x: 8 pixels changed (8.33 %), worst ΔE 62.3, in 1 region: 4×2 at (2, 5)",
            "changed Swatch/accent.light@2x: 64 pixels changed (100.00 %), worst ΔE 62.3, in 1 region: 8×8 at (0, 0)",
            "1 token changed (1 value across modes); rendered 2 of 6 entries under both sets, skipped 4 that read no changed token",
            "2 changed, 0 unchanged",
            "token reads: 0 entries read from the token-read cache, 3 traced",
            "review: " + catalog.folder.path + "/review/index.html",
        ])
    }

    func testReviewAfterVerifyTakesTheTokenReadsFromTheCacheVerifyWrote() throws {
        let verified = run(["record", "--tokens", "tokens", "--mode", "all"])
        XCTAssertEqual(verified.code, 0, verified.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: catalog.folder.appendingPathComponent(".build/pixelproof-token-reads").path))
        try FileManager.default.copyItem(at: catalog.tokensFolder, to: catalog.folder.appendingPathComponent("base-tokens"))
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#5B8CFF")
        let outcome = run(["review", "--base", "base-tokens", "--head", "tokens", "--output", "review"])
        XCTAssertEqual(outcome.code, 1, outcome.err)
        XCTAssertTrue(outcome.lines.contains("token reads: 3 entries read from the token-read cache, 0 traced"), outcome.out)
        XCTAssertEqual(outcome.err, "")
    }

    func testACorruptTokenReadCacheIsAWarningNotAFailure() throws {
        let file = catalog.folder.appendingPathComponent(".build/pixelproof-token-reads")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("pixelproof token reads 2\nprogram \(ProgramIdentity.current ?? "")\nentry x\n".utf8).write(to: file)
        try FileManager.default.copyItem(at: catalog.tokensFolder, to: catalog.folder.appendingPathComponent("base-tokens"))
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#5B8CFF")
        let outcome = run(["review", "--base", "base-tokens", "--head", "tokens", "--output", "review"])
        XCTAssertEqual(outcome.code, 1, outcome.err)
        XCTAssertTrue(outcome.err.contains("warning: ignoring the token-read cache \(file.path): line 3: "), outcome.err)
        XCTAssertTrue(outcome.lines.contains("token reads: 0 entries read from the token-read cache, 3 traced"), outcome.out)
    }

    func testReviewOfIdenticalTokensExitsZero() {
        let outcome = run(["review", "--base", "tokens", "--head", "tokens"])
        XCTAssertEqual(outcome.code, 0, outcome.err)
        XCTAssertTrue(outcome.out.contains("skipped 6"), outcome.out)
    }

    func testHelpIsTheSameFromHelpCommandAndFlag() {
        for name in ["verify", "record", "review"] {
            let viaCommand = run(["help", name]), viaFlag = run([name, "--help"])
            XCTAssertEqual(viaCommand.code, 0)
            XCTAssertEqual(viaCommand.out, viaFlag.out)
            XCTAssertTrue(viaCommand.out.contains("usage: pixelproof \(name) [options]"), viaCommand.out)
            XCTAssertTrue(viaCommand.out.contains("Exit codes:"), viaCommand.out)
        }
    }

    func testBadCommandLinesExitTwoWithOneClearLine() {
        let cases: [([String], String)] = [
            (["verify", "--frobnicate"], "pixelproof verify: unknown option '--frobnicate'; run 'pixelproof verify --help'"),
            (["verify", "--jobs"], "pixelproof verify: option '--jobs' needs a value"),
            (["verify", "--jobs", "0"], "pixelproof verify: bad value '0' for --jobs: expected a whole number from 1 to 1024"),
            (["verify", "--jobs", "many"], "pixelproof verify: bad value 'many' for --jobs: expected a whole number from 1 to 1024"),
            (["verify", "--shard", "3/2"], "pixelproof verify: bad value '3/2' for --shard: expected I/N with 1 ≤ I ≤ N, e.g. 2/4"),
            (["verify", "--shard", "1/2", "--shard", "2/2"], "pixelproof verify: option '--shard' given more than once"),
            (["verify", "extra"], "pixelproof verify: unexpected argument 'extra'"),
            (["verify", "--tokens", "nowhere"], "pixelproof verify: bad value 'nowhere' for --tokens: expected an existing token file or folder"),
            (["verify", "--tokens", "tokens", "--only", "Toast"], "pixelproof verify: no catalog entry matches 'Toast'; entries start with Card, Swatch"),
            (["record", "--mode", "never"], "pixelproof record: bad value 'never' for --mode: expected one of all, missing, failed"),
            (["review", "--head", "tokens"], "pixelproof review: missing argument --base BASE; run 'pixelproof review --help'"),
            (["review", "--base", "tokens"], "pixelproof review: missing argument --head HEAD; run 'pixelproof review --help'"),
            (["review", "--base", "nowhere", "--head", "tokens"],
             "pixelproof review: 'nowhere' is neither a token file or folder nor a git revision; give a path, a revision (origin/main) or REV:FOLDER"),
        ]
        for (arguments, message) in cases {
            let outcome = run(arguments)
            XCTAssertEqual(outcome.code, 2, arguments.joined(separator: " "))
            XCTAssertEqual(outcome.err, message + "\n", arguments.joined(separator: " "))
            XCTAssertEqual(outcome.out, "", arguments.joined(separator: " "))
        }
    }
}

/// Text written by a command, collected across threads.
final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []

    func append(_ text: String) { lock.withLock { parts.append(text) } }
    var text: String { lock.withLock { parts.joined() } }
}
