import DesignSystem
import PixelproofCatalog
import Foundation
import XCTest

/// The catalog's shape: stable, file-safe, unique names; every component the issue lists; every
/// reference image under `__Snapshots__/` belonging to an entry.
final class CatalogTests: XCTestCase {
    func testEntryNamesAreUniqueFileSafePathsOfAtLeastTwoSegments() {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
        var seen = Set<String>()
        for entry in Catalog.entries {
            let segments = entry.name.split(separator: "/", omittingEmptySubsequences: false)
            XCTAssertGreaterThanOrEqual(segments.count, 2, entry.name)
            for segment in segments {
                XCTAssertFalse(segment.isEmpty || segment.hasPrefix("-"), entry.name)
                XCTAssertTrue(segment.allSatisfy(allowed.contains), "\(entry.name): use letters, digits and -")
            }
            XCTAssertTrue(seen.insert(entry.name.lowercased()).inserted, "\(entry.name) is declared twice (ignoring case)")
        }
    }

    func testCatalogCoversEveryComponentOfTheDesignSystem() {
        let expected = ["TextStyle", "Button", "Row", "ListRow", "TextFieldRow", "TextInputView", "TextField", "SearchField", "Card",
                        "Chip", "Badge", "SectionHeader", "Divider", "ProgressBar", "Sheet", "ConfirmSheet", "Toast",
                        "ContentStateView", "EmptyState", "Screen"]
        XCTAssertEqual(Catalog.components, expected)
    }

    func testButtonsCoverEveryVariantStateAndIconCombination() {
        for variant in ButtonVariant.allCases {
            for state in ["default", "pressed", "disabled", "loading"] {
                XCTAssertNotNil(Catalog.entry(named: "Button/\(variant.rawValue)/\(state)"))
                XCTAssertNotNil(Catalog.entry(named: "Button/\(variant.rawValue)/icon-\(state)"))
            }
        }
    }

    func testContentStateViewCoversEveryState() {
        for state in ["loading", "empty", "error", "offline", "loaded"] {
            XCTAssertNotNil(Catalog.entry(named: "ContentStateView/\(state)"), state)
        }
    }

    func testSnapshotPathMirrorsTheEntryNameWithTheAppearanceAsSuffix() {
        let path = CatalogSnapshotPath(entry: "Button/primary/disabled", appearance: CatalogAppearance.all[3])
        XCTAssertEqual(path.relativePath(pathExtension: "png"), "Button/primary/disabled.dark.ax1.png")
        XCTAssertEqual(CatalogAppearance.all.map(\.name), ["light.default", "dark.default", "light.ax1", "dark.ax1"])
    }

    func testEveryReferenceImageBelongsToACatalogEntry() throws {
        let expected = Set(Catalog.entries.flatMap { entry in
            CatalogAppearance.all.map { CatalogSnapshotPath(entry: entry, appearance: $0).relativePath(pathExtension: "png") }
        })
        let root = CatalogSnapshots.root.standardizedFileURL.path + "/"
        let found = FileManager.default.enumerator(atPath: root)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }
        let orphans = found.filter { !expected.contains($0) }.sorted()
        XCTAssert(orphans.isEmpty, "reference images no catalog entry draws (delete them or restore the entry):\n" + orphans.joined(separator: "\n"))
    }
}
