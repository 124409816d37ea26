import TestSupport
import XCTest
import DesignSystem
import PixelproofCatalog
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

/// The real commands on the package's own references and README.
final class ShippedCommandsTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testVerifyOfTheShippedCatalogPassesOnTheCommittedReferences() throws {
        let artifacts = try makeTemporaryDirectory(prefix: "pixelproof-shipped", create: false).url
        let out = Captured(), err = Captured()
        let context = CommandContext(environment: ["CI": "true", "PIXELPROOF_RUN_ID": "catalog-command-tests"], currentDirectory: Self.packageRoot,
                                     writeOut: { out.append($0) }, writeError: { err.append($0) })
        let code = PixelproofTool.run(["verify", "--only", "Badge", "--only", "Button/primary", "--artifacts", artifacts.path], context: context)
        XCTAssertEqual(code, 0, out.text + err.text)
        XCTAssertTrue(out.text.contains(" passed, 0 failed"), out.text)
    }

    func testTheReadmeCommandReferenceNamesEveryCommand() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for command in commandTable {
            XCTAssertTrue(readme.contains("| `pixelproof \(command.spec.name)"), "README's command reference lacks \(command.spec.name)")
        }
    }
}
