import DesignSystem
import Foundation
import PixelproofCatalog
import Raster
import Snapshots
import SwiftUI
import Tokens
import XCTest

/// The accessibility snapshot picture (`AccessibilityImage`) of each shipped component's first
/// catalog entry, light, at the default size, against the references in
/// `Tests/DesignSystemTests/__Snapshots__/Accessibility/<Component>.png` (recorded when missing;
/// `pixelproof catalog --a11y` draws every entry).
final class CatalogAccessibilityImageTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    func testEveryComponentsAccessibilitySnapshotMatchesItsReference() throws {
        var failures: [String] = []
        for component in Catalog.components {
            let entry = try XCTUnwrap(Catalog.entries(for: component).first)
            let result = layout(entry.stagedView, size: entry.preferredSize.renderSize, scale: CatalogAppearance.scale,
                                colorScheme: .light, dynamicTypeSize: .large, tokens: TokenSet.shipped)
            let location = SnapshotLocation(root: Self.root, folders: [], group: "Accessibility", name: component)
            let verified = SnapshotRunner.verify(of: result, as: .accessibilityImage, at: location)
            if verified.isFailure { failures.append(verified.message ?? verified.summary) }
        }
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    func testEveryElementGetsItsPaletteColourInReadingOrder() throws {
        let entry = try XCTUnwrap(Catalog.entries(for: "Toast").first)
        let result = layout(entry.stagedView, size: entry.preferredSize.renderSize, scale: .x2, tokens: TokenSet.shipped)
        let picture = try AccessibilityImage.draw(result)
        let elements = AccessibilityTree(result).elements
        XCTAssertEqual(elements.map(\.label), ["Archived 3 documents", "Undo"])
        // The outline's middle pixel on each element's bottom edge, in the page's device pixels
        // (the view sits at the 12-pt margin; the 2-pt border is inside the frame).
        for (index, element) in elements.enumerated() {
            let x = Int(((12 + element.frame.midX) * 2).rounded(.down)), y = Int(((12 + element.frame.maxY) * 2).rounded(.down)) - 1
            XCTAssertEqual(picture[x, y], AccessibilityImage.palette[index], "element \(index + 1)")
        }
        XCTAssertEqual(picture.width, Int((12 + result.size.width + 16 + 300 + 12) * 2))
    }
}
