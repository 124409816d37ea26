import XCTest
@testable import PixelproofCatalog
@testable import Snapshots

final class CatalogSelectionTests: XCTestCase {
    func testPatternWithStarMatchesAcrossSlashes() {
        XCTAssertTrue(CatalogPattern("Button/*").matches("Button/primary.dark@2x"))
        XCTAssertTrue(CatalogPattern("*dark*").matches("Card/elevated.dark@2x"))
        XCTAssertFalse(CatalogPattern("Button/*").matches("Card/primary.dark@2x"))
    }

    func testPatternWithoutWildcardSelectsEverythingBelowItAtABoundary() {
        XCTAssertTrue(CatalogPattern("Button").matches("Button/primary.dark@2x"))
        XCTAssertTrue(CatalogPattern("Button/primary").matches("Button/primary.dark@2x"))
        XCTAssertFalse(CatalogPattern("Button").matches("ButtonGroup/row.light@2x"))
        XCTAssertFalse(CatalogPattern("Button/prim").matches("Button/primary.dark@2x"))
    }

    /// A name without wildcards is matched without globbing: it must select exactly what the rule
    /// says (the identifier itself, or the identifier continuing at a `/` or `.`), on every
    /// combination of prefix, boundary and near miss.
    func testNameMatchingAgreesWithTheBoundaryRule() {
        let identifiers = ["Button/primary/default.light.ax1", "Button/primary.dark@2x", "ButtonGroup/row.light@2x", "Button",
                           "Button/", "Button.x", "Button/primary/default", "Card/é.light", "Card/e\u{301}.light", "a", ""]
        var names = ["", "Button", "Button/", "Button/primary", "Button/primary/default", "Button/primary/default.light",
                     "Button/primary/default.light.ax1", "Button/primary/default.light.ax12", "Button/prim", "Card/é", "Card/é.light", "B"]
        names += identifiers
        for name in names {
            for identifier in identifiers {
                let expected = identifier == name || identifier.hasPrefix(name + "/") || identifier.hasPrefix(name + ".")
                XCTAssertEqual(CatalogPattern(name).matches(identifier), expected, "'\(name)' against '\(identifier)'")
            }
        }
    }

    /// Paths split on bytes when ASCII must split as the characters do, empty segments and all.
    func testPathSegmentsSplitAsTheCharactersDo() {
        for path in ["Button/primary/default", "/lead", "trail/", "a//b", "", "/", "plain", "Card/e\u{301}/x", "é/ü", "a\r\n/b", "/\u{301}x/y"] {
            XCTAssertEqual(PathSegments.split(path), path.split(separator: "/").map(String.init), path)
        }
    }

    func testQuestionMarkMatchesExactlyOneCharacter() {
        XCTAssertTrue(CatalogPattern("Swatch/accent.?ark@2x").matches("Swatch/accent.dark@2x"))
        XCTAssertFalse(CatalogPattern("Swatch/accent.?@2x").matches("Swatch/accent.dark@2x"))
    }

    func testShardsCoverEveryEntryExactlyOnceAndDifferInSizeByAtMostOne() throws {
        let entries = (0..<23).map { index in
            CatalogSnapshot(path: "G\(index % 3)/e\(index)") { _ in RenderedSnapshot(bitmap: .init(width: 1, height: 1), tokenPaths: []) }
        }
        for count in 1...6 {
            let shards = try (1...count).map { try CatalogShard(index: $0, count: count).select(entries).map(\.identifier) }
            XCTAssertEqual(shards.flatMap { $0 }.sorted(), entries.map(\.identifier).sorted(), "\(count) shards")
            XCTAssertLessThanOrEqual(shards.map(\.count).max()! - shards.map(\.count).min()!, 1)
        }
    }

    func testShardOfTheSameCatalogIsTheSameWhateverTheEntryOrder() throws {
        let entries = TestCatalog.entries
        let shard = try CatalogShard(parsing: "2/3")
        XCTAssertEqual(shard.select(entries).map(\.identifier), shard.select(entries.reversed()).map(\.identifier))
    }

    func testMalformedShardsAreRejectedWithTheExpectedForm() {
        for text in ["0/2", "3/2", "1/0", "2", "a/b", "1/2/3", "-1/2", ""] {
            XCTAssertThrowsError(try CatalogShard(parsing: text), text) { error in
                XCTAssertEqual(error as? CatalogRunError, .badShard(text))
            }
        }
    }

    func testSelectionOfNothingNamesThePatterns() {
        XCTAssertThrowsError(try CatalogRunner.select(TestCatalog.entries, patterns: [CatalogPattern("Toast/*")])) { error in
            XCTAssertEqual(error as? CatalogRunError, .nothingSelected(patterns: ["Toast/*"], folders: ["Card", "Swatch"]))
        }
    }

    func testTwoEntriesWithOneIdentifierAreRejected() {
        let entries = [TestCatalog.entries[0], TestCatalog.entries[0]]
        XCTAssertThrowsError(try CatalogRunner.select(entries)) { error in
            XCTAssertEqual(error as? CatalogRunError, .duplicateIdentifier(entries[0].identifier))
        }
    }
}
