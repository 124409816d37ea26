import XCTest
import Raster
import Tokens
@testable import PixelproofCatalog
@testable import Snapshots

/// Recording writes a token fingerprint beside each reference; review takes a touched entry's
/// before image from the store only when the fingerprint says the base tokens draw it.
final class TokenFingerprintTests: XCTestCase {
    var catalog: TestCatalog!

    override func setUp() { catalog = TestCatalog() }
    override func tearDown() { catalog.remove() }

    private func record() throws {
        let summary = try CatalogRunner.run(TestCatalog.entries, tokens: catalog.tokens, options: catalog.options(record: .all))
        XCTAssertEqual(summary.report.snapshots.count, 6)
    }

    private func location(_ identifier: String) -> SnapshotLocation {
        TestCatalog.entries.first { $0.identifier == identifier }!.location(root: catalog.snapshots)
    }

    private func review(base: TokenSet, head: TokenSet, references: Bool = true) throws -> TokenReviewResult {
        try TokenReview.run(TestCatalog.entries, base: base, head: head,
                            options: TokenReviewOptions(output: catalog.folder.appendingPathComponent("review"), baseLabel: "base", headLabel: "head",
                                                        jobs: 2, references: references ? catalog.snapshots : nil))
    }

    /// Leaves described without a `Mirror` must give the text the mirrors give, byte for byte:
    /// fingerprints and the token-read cache written by earlier builds hold that text. Every
    /// token of the shipped set in every mode (every kind of value the design system uses, with
    /// optional fields set and unset), and the value kinds it may lack.
    func testCanonicalTextIsTheMirrorsTextForEveryShippedToken() throws {
        var checked = 0
        for mode in TokenSet.shipped.modes {
            let tokens = try TokenSet.shipped.resolved(mode: mode)
            for path in tokens.paths {
                let value = try XCTUnwrap(tokens.token(path)).value
                XCTAssertEqual(TokenFingerprint.canonicalText(value), TokenFingerprint.canonicalTextThroughMirrors(value), "\(path) [\(mode)]")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 200)
        for value: TokenValue in [.number(0.1), .number(-0), .duration(250), .fontWeight(700), .fontFamily(["Inter", "sans-serif", "a\tb"]),
                                  .fontFamily([]), .color(RGBA8(r: 1, g: 2, b: 3, a: 4)), .shadow([]), .gradient([])] {
            XCTAssertEqual(TokenFingerprint.canonicalText(value), TokenFingerprint.canonicalTextThroughMirrors(value), "\(value)")
        }
    }

    /// The direct text against the mirrors' for random values of every kind, with the awkward
    /// numbers (negative zero, infinities, NaN, tiny and huge) and strings (tabs, quotes,
    /// combining marks, emoji), every stroke name and cap, and optional fields set and unset.
    func testCanonicalTextIsTheMirrorsTextForRandomValuesOfEveryKind() {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 11
        }
        func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
        func number() -> Double {
            pick([0, -0.0, 1, 0.1, -2.5, 1e-300, 1e300, .infinity, -.infinity, .nan, Double(next() % 10_000) / 7, 16, 1.0 / 3])
        }
        func color() -> RGBA8 { RGBA8(r: UInt8(next() & 255), g: UInt8(next() & 255), b: UInt8(next() & 255), a: UInt8(next() & 255)) }
        func text() -> String { pick(["Inter", "", "a\tb", "quote\"s", "e\u{301}", "🙂", "sans-serif", "back\\slash", "new\nline"]) }
        func strings() -> [String] { (0..<Int(next() % 4)).map { _ in text() } }
        func bezier() -> CubicBezier { CubicBezier(x1: number(), y1: number(), x2: number(), y2: number()) }
        func stroke() -> StrokePattern {
            next() % 2 == 0 ? .named(pick(StrokePattern.Name.allCases))
                : .dashes((0..<Int(next() % 3)).map { _ in number() }, cap: pick([.butt, .round, .square]))
        }
        func shadow() -> Tokens.Shadow {
            Tokens.Shadow(color: color(), offsetX: number(), offsetY: number(), blur: number(), spread: number(), inset: next() % 2 == 0)
        }
        var values: [TokenValue] = []
        for _ in 0..<400 {
            values.append(.color(color()))
            values.append(.dimension(Dimension(value: number(), unit: pick([.px, .rem]))))
            values.append(.number(number()))
            values.append(.fontFamily(strings()))
            values.append(.fontWeight(Int(truncatingIfNeeded: next() % 2000) - 1000))
            values.append(.duration(number()))
            values.append(.cubicBezier(bezier()))
            values.append(.strokeStyle(stroke()))
            values.append(.border(Border(color: color(), width: number(), style: stroke())))
            values.append(.transition(TransitionTiming(duration: number(), delay: number(), timingFunction: bezier())))
            let layers: [Tokens.Shadow] = (0..<Int(next() % 3)).map { _ in shadow() }
            values.append(.shadow(layers))
            let stops: [GradientStop] = (0..<Int(next() % 3)).map { _ in GradientStop(color(), at: number()) }
            values.append(.gradient(stops))
            let textCase: Typography.Case? = pick([nil, .uppercase, .lowercase])
            values.append(.typography(Typography(families: strings(), size: number(), weight: Int(next() % 1000), lineHeight: number(),
                                                 letterSpacing: number(), textCase: textCase)))
        }
        for name in StrokePattern.Name.allCases { values.append(.strokeStyle(.named(name))) }
        for value in values {
            XCTAssertEqual(TokenFingerprint.canonicalText(value), TokenFingerprint.canonicalTextThroughMirrors(value))
        }
    }

