import XCTest
import DesignSystem
@testable import PixelproofCLI
import Snapshots
import Tokens

/// The design system's catalog as `verify`, `record` and `review` see it.
final class ShippedCatalogTests: XCTestCase {
    func testEveryEntryAppearsInEveryAppearanceUnderItsReferencePath() {
        let snapshots = ShippedCatalog.snapshots()
        XCTAssertEqual(snapshots.count, Catalog.entries.count * CatalogAppearance.all.count)
        XCTAssertEqual(Set(snapshots.map(\.identifier)).count, snapshots.count)
        let button = snapshots.first { $0.identifier == "Button/primary/disabled.dark.ax1" }
        XCTAssertEqual(button?.location(root: URL(fileURLWithPath: "/p/__Snapshots__")).referenceURL(pathExtension: "png").path,
                       "/p/__Snapshots__/Button/primary/disabled.dark.ax1.png")
        XCTAssertEqual(button?.mode, "dark")
    }

    /// Review trusts the layout-only trace to find the entries a token touches; drawing must
    /// not read a token the layout did not.
    func testTheLayoutTraceReadsTheSameTokensAsTheRenderInOneAppearance() throws {
        for snapshot in ShippedCatalog.snapshots() where snapshot.identifier.hasSuffix(".dark.ax1") {
            XCTAssertEqual(try snapshot.tokenPaths(under: .shipped), try snapshot.render(.shipped).tokenPaths, snapshot.identifier)
        }
    }
}
