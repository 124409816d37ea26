import XCTest
import Raster
import Tokens
@testable import PixelproofCatalog
@testable import Snapshots

final class TokenReviewTests: XCTestCase {
    var catalog: TestCatalog!

    override func setUp() { catalog = TestCatalog() }
    override func tearDown() { catalog.remove() }

    private func review(base: TokenSet, head: TokenSet) throws -> TokenReviewResult {
        try TokenReview.run(TestCatalog.entries, base: base, head: head,
                            options: TokenReviewOptions(output: catalog.folder.appendingPathComponent("review"), baseLabel: "base", headLabel: "head", jobs: 2))
    }

    func testOneTokenChangeListsExactlyTheEntriesThatReadItInThatMode() throws {
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#5B8CFF")
        let result = try review(base: base, head: catalog.tokens)
        XCTAssertEqual(result.changes.map { "\($0.path) \($0.mode) \($0.before) → \($0.after)" }, ["color.accent light #2F6BFF → #FF6B2F"])
        XCTAssertEqual(result.changes[0].entries, ["Card/plain.light@2x", "Swatch/accent.light@2x"])
        XCTAssertEqual(result.entries.map(\.identifier), ["Card/plain.light@2x", "Swatch/accent.light@2x"])
        XCTAssertEqual(result.changedEntries.count, 2)
        XCTAssertEqual(result.skippedEntries, 4)
        XCTAssertTrue(result.hasVisualChanges)
    }