    func testRecordingWritesAHiddenFingerprintOfTheTokensEachReferenceRead() throws {
        try record()
        let card = location("Card/plain.light@2x")
        let fingerprint = try XCTUnwrap(TokenFingerprint.read(for: card))
        XCTAssertEqual(fingerprint.mode, "light")
        XCTAssertEqual(fingerprint.values.map(\.path), ["color.accent", "color.surface", "color.text"])
        XCTAssertTrue(fingerprint.matches(try catalog.tokens.resolved(mode: "light")))
        XCTAssertFalse(fingerprint.matches(try catalog.tokens.resolved(mode: "dark")))
        let reference = try XCTUnwrap(card.store.read(card.components(pathExtension: "png")))
        XCTAssertTrue(fingerprint.describes(reference: reference))
        XCTAssertTrue(FileManager.default.fileExists(atPath: card.folderURL.appendingPathComponent(".plain.light@2x.tokens").path))
        // Verify ignores it, and a complete run lists no orphan for it.
        let verify = try CatalogRunner.run(TestCatalog.entries, tokens: catalog.tokens, options: catalog.options())
        XCTAssertTrue(verify.allPassed)
        XCTAssertEqual(verify.report.orphans, [])
    }

    func testTheFingerprintTextRoundTripsAndEscapesOddCharacters() throws {
        try record()
        let fingerprint = try XCTUnwrap(TokenFingerprint.read(for: location("Swatch/accent.dark@2x")))
        XCTAssertEqual(TokenFingerprint(text: fingerprint.text), fingerprint)
        XCTAssertTrue(fingerprint.text.hasPrefix(TokenFingerprint.header + "\nreference "))
        XCTAssertTrue(fingerprint.text.contains("\ncolor.accent\t=(color:RGBA8("), fingerprint.text)
        var odd = fingerprint
        odd.values = [("a\tb", "line\nbreak \\ and\ttab"), ("missing", nil)]
        XCTAssertEqual(TokenFingerprint(text: odd.text)?.values.map(\.path), ["a\tb", "missing"])
        XCTAssertEqual(TokenFingerprint(text: odd.text)?.values.map(\.value), ["line\nbreak \\ and\ttab", nil])
        XCTAssertNil(TokenFingerprint(text: "pixelproof token fingerprint 0\n"))
        XCTAssertNil(TokenFingerprint(text: odd.text.replacingOccurrences(of: "\t=line", with: "\tXline")))
    }

