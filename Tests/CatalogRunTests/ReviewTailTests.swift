import Foundation
import Raster
import Tokens
import XCTest
@testable import PixelproofCatalog
@testable import Snapshots

/// The end of a review, made concurrent and cheaper with the same bytes: each changed entry's
/// page part (thumbnail, card, `data:` URLs) made on the worker that rendered it must give the
/// page the result builds alone from the files, and the stale-image walk over `readdir` must
/// leave the folder as Foundation's enumerator did.
final class ReviewTailTests: XCTestCase {
    var catalog: TestCatalog!

    override func setUp() { catalog = TestCatalog() }
    override func tearDown() { catalog.remove() }

    /// The page written from parts made on the workers is the page `write(to:)` builds from the
    /// image files, byte for byte (both ids and every `data:` URL), and `review.json` the same.
    func testThePageFromTheWorkersPartsIsThePageBuiltFromTheFiles() throws {
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#000000")
        let output = catalog.folder.appendingPathComponent("review")
        let result = try TokenReview.run(TestCatalog.entries, base: base, head: catalog.tokens,
                                         options: TokenReviewOptions(output: output, baseLabel: "base & <old>", headLabel: "head", jobs: 2))
        XCTAssertGreaterThanOrEqual(result.changedEntries.count, 3)
        let page = try Data(contentsOf: output.appendingPathComponent("index.html"))
        let json = try Data(contentsOf: output.appendingPathComponent("review.json"))
        XCTAssertTrue(String(decoding: page, as: UTF8.self).contains("src=\"data:image/png;base64,iVBOR"))
        try result.write(to: output)
        XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent("index.html")), page)
        XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent("review.json")), json)
        // One thread gives the same bytes.
        _ = try TokenReview.run(TestCatalog.entries, base: base, head: catalog.tokens,
                                options: TokenReviewOptions(output: output, baseLabel: "base & <old>", headLabel: "head", jobs: 1))
        XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent("index.html")), page)
    }

    /// Past the embedding limit the page links its images, whatever data URLs the workers had
    /// made before they knew: noise images (which do not compress) of more than 16 MB in all.
    /// The page is still the one the result builds alone from the files.
    func testAReviewPastTheEmbeddingLimitLinksItsImages() throws {
        // The same noise under both sets but for one pixel in the accent colour: the images do
        // not compress, and the comparison and diff have little to do.
        let noise: @Sendable (TokenSet) throws -> RenderedSnapshot = { tokens in
            let accent = TestCatalog.color(try tokens.resolved(mode: "light"), "color.accent")
            let side = 1_200
            var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
            var bytes = [UInt8](repeating: 0, count: side * side * 4)
            bytes.withUnsafeMutableBytes { raw in
                for index in stride(from: 0, to: raw.count, by: 8) {
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    raw.storeBytes(of: seed | 0xFF00_0000_FF00_0000, toByteOffset: index, as: UInt64.self)
                }
            }
            bytes.replaceSubrange(0..<4, with: [accent.r, accent.g, accent.b, 255])
            return RenderedSnapshot(bitmap: Bitmap(width: side, height: side, bytes: bytes)!, tokenPaths: ["color.accent"])
        }
        let entries = ["Noise/a", "Noise/b"].map { CatalogSnapshot(path: $0, mode: "light", render: noise) }
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#5B8CFF")
        let output = catalog.folder.appendingPathComponent("review")
        let result = try TokenReview.run(entries, base: base, head: catalog.tokens,
                                         options: TokenReviewOptions(output: output, baseLabel: "base", headLabel: "head", jobs: 2))
        XCTAssertEqual(result.changedEntries.count, 2)
        let sizes = result.changedEntries.flatMap { Array($0.images.values) }.map { FileSize.of(output.appendingPathComponent($0).path) ?? 0 }
        XCTAssertGreaterThan(sizes.reduce(0, +), HTMLReport.embedLimit)
        let page = try Data(contentsOf: output.appendingPathComponent("index.html"))
        let text = String(decoding: page, as: UTF8.self)
        XCTAssertFalse(text.contains("data:image/png"))
        XCTAssertTrue(text.contains("src=\"images/Noise/a.after.png\""), String(text.prefix(3000)))
        try result.write(to: output)
        XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent("index.html")), page)
    }

    /// `review.json` written directly is `JSONEncoder`'s text: on a real review (changed,
    /// unchanged and failing entries; a change with no entry; no design debt and some), and on
    /// results whose every string holds every control character, quotes, backslashes, slashes,
    /// line and paragraph separators, combining marks and emoji.
    func testReviewJSONIsTheEncodersText() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        func check(_ result: TokenReviewResult, _ note: String) throws {
            let expected = try encoder.encode(result)
            let written = ReviewJSON.bytes(of: result)
            XCTAssertEqual(String(decoding: written, as: UTF8.self), String(decoding: expected, as: UTF8.self), note)
            if String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self) { XCTAssertEqual(written, Array(expected), note) }
        }
        let base = catalog.tokens
        catalog.writeTokens(accentLight: "#FF6B2F", accentDark: "#000000")
        let output = catalog.folder.appendingPathComponent("review")
        let failing = CatalogSnapshot(path: "Broken/entry", mode: "light") { set in
            _ = try set.resolved(mode: "light")
            throw CatalogRunError.badShard("a \"quoted\"\tname")
        }
        let same = CatalogSnapshot(path: "Label/same", mode: "light") { _ in
            RenderedSnapshot(bitmap: Bitmap(width: 2, height: 2, fill: .white), tokenPaths: ["color.accent"])
        }
        var result = try TokenReview.run(TestCatalog.entries + [failing, same], base: base, head: catalog.tokens,
                                         options: TokenReviewOptions(output: output, baseLabel: "base", headLabel: "head", jobs: 2))
        XCTAssertTrue(result.hasErrors && result.hasVisualChanges && result.entries.contains { $0.status == .unchanged })
        try check(result, "real review")
        XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent("review.json")), try encoder.encode(result))
        result.designDebt = "12.5 % (1 raw of 8 style values)"
        try check(result, "with design debt")
        try check(try TokenReview.run(TestCatalog.entries, base: base, head: base,
                                      options: TokenReviewOptions(output: output, baseLabel: "a", headLabel: "b")), "no change")

        var awkward = ""
        for scalar in 0..<0x80 { awkward.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
        awkward += "/\u{2028}\u{2029}é🙂e\u{301}\u{85}\u{FEFF}日本"
        var odd = result
        odd.base = awkward
        odd.head = "\\" + awkward
        odd.designDebt = awkward
        odd.changes = odd.changes.map { change in
            var change = change
            (change.path, change.mode, change.before, change.after) = (awkward, awkward, awkward, awkward)
            change.beforeSwatch = awkward
            change.afterSwatch = nil
            change.entries = [awkward, ""]
            return change
        }
        odd.changes.append(TokenChangeRecord(TokenChange(path: "x", mode: "dark", before: nil, after: .number(1)), entries: []))
        odd.entries = odd.entries.map { entry in
            var entry = entry
            entry.identifier = awkward
            entry.summary = awkward
            entry.tokens = entry.tokens.isEmpty ? [] : [awkward]
            entry.images = entry.images.isEmpty ? [:] : ["diff": awkward, "after": "a/b", "before": "\u{0}"]
            return entry
        }
        try check(odd, "awkward strings")
        odd.entries = []
        odd.changes = []
        try check(odd, "empty lists")
    }

    /// A second review removes the first one's images it did not write, and their folders once
    /// empty, as Foundation's walk did: compared on the same trees, links and hidden files included.
    func testStaleImageRemovalLeavesWhatFoundationsWalkLeft() throws {
        let root = catalog.folder.appendingPathComponent("stale")
        let outside = catalog.folder.appendingPathComponent("outside")
        func make(_ output: URL) throws {
            let fm = FileManager.default
            try? fm.removeItem(at: output)
            for folder in ["images/A/b", "images/A/empty", "images/C", "images/D/deep/er", "images/.hidden", "images/E"] {
                try fm.createDirectory(at: output.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            for file in ["images/A/b/kept.after.png", "images/A/b/stale.after.png", "images/A/top.png", "images/C/old.png",
                         "images/D/deep/er/old.png", "images/.hidden/x", "images/.dot.png", "images/E/kept.png", "images/é.png", "images/e\u{301}.png"] {
                try Data([1]).write(to: output.appendingPathComponent(file))
            }
            try fm.createDirectory(at: outside.appendingPathComponent("empty"), withIntermediateDirectories: true)
            try fm.createDirectory(at: outside.appendingPathComponent("full"), withIntermediateDirectories: true)
            try Data([2]).write(to: outside.appendingPathComponent("full/keep.png"))
            try Data([3]).write(to: outside.appendingPathComponent("file.png"))
            try fm.createSymbolicLink(atPath: output.appendingPathComponent("images/linkToEmpty").path, withDestinationPath: outside.appendingPathComponent("empty").path)
            try fm.createSymbolicLink(atPath: output.appendingPathComponent("images/linkToFull").path, withDestinationPath: outside.appendingPathComponent("full").path)
            try fm.createSymbolicLink(atPath: output.appendingPathComponent("images/A/linkToFile.png").path, withDestinationPath: outside.appendingPathComponent("file.png").path)
            try fm.createSymbolicLink(atPath: output.appendingPathComponent("images/C/dangling.png").path, withDestinationPath: outside.appendingPathComponent("nothing").path)
        }
        // NFC in the kept set, NFD on disk for one of them: `String` equality treats them as one.
        let kept: Set<String> = ["images/A/b/kept.after.png", "images/E/kept.png", "images/é.png"]
        let foundation = root.appendingPathComponent("foundation"), walked = root.appendingPathComponent("walked")
        try make(foundation)
        Self.removeStaleImagesThroughFoundation(in: foundation, keeping: kept)
        let expected = try listing(foundation)
        try make(walked)
        StaleImages.remove(in: walked, keeping: kept)
        XCTAssertEqual(try listing(walked), expected)
        XCTAssertTrue(expected.contains("images/A/b/kept.after.png"))
        XCTAssertFalse(expected.contains("images/C/old.png"))
        XCTAssertFalse(expected.contains("images/D"), "emptied folders go, deepest first")
        XCTAssertTrue(FileManager.default.fileExists(atPath: outside.appendingPathComponent("full/keep.png").path), "links are not followed into")
        XCTAssertTrue(FileManager.default.fileExists(atPath: outside.appendingPathComponent("file.png").path))
        // No images folder: nothing to do, no error.
        StaleImages.remove(in: root.appendingPathComponent("none"), keeping: [])
    }

    /// Every path below `folder` (links not followed), with the kind of each.
    private func listing(_ folder: URL) throws -> [String] {
        var paths: [String] = []
        func walk(_ relative: String) throws {
            let path = folder.path + "/" + relative
            for name in try FileManager.default.contentsOfDirectory(atPath: path).sorted() {
                let child = relative + "/" + name
                let type = try FileManager.default.attributesOfItem(atPath: folder.path + "/" + child)[.type] as? FileAttributeType
                paths.append(child.dropFirst(2) + (type == .typeSymbolicLink ? " (link)" : ""))
                if type == .typeDirectory { try walk(child) }
            }
        }
        try walk(".")
        return paths
    }

    /// The walk review used before `StaleImages` (FileManager's enumerator), kept as the oracle.
    static func removeStaleImagesThroughFoundation(in output: URL, keeping kept: Set<String>) {
        let images = output.appendingPathComponent("images")
        guard let walker = FileManager.default.enumerator(atPath: images.path) else { return }
        var folders: [String] = []
        while let relative = walker.nextObject() as? String {
            let path = images.path + "/" + relative
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                folders.append(path)
            } else if !kept.contains("images/" + relative) {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        for folder in folders.sorted(by: { $0.count > $1.count })
        where (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
