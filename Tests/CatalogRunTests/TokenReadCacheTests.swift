import XCTest
import Raster
import Synchronization
import Tokens
@testable import PixelproofCatalog
@testable import Snapshots

/// `verify` writes each entry's token reads to the cache; review takes an entry's read set from
/// there instead of tracing it when the same program read those tokens with the values the base
/// gives them, and traces otherwise.
final class TokenReadCacheTests: XCTestCase {
    var catalog: TestCatalog!
    var cacheFile: URL { catalog.folder.appendingPathComponent("build/pixelproof-token-reads") }

    override func setUp() { catalog = TestCatalog() }
    override func tearDown() { catalog.remove() }

    /// Counts the traces review makes.
    final class TraceCounter: Sendable {
        private let traced = Mutex<[String]>([])
        var identifiers: [String] { traced.withLock { $0.sorted() } }
        func add(_ identifier: String) { traced.withLock { $0.append(identifier) } }
    }

    /// The test catalog's entries with a trace that counts its calls.
    private func entries(counting counter: TraceCounter) -> [CatalogSnapshot] {
        TestCatalog.entries.map { entry in
            let render = entry.render, identifier = entry.identifier
            return CatalogSnapshot(path: identifier, mode: entry.mode, trace: { set in
                counter.add(identifier)
                return try render(set).tokenPaths
            }, render: render)
        }
    }

    private func verify(tokens: TokenSet, program: String = "program-1") throws -> TokenReadCache {
        var options = catalog.options(record: .missing)
        let cache = TokenReadCache(file: cacheFile, program: program)
        options.readCache = cache
        _ = try CatalogRunner.run(TestCatalog.entries, tokens: tokens, options: options)
        return cache
    }

    private func review(_ entries: [CatalogSnapshot], base: TokenSet, head: TokenSet, cache: TokenReadCache?, output: String = "review") throws -> TokenReviewResult {
        try TokenReview.run(entries, base: base, head: head,
                            options: TokenReviewOptions(output: catalog.folder.appendingPathComponent(output), baseLabel: "base", headLabel: "head",
                                                        jobs: 2, references: catalog.snapshots, readCache: cache))
    }

    func testVerifyWritesEveryEntrysReadsAndReviewWithTheSameProgramTracesNone() throws {
        let verified = try verify(tokens: catalog.tokens)
        XCTAssertEqual(verified.count, 6)
        let text = try String(contentsOf: cacheFile, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix(TokenReadCache.header + "\nprogram program-1\nvalue 0\tdark\tcolor.accent\t=(color:RGBA8("), text)
        XCTAssertTrue(text.contains("\nentry Card/plain.dark@2x\tdark\t0 1 2\n"), text)

        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#5B8CFF")
        let counter = TraceCounter()
        let cache = TokenReadCache(file: cacheFile, program: "program-1")
        let result = try review(entries(counting: counter), base: base, head: catalog.tokens, cache: cache)
        XCTAssertEqual(counter.identifiers, [], "every light entry's reads came from the cache")
        XCTAssertEqual(cache.hits, 3)
        XCTAssertEqual(cache.misses, 0)
        XCTAssertEqual(result.entries.map(\.identifier), ["Card/plain.light@2x", "Swatch/accent.light@2x"])
        XCTAssertEqual(result.entries.map(\.tokens), [["color.accent"], ["color.accent"]])
    }

    func testAReviewWithTheCacheEqualsOneWithoutSameEntriesSameImages() throws {
        _ = try verify(tokens: catalog.tokens)
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#000000", surfaceDark: "#202020")
        let counter = TraceCounter()
        let cached = try review(entries(counting: counter), base: base, head: catalog.tokens, cache: TokenReadCache(file: cacheFile, program: "program-1"),
                                output: "cached")
        XCTAssertEqual(counter.identifiers, [])
        let traced = try review(entries(counting: counter), base: base, head: catalog.tokens, cache: nil, output: "traced")
        XCTAssertEqual(counter.identifiers.count, 6)
        XCTAssertEqual(cached, traced)
        XCTAssertEqual(cached.entries.count, 5)
        for entry in cached.entries {
            for (kind, path) in entry.images {
                let one = try Data(contentsOf: catalog.folder.appendingPathComponent("cached/" + path))
                let other = try Data(contentsOf: catalog.folder.appendingPathComponent("traced/" + path))
                XCTAssertEqual(one, other, "\(entry.identifier) \(kind)")
            }
        }
        XCTAssertEqual(try Data(contentsOf: catalog.folder.appendingPathComponent("cached/index.html")),
                       try Data(contentsOf: catalog.folder.appendingPathComponent("traced/index.html")))
    }