    /// The parse on bytes gives what the parse on characters gave: on every recorded fingerprint
    /// and on damaged and odd variants of one (lines dropped, tabs and spaces moved, Windows
    /// line ends, bytes that are not UTF-8, escapes, a value line with no value).
    func testTheParseOnBytesIsTheParseOnCharacters() throws {
        try record()
        var texts: [String] = []
        for entry in TestCatalog.entries {
            if let fingerprint = TokenFingerprint.read(for: entry.location(root: catalog.snapshots)) { texts.append(fingerprint.text) }
        }
        XCTAssertEqual(texts.count, 6)
        var odd = try XCTUnwrap(TokenFingerprint(text: texts[0]))
        odd.values += [("a\tb", "line\nbreak \\ and\ttab\r"), ("missing", nil), ("é\u{301}", "=x"), ("", "")]
        let base = odd.text
        let lines = base.split(separator: "\n", omittingEmptySubsequences: false)
        var variants = texts + [base, base.replacingOccurrences(of: "\n", with: "\r\n"), base + "\n", String(base.dropLast()),
                                base.replacingOccurrences(of: "reference ", with: "reference  "), base.replacingOccurrences(of: "\t=", with: "\t"),
                                base.replacingOccurrences(of: "\t-", with: "\t--"), base.replacingOccurrences(of: "mode ", with: "mode"),
                                base.replacingOccurrences(of: "\t", with: " "), "", "\n\n\n\n", TokenFingerprint.header + "\n"]
        for index in lines.indices { variants.append((lines[..<index] + lines[(index + 1)...]).joined(separator: "\n")) }
        for variant in variants {
            let expected = TokenFingerprint.parsedThroughCharacters(text: variant)
            let parsed = TokenFingerprint(text: variant)
            XCTAssertEqual(parsed?.text, expected?.text, variant.debugDescription)
            XCTAssertEqual(parsed.map { $0.values.map(\.path) }, expected.map { $0.values.map(\.path) })
            XCTAssertEqual(parsed.map { $0.values.map(\.value) }, expected.map { $0.values.map(\.value) })
        }
        var bytes = Array(base.utf8)
        bytes.insert(contentsOf: [0xFF, 0xC3], at: bytes.count - 3)
        XCTAssertEqual(TokenFingerprint(bytes: bytes)?.text, TokenFingerprint.parsedThroughCharacters(text: String(decoding: bytes, as: UTF8.self))?.text)
    }

    func testReviewTakesTheBeforeImageFromTheReferenceWhenTheFingerprintMatchesTheBase() throws {
        try record()
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#5B8CFF")
        let result = try review(base: base, head: catalog.tokens)
        XCTAssertEqual(result.entries.map(\.identifier), ["Card/plain.light@2x", "Swatch/accent.light@2x"])
        XCTAssertEqual(result.entries.map(\.before), [.reference, .reference])
        XCTAssertTrue(result.summaryText.contains("rendered 2 of 6 entries under the head set (2 before images from the references)"), result.summaryText)
        // The before image is the reference file itself, copied.
        let card = location("Card/plain.light@2x")
        let before = try Data(contentsOf: catalog.folder.appendingPathComponent("review").appendingPathComponent(result.entries[0].images["before"]!))
        XCTAssertEqual(Array(before), try card.store.read(card.components(pathExtension: "png")))
        XCTAssertEqual(result.entries[0].differingPixels, 8)
    }

    func testReviewRendersTheBaseWhenTheReferenceWasDrawnWithOtherValues() throws {
        try record()                                                  // accent light #2F6BFF
        catalog.writeTokens(accentLight: "#00AA00", accentDark: "#5B8CFF")
        let base = catalog.tokens                                     // base differs from the recording
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#5B8CFF")
        let result = try review(base: base, head: catalog.tokens)
        XCTAssertEqual(result.entries.map(\.before), [.render, .render])
        let swatch = try XCTUnwrap(result.entries.first { $0.identifier == "Swatch/accent.light@2x" })
        let folder = catalog.folder.appendingPathComponent("review")
        XCTAssertEqual(try PNGCodec.read(contentsOf: folder.appendingPathComponent(swatch.images["before"]!))[0, 0], RGBA8(hex: "#00AA00"))
    }

    func testReviewRendersTheBaseWhenTheFingerprintIsMissingOrTheReferenceWasReplaced() throws {
        try record()
        let card = location("Card/plain.light@2x"), swatch = location("Swatch/accent.light@2x")
        try card.store.remove(TokenFingerprint.components(for: card))
        // Another image under the swatch's name: the fingerprint no longer describes the file.
        try card.store.write(PNGCodec.encode(Bitmap(width: 8, height: 8, fill: .black)), to: swatch.components(pathExtension: "png"))
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#5B8CFF")
        let result = try review(base: base, head: catalog.tokens)
        XCTAssertEqual(result.entries.map(\.before), [.render, .render])
        XCTAssertEqual(try review(base: base, head: catalog.tokens, references: false).entries.map(\.before), [.render, .render])
        // Verify does not need the fingerprint: the card still passes without one.
        let verify = try CatalogRunner.run([TestCatalog.entries[2]], tokens: base, options: catalog.options(complete: false))
        XCTAssertTrue(verify.allPassed)
    }
}