    func testChangedEntriesGetBeforeAfterAndDiffImages() throws {
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#2F6BFF", accentDark: "#000000")
        let result = try review(base: base, head: catalog.tokens)
        let swatch = try XCTUnwrap(result.entries.first { $0.identifier == "Swatch/accent.dark@2x" })
        let folder = catalog.folder.appendingPathComponent("review")
        XCTAssertEqual(try PNGCodec.read(contentsOf: folder.appendingPathComponent(swatch.images["before"]!))[0, 0], RGBA8(hex: "#5B8CFF"))
        XCTAssertEqual(try PNGCodec.read(contentsOf: folder.appendingPathComponent(swatch.images["after"]!))[0, 0], .black)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(swatch.images["diff"]!).path))
        XCTAssertEqual(swatch.differingPixels, 64)
    }

    func testIdenticalTokenSetsRenderNothingAndReportNoChange() throws {
        let result = try review(base: catalog.tokens, head: catalog.tokens)
        XCTAssertTrue(result.changes.isEmpty)
        XCTAssertTrue(result.entries.isEmpty)
        XCTAssertEqual(result.skippedEntries, 6)
        XCTAssertFalse(result.hasVisualChanges)
    }

    func testAChangeThatLeavesPixelsAloneCountsTheEntryAsUnchanged() throws {
        let entry = CatalogSnapshot(path: "Label/reads.accent", mode: "light") { _ in
            RenderedSnapshot(bitmap: Bitmap(width: 2, height: 2, fill: .white), tokenPaths: ["color.accent"])
        }
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#000001", accentDark: "#5B8CFF")
        let result = try TokenReview.run([entry], base: base, head: catalog.tokens,
                                         options: TokenReviewOptions(output: catalog.folder.appendingPathComponent("review"), baseLabel: "a", headLabel: "b"))
        XCTAssertEqual(result.entries.map(\.status), [.unchanged])
        XCTAssertFalse(result.hasVisualChanges)
    }

    func testTheReviewPageShowsThePackagesDesignDebtWhenGiven() throws {
        let output = catalog.folder.appendingPathComponent("review")
        let result = try TokenReview.run(TestCatalog.entries, base: catalog.tokens, head: catalog.tokens,
                                         options: TokenReviewOptions(output: output, baseLabel: "a", headLabel: "b", designDebt: "12.5 % (1 raw of 8 style values)"))
        XCTAssertEqual(result.designDebt, "12.5 % (1 raw of 8 style values)")
        let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("design debt (raw style values ÷ all, <code>pixelproof lint</code>): <b>12.5 % (1 raw of 8 style values)</b>"), page)
        let json = try String(contentsOf: output.appendingPathComponent("review.json"), encoding: .utf8)
        XCTAssertTrue(json.contains(#""designDebt" : "12.5 % (1 raw of 8 style values)""#), json)
        _ = try review(base: catalog.tokens, head: catalog.tokens)
        XCTAssertFalse(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8).contains("design debt"))
    }

    /// A design-debt line still being measured is asked for once, after every render, and its
    /// answer is the one shown (the review's renders never wait for the lint).
    func testTheDesignDebtStillBeingMeasuredIsAskedForAfterTheRenders() throws {
        let renders = RenderCount()
        let entries = (0..<4).map { index in
            CatalogSnapshot(path: "Label/e\(index)", mode: "light") { set in
                let tokens = try set.resolved(mode: "light")
                renders.add()
                return RenderedSnapshot(bitmap: Bitmap(width: 2, height: 2, fill: TestCatalog.color(tokens, "color.accent")), tokenPaths: ["color.accent"])
            }
        }
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#000001", accentDark: "#5B8CFF")
        let asked = RenderCount()
        let output = catalog.folder.appendingPathComponent("review")
        let result = try TokenReview.run(entries, base: base, head: catalog.tokens,
                                         options: TokenReviewOptions(output: output, baseLabel: "a", headLabel: "b", jobs: 2, designDebt: "given",
                                                                     designDebtWhenWriting: {
                                                                         asked.add()
                                                                         return "measured after \(renders.value) renders"
                                                                     }))
        XCTAssertEqual(asked.value, 1)
        // Every render (the traces, then head and base for each entry: no references given) was done.
        XCTAssertGreaterThanOrEqual(renders.value, 8)
        XCTAssertEqual(result.designDebt, "measured after \(renders.value) renders")
        XCTAssertTrue(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
            .contains("<b>measured after \(renders.value) renders</b>"))
    }

    func testTheReviewPageEscapesNamesAndValues() throws {
        let entry = CatalogSnapshot(path: "<script>/a&b\"c", mode: "light") { set in
            let tokens = try set.resolved(mode: "light")
            return RenderedSnapshot(bitmap: Bitmap(width: 2, height: 2, fill: TestCatalog.color(tokens, "color.accent")), tokenPaths: ["color.accent"])
        }
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#000000", accentDark: "#5B8CFF")
        let output = catalog.folder.appendingPathComponent("review")
        _ = try TokenReview.run([entry], base: base, head: catalog.tokens,
                                options: TokenReviewOptions(output: output, baseLabel: "<b>base</b>", headLabel: "head"))
        let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertFalse(page.contains("<b>base</b>"))
        XCTAssertTrue(page.contains("&lt;b&gt;base&lt;/b&gt;"))
        XCTAssertEqual(page.components(separatedBy: "<script>").count - 1, 1, "only the page's own script tag")
    }

    func testTokenValuesReadAsTextWithLocaleFreeNumbers() {
        XCTAssertEqual(TokenValueText.text(.dimension(Dimension(value: 16, unit: .px))), "16px")
        XCTAssertEqual(TokenValueText.text(.number(0.125)), "0.125")
        XCTAssertEqual(TokenValueText.text(.color(RGBA8(r: 1, g: 2, b: 3, a: 128))), "#01020380")
        XCTAssertEqual(TokenValueText.text(nil), "—")
    }

    func testEntriesOfAModeWithoutChangesAreNotTraced() throws {
        struct TraceRefused: Error {}
        // Its trace always fails, and a failed trace makes review render the entry: so it shows up
        // exactly when review traced it.
        let entry = CatalogSnapshot(path: "Trace/refuses.dark", mode: "dark", trace: { _ in throw TraceRefused() }) { _ in
            RenderedSnapshot(bitmap: Bitmap(width: 2, height: 2, fill: .white), tokenPaths: [])
        }
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#5B8CFF")   // light only
        let options = TokenReviewOptions(output: catalog.folder.appendingPathComponent("review"), baseLabel: "a", headLabel: "b")
        XCTAssertEqual(try TokenReview.run([entry], base: base, head: catalog.tokens, options: options).entries.map(\.identifier), [])
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#000000")   // dark too
        XCTAssertEqual(try TokenReview.run([entry], base: base, head: catalog.tokens, options: options).entries.map(\.identifier), ["Trace/refuses.dark"])
    }
}

/// A count kept across threads.
private final class RenderCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