    func testAnotherProgramMissesAndItsTracesReplaceTheFile() throws {
        _ = try verify(tokens: catalog.tokens)
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#5B8CFF")
        let counter = TraceCounter()
        let cache = TokenReadCache(file: cacheFile, program: "program-2")
        XCTAssertEqual(cache.count, 0, "the file is program-1's")
        _ = try review(entries(counting: counter), base: base, head: catalog.tokens, cache: cache)
        XCTAssertEqual(counter.identifiers, ["Card/plain.light@2x", "Swatch/accent.light@2x", "Swatch/surface.light@2x"])
        XCTAssertEqual(cache.misses, 3)
        let text = try String(contentsOf: cacheFile, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix(TokenReadCache.header + "\nprogram program-2\n"), text)
        XCTAssertEqual(TokenReadCache(file: cacheFile, program: "program-2").count, 3, "the traced light entries, under the base")
    }

    func testAnEntryWhoseRecordedValueDiffersFromTheBaseIsTraced() throws {
        _ = try verify(tokens: catalog.tokens)   // dark surface #1C1C22
        catalog.writeTokens(accentLight: "#2F6BFF", accentDark: "#5B8CFF", surfaceDark: "#222222")
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#2F6BFF", accentDark: "#000000", surfaceDark: "#222222")
        let counter = TraceCounter()
        let cache = TokenReadCache(file: cacheFile, program: "program-1")
        let result = try review(entries(counting: counter), base: base, head: catalog.tokens, cache: cache)
        // The dark card and surface swatch read color.surface, whose base value is not the recorded one.
        XCTAssertEqual(counter.identifiers, ["Card/plain.dark@2x", "Swatch/surface.dark@2x"])
        XCTAssertEqual(cache.hits, 1)
        XCTAssertEqual(cache.misses, 2)
        XCTAssertEqual(result.entries.map(\.identifier), ["Card/plain.dark@2x", "Swatch/accent.dark@2x"])
    }

    func testACorruptFileIsIgnoredWithAWarningNamingItAndRewritten() throws {
        try FileManager.default.createDirectory(at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let program = "pixelproof token reads 2\nprogram program-1\n"
        let corrupt = [
            program + "entry Card/plain.light@2x\tlight\t0\n",                       // names no value
            program + "value 1\tlight\tcolor.accent\t=x\n",                           // out of order
            program + "value 0\tlight\tcolor.accent\t=x",                              // cut short
            program + "value 0\tlight\tcolor.accent\t?x\n",                           // neither =VALUE nor -
            program + "\tcolor.accent\t=x\n",                                          // neither value nor entry
            "\u{0}\u{FF}binary",
        ]
        for text in corrupt {
            try Data(text.utf8).write(to: cacheFile)
            let cache = TokenReadCache(file: cacheFile, program: "program-1")
            XCTAssertEqual(cache.count, 0, text)
            XCTAssertEqual(cache.warnings.count, 1, text)
            XCTAssertTrue(cache.warnings.first?.contains(cacheFile.path + ": line ") == true, cache.warnings.description)
        }
        let counter = TraceCounter()
        let cache = TokenReadCache(file: cacheFile, program: "program-1")
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#5B8CFF")
        let result = try review(entries(counting: counter), base: base, head: catalog.tokens, cache: cache)
        XCTAssertEqual(counter.identifiers.count, 3)
        XCTAssertEqual(result.entries.count, 2)
        let again = TokenReadCache(file: cacheFile, program: "program-1")
        XCTAssertEqual(again.warnings, [])
        XCTAssertEqual(again.count, 3)
    }

    func testTheFileTextRoundTripsOddCharacters() throws {
        let texts = TokenTexts(catalog.tokens)
        let cache = TokenReadCache(file: cacheFile, program: "program-1")
        cache.store("Odd/na\tme\nx", mode: "li\\ght", paths: ["color.accent", "no.such"], values: texts)
        try cache.save()
        let loaded = TokenReadCache(file: cacheFile, program: "program-1")
        XCTAssertEqual(loaded.warnings, [])
        let values = TokenTexts(catalog.tokens)
        XCTAssertNil(loaded.readSet(of: "Odd/na\tme\nx", mode: "light", matching: values), "another mode")
        XCTAssertEqual(loaded.readSet(of: "Odd/na\tme\nx", mode: "li\\ght", matching: values), ["color.accent", "no.such"])
    }

    func testTheRunningProgramHasAStableIdentityFromItsBuildID() throws {
        let identity = try XCTUnwrap(ProgramIdentity.current)
        XCTAssertEqual(ProgramIdentity.compute(), identity)
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        XCTAssertNotNil(ELFBuildID.read(executable), "SwiftPM links with --build-id on Linux")
        XCTAssertNil(ELFBuildID.read(cacheFile.path))
    }
}
